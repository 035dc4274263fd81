import { FINGERPRINT_HEADER, FingerprintBodySchema, FingerprintPaths, FingerprintResponseSchema, SESSION_COOKIE } from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { componentsHash } from './components';
import { findLiveFingerprint, issueFingerprint, recordSessionFingerprint } from './fingerprints.repository';

export interface FingerprintOptions {
  readonly db: Database;
  readonly clock: Clock;
}

/** POST the components gathered in the browser → a token with its expiry and the components' hash. */
export const fingerprintRoutes: FastifyPluginAsyncZod<FingerprintOptions> = async (app, { db, clock }) => {
  app.post(FingerprintPaths.issue, { schema: { body: FingerprintBodySchema, response: { 200: FingerprintResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const hash = componentsHash(request.body.components);
    const { token, expiresAt } = await issueFingerprint(db, hash, clock.now());
    return { token, expiresAt, componentsData: hash };
  });
};

/** The `ua` token a reply sets (a sign-in or registration opened a session), not one it clears. */
export function sessionTokenSetBy(reply: FastifyReply): string | undefined {
  const header = reply.getHeader('set-cookie');
  const cookies = Array.isArray(header) ? header : typeof header === 'string' ? [header] : [];
  for (const cookie of cookies) {
    const match = new RegExp(`^${SESSION_COOKIE}=([^;]+)`).exec(String(cookie));
    if (match?.[1]) return decodeURIComponent(match[1]);
  }
  return undefined;
}

/**
 * Every answer that opens a session (any sign-in way, registration, social, two-step) records the live fingerprint
 * the request carried in `x-fingerprint` with that session. After the answer is sent, so it never delays a sign-in;
 * an unknown or expired fingerprint is simply not recorded. Call before the routes are registered.
 */
export function recordFingerprintsOnSignIn(app: FastifyInstance, { db, clock }: FingerprintOptions): void {
  app.addHook('onResponse', async (request, reply) => {
    const header = request.headers[FINGERPRINT_HEADER];
    if (typeof header !== 'string' || header.length === 0 || header.length > 256 || reply.statusCode >= 400) return;
    const sessionToken = sessionTokenSetBy(reply);
    if (sessionToken === undefined) return;
    try {
      const fingerprintId = await findLiveFingerprint(db, header, clock.now());
      if (fingerprintId !== undefined) await recordSessionFingerprint(db, sessionToken, fingerprintId, clock.now());
    } catch (error) {
      request.log.error({ err: error }, 'recording the sign-in fingerprint failed');
    }
  });
}
