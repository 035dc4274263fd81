import type { Clock } from '@betting/kernel';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import * as oidc from 'openid-client';
import { isLoopbackHttp, type SocialProviderConfig } from './config';

/** What we take from a verified ID token. */
export interface VerifiedIdentity {
  readonly subject: string;
  /** Only when the provider says it verified the address. */
  readonly email: string | null;
}

export type IdTokenCheck = { readonly ok: true; readonly identity: VerifiedIdentity } | { readonly ok: false; readonly reason: string };

/** Signature algorithms an ID token may use: asymmetric only (never `none`, never HS* with a public client id). */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];
/** Google's ID tokens name their issuer with or without the scheme. */
const issuersOf = (issuer: string) => (issuer === 'https://accounts.google.com' ? [issuer, 'accounts.google.com'] : [issuer]);

function identityOf(payload: JWTPayload): IdTokenCheck {
  const subject = payload.sub;
  if (typeof subject !== 'string' || subject.length === 0 || subject.length > 255) return { ok: false, reason: 'no usable sub claim' };
  const email = typeof payload['email'] === 'string' && payload['email_verified'] === true ? payload['email'] : null;
  return { ok: true, identity: { subject, email } };
}

/**
 * One configured provider: its discovery document (fetched on first use, fetched again after a failure), the
 * authorization URL of the code flow, the code exchange, and ID-token verification against the issuer's JWKS.
 */
export class OidcProvider {
  private configuration: Promise<oidc.Configuration> | undefined;
  private jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

  constructor(
    readonly config: SocialProviderConfig,
    private readonly clock: Clock,
  ) {}

  get network() {
    return this.config.network;
  }

  private discover(): Promise<oidc.Configuration> {
    const { issuer, clientId, clientSecret } = this.config;
    this.configuration ??= oidc
      .discovery(new URL(issuer), clientId, clientSecret, clientSecret === undefined ? oidc.None() : oidc.ClientSecretBasic(clientSecret), {
        ...(isLoopbackHttp(issuer) ? { execute: [oidc.allowInsecureRequests] } : {}),
        timeout: 10,
      })
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }

  private async keySet() {
    if (this.jwks) return this.jwks;
    const jwksUri = (await this.discover()).serverMetadata().jwks_uri;
    if (!jwksUri) throw new Error(`${this.config.issuer} publishes no jwks_uri`);
    this.jwks = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: 10_000 });
    return this.jwks;
  }

  /**
   * Verifies an ID token: signature against the issuer's JWKS, issuer, audience (our client id), expiry on our clock
   * (no tolerance), and the nonce when one was sent. A refusal says why, for the log only.
   */
  async verifyIdToken(idToken: string, expectedNonce?: string): Promise<IdTokenCheck> {
    const keys = await this.keySet();
    try {
      const { payload } = await jwtVerify(idToken, keys, {
        issuer: issuersOf(this.config.issuer),
        audience: this.config.clientId,
        algorithms: ALGORITHMS,
        currentDate: new Date(this.clock.now()),
        clockTolerance: 0,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      if (expectedNonce !== undefined && payload['nonce'] !== expectedNonce) return { ok: false, reason: 'nonce mismatch' };
      // With several audiences, the authorized party must be us (OpenID Connect Core 3.1.3.7).
      if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload['azp'] !== this.config.clientId) return { ok: false, reason: 'azp is not our client' };
      return identityOf(payload);
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return { ok: false, reason: `${error.code}: ${error.message}` };
      throw error;
    }
  }

  async authorizationUrl(input: { redirectUri: string; state: string; nonce: string; codeVerifier: string }): Promise<string> {
    const configuration = await this.discover();
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: input.redirectUri,
      scope: 'openid email',
      response_type: 'code',
      state: input.state,
      nonce: input.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(input.codeVerifier),
      code_challenge_method: 'S256',
    });
    return url.href;
  }

  /**
   * Exchanges the code (state, PKCE and nonce checked by openid-client), then verifies the ID token it got, signature
   * included, on our clock.
   */
  async exchangeCode(callbackUrl: URL, flow: { state: string; nonce: string; codeVerifier: string }): Promise<IdTokenCheck> {
    const configuration = await this.discover();
    let idToken: string | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, { expectedState: flow.state, expectedNonce: flow.nonce, pkceCodeVerifier: flow.codeVerifier, idTokenExpected: true });
      idToken = tokens.id_token;
    } catch (error) {
      if (error instanceof oidc.AuthorizationResponseError || error instanceof oidc.ResponseBodyError) return { ok: false, reason: `${error.error}: ${error.error_description ?? ''}` };
      throw error;
    }
    if (!idToken) return { ok: false, reason: 'no id_token in the token response' };
    return this.verifyIdToken(idToken, flow.nonce);
  }
}
