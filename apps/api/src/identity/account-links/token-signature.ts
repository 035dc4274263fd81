import { authTokenSignedText, type AuthTokenBody } from '@betting/contracts';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** A companion app allowed to sign user tokens into browser sessions: its id (`method_id`) and shared secret. */
export interface TokenSigner {
  readonly id: string;
  readonly secret: string;
}

export const TOKEN_SIGNER_MIN_SECRET_LENGTH = 32;
const SIGNER_ID = /^[a-z0-9_-]{1,32}$/;

/**
 * `AUTH_TOKEN_METHODS`: `id:secret` pairs, comma-separated (blank: none). Throws on a malformed pair, a short secret
 * or a repeated id, so a misconfigured server does not start.
 */
export function parseTokenSigners(text: string): TokenSigner[] {
  const signers: TokenSigner[] = [];
  for (const item of text.split(',').map((part) => part.trim())) {
    if (item === '') continue;
    const colon = item.indexOf(':');
    const id = colon > 0 ? item.slice(0, colon) : '';
    const secret = colon > 0 ? item.slice(colon + 1) : '';
    if (!SIGNER_ID.test(id)) throw new Error('AUTH_TOKEN_METHODS: each entry is id:secret, the id of [a-z0-9_-]{1,32}');
    if (secret.length < TOKEN_SIGNER_MIN_SECRET_LENGTH) throw new Error(`AUTH_TOKEN_METHODS: the secret of ${id} must be at least ${TOKEN_SIGNER_MIN_SECRET_LENGTH} characters`);
    if (signers.some((signer) => signer.id === id)) throw new Error(`AUTH_TOKEN_METHODS: ${id} is given twice`);
    signers.push({ id, secret });
  }
  return signers;
}

/** The lowercase hex HMAC-SHA256 of `method_id:token:lng` with the signer's secret: what a companion app sends as `sign`. */
export function signAuthToken(secret: string, body: Pick<AuthTokenBody, 'method_id' | 'token' | 'lng'>): string {
  return createHmac('sha256', secret).update(authTokenSignedText(body), 'utf8').digest('hex');
}

/**
 * True when `sign` is the signature of the body by the named signer. An unknown signer, a signature of another length
 * or of other text all answer false; the comparison of equal-length signatures takes the same time whatever differs.
 */
export function authTokenSignatureValid(signers: readonly TokenSigner[], body: AuthTokenBody): boolean {
  const signer = signers.find((candidate) => candidate.id === body.method_id);
  if (!signer) return false;
  const expected = Buffer.from(signAuthToken(signer.secret, body), 'utf8');
  const given = Buffer.from(body.sign, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
