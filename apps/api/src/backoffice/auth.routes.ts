import { ApiErrorSchema, BACKOFFICE_API_PREFIX, BackofficePaths, STAFF_SESSION_COOKIE, StaffSchema, StaffSignInBodySchema, StaffSignInResponseSchema, TotpBodySchema } from '@betting/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newOpaqueToken, sha256 } from '../identity/secrets';
import { refuseTooMany } from '../security/request-limits';
import { insertAudit } from './audit.repository';
import type { BackofficeDeps } from './deps';
import { access, refuseStaff, staffSessionOf } from './guard';
import {
  completeSecondFactor,
  findStaffByLogin,
  insertStaffSession,
  isLocked,
  recordStaffFailure,
  revokeStaffSession,
  revokeStaffSessions,
  spendTotpStep,
  STAFF_SESSION,
  staffOf,
} from './staff.repository';
import { matchTotp } from './totp';

const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 423: ApiErrorSchema, 429: ApiErrorSchema };

/**
 * Staff sign-in: the password opens a session that can do nothing but take the authenticator's code; the code makes
 * it a full one. Wrong passwords and codes count together; ten lock the account. The per-address sign-in limit of
 * the site (request_limit_hits) applies to both steps, in a bucket of the back office's own.
 */
export const backofficeAuthRoutes: FastifyPluginAsyncZod<{ deps: BackofficeDeps }> = async (app, { deps }) => {
  const { db, clock, hasher, hitLimit, protection } = deps;
  const cookieOptions = (secure: boolean) => ({ path: BACKOFFICE_API_PREFIX, httpOnly: true, sameSite: 'strict' as const, secure });
  const limited = async (ip: string) => hitLimit('backofficeSignIn', ip, protection.addresses.signIn);
  const locked = { error: { code: 'staff_locked', message: 'Too many wrong passwords or codes: the account is locked for now' } };

  app.post(BackofficePaths.signIn, { config: access('public'), schema: { body: StaffSignInBodySchema, response: { 200: StaffSignInResponseSchema, ...errors } } }, async (request, reply) => {
    const verdict = await limited(request.ip);
    if (!verdict.ok) return refuseTooMany(reply, verdict.retryAfterSeconds);
    const now = clock.now();
    const staff = await findStaffByLogin(db, request.body.login);
    // An unknown login costs the same Argon2 work as a wrong password.
    const passwordOk = await hasher.verify(staff?.passwordHash ?? (await deps.dummyHash()), request.body.password);
    if (!staff || staff.disabled) return refuseStaff(reply, 401, 'invalid_credentials', 'Wrong login or password');
    if (isLocked(staff, now)) return reply.code(423).send(locked);
    if (!passwordOk) {
      if (await recordStaffFailure(db, staff.id, now)) await lockedNow(staff.id, now);
      return refuseStaff(reply, 401, 'invalid_credentials', 'Wrong login or password');
    }
    const token = newOpaqueToken();
    await insertStaffSession(db, staff.id, sha256(token), now);
    reply.setCookie(STAFF_SESSION_COOKIE, token, { ...cookieOptions(request.protocol === 'https'), maxAge: STAFF_SESSION.ttlSeconds });
    return { next: 'totp' as const };
  });

  async function lockedNow(staffId: number, now: number) {
    await db.transaction(async (tx) => {
      await revokeStaffSessions(tx, staffId, now);
      await insertAudit(tx, { staffId, action: 'auth.locked', target: `staff:${staffId}`, before: null, after: { locked_for_seconds: 3600 } }, now);
    });
  }

  app.post(BackofficePaths.totp, { config: access('password'), schema: { body: TotpBodySchema, response: { 200: StaffSchema, ...errors } } }, async (request, reply) => {
    const verdict = await limited(request.ip);
    if (!verdict.ok) return refuseTooMany(reply, verdict.retryAfterSeconds);
    const session = staffSessionOf(request);
    const { staff } = session;
    const now = clock.now();
    const step = matchTotp(staff.totpSecret, request.body.code, now, staff.lastTotpStep);
    if (step === null || !(await spendTotpStep(db, staff.id, step))) {
      if (await recordStaffFailure(db, staff.id, now)) {
        await lockedNow(staff.id, now);
        return reply.code(423).send(locked);
      }
      return refuseStaff(reply, 401, 'invalid_code', 'Wrong or used code');
    }
    const token = newOpaqueToken();
    await db.transaction(async (tx) => {
      await completeSecondFactor(tx, session.id, sha256(token), now);
      await insertAudit(tx, { staffId: staff.id, action: 'auth.sign_in', target: `staff:${staff.id}`, before: null, after: { ip: request.ip } }, now);
    });
    reply.setCookie(STAFF_SESSION_COOKIE, token, { ...cookieOptions(request.protocol === 'https'), maxAge: STAFF_SESSION.ttlSeconds });
    return staffOf(staff);
  });

  app.get(BackofficePaths.me, { config: access('signed-in'), schema: { response: { 200: StaffSchema, ...errors } } }, async (request) => staffOf(staffSessionOf(request).staff));

  app.post(BackofficePaths.signOut, { config: access('password'), schema: { response: { 200: z.object({ ok: z.literal(true) }), ...errors } } }, async (request, reply) => {
    await revokeStaffSession(db, staffSessionOf(request).id, clock.now());
    reply.clearCookie(STAFF_SESSION_COOKIE, cookieOptions(request.protocol === 'https'));
    return { ok: true as const };
  });
};
