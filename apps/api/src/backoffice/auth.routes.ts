import {
  ApiErrorSchema,
  BACKOFFICE_API_PREFIX,
  BackofficeOperatorPaths,
  BackofficePaths,
  STAFF_SESSION_COOKIE,
  StaffCredentialsBodySchema,
  StaffCredentialsResponseSchema,
  StaffSchema,
  StaffSignInBodySchema,
  StaffSignInResponseSchema,
  TotpBodySchema,
} from '@betting/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newOpaqueToken, sha256 } from '../sessions';
import { refuseTooMany } from '../security/request-limits';
import { insertAudit } from './audit.repository';
import type { BackofficeDeps } from './deps';
import { access, refuseStaff, staffSessionOf } from './guard';
import { TOTP_ISSUER } from './staff.routes';
import {
  chooseStaffCredentials,
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
import { matchTotp, newTotpSecret, totpUri } from './totp';
import { openTotpSecret, sealTotpSecret } from './totp-seal';

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
    // After an admin's reset the temporary password only opens the choice of new credentials.
    return { next: staff.mustReset ? ('reset' as const) : ('totp' as const) };
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
    if (staff.totpSecret === null) return refuseStaff(reply, 401, 'reset_required', 'Choose a new password and set up your authenticator first');
    const secret = openTotpSecret(await deps.totpKey(), staff.login, staff.totpSecret);
    const step = secret === undefined ? null : matchTotp(secret, request.body.code, now, staff.lastTotpStep);
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

  /**
   * After an admin's reset: the member's own new password and a new authenticator (its secret shown to them once); the
   * next right code from it makes the session a full one and ends the reset. Asked again before that, a fresh secret.
   */
  app.post(
    BackofficeOperatorPaths.credentials,
    { config: access('password'), schema: { body: StaffCredentialsBodySchema, response: { 200: StaffCredentialsResponseSchema, 409: ApiErrorSchema, ...errors } } },
    async (request, reply) => {
      const { staff } = staffSessionOf(request);
      if (!staff.mustReset) return refuseStaff(reply, 409, 'already_decided', 'Your credentials were not reset');
      const secret = newTotpSecret();
      const passwordHash = await hasher.hash(request.body.password);
      const now = clock.now();
      const chosen = await db.transaction(async (tx) => {
        if (!(await chooseStaffCredentials(tx, staff.id, passwordHash, sealTotpSecret(await deps.totpKey(), staff.login, secret)))) return false;
        await insertAudit(tx, { staffId: staff.id, action: 'auth.credentials_chosen', target: `staff:${staff.id}`, before: { must_reset: true, authenticator: false }, after: { must_reset: true, authenticator: true } }, now);
        return true;
      });
      if (!chosen) return refuseStaff(reply, 409, 'already_decided', 'Your credentials were not reset');
      return { totp_secret: secret, totp_uri: totpUri(TOTP_ISSUER, staff.login, secret) };
    }
  );

  app.get(BackofficePaths.me, { config: access('signed-in'), schema: { response: { 200: StaffSchema, ...errors } } }, async (request) => staffOf(staffSessionOf(request).staff));

  app.post(BackofficePaths.signOut, { config: access('password'), schema: { response: { 200: z.object({ ok: z.literal(true) }), ...errors } } }, async (request, reply) => {
    await revokeStaffSession(db, staffSessionOf(request).id, clock.now());
    reply.clearCookie(STAFF_SESSION_COOKIE, cookieOptions(request.protocol === 'https'));
    return { ok: true as const };
  });
};
