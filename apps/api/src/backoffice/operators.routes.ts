import { randomBytes } from 'node:crypto';
import {
  ApiErrorSchema,
  BackofficeOperatorPaths,
  RgBettorResponseSchema,
  StaffMemberSchema,
  StaffResetResponseSchema,
  StaffStateBodySchema,
  STAKE_FACTOR,
  StakeFactorBodySchema,
  StakeFactorsResponseSchema,
  BettorStakeFactorSchema,
  type BettorStakeFactor,
} from '@betting/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audited } from './audit.repository';
import type { BackofficeDeps } from './deps';
import { access, refuseStaff, staffSessionOf } from './guard';
import { rgRecordOf } from './responsible-gaming.repository';
import { findStaffById, resetStaffCredentials, revokeStaffSessions, setStaffDisabled, staffMemberOf, type StaffRecord } from './staff.repository';
import { setStakeFactor, stakeFactorOf, stakeFactors } from './stake-factors.repository';

const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const userParams = z.object({ userId: z.coerce.number().int().positive().max(2_147_483_647) });
const LIST_LIMIT = 500;
const HISTORY_LIMIT = 200;

/** What the audit trail keeps of a member: never the hash or the secret. */
const auditedMember = (record: StaffRecord) => ({ login: record.login, roles: record.roles, disabled: record.disabled, locked: record.lockedUntil !== null, must_reset: record.mustReset });

/** A temporary password an admin hands over once: 18 random bytes, base64url (24 characters). */
const temporaryPassword = () => randomBytes(18).toString('base64url');

/**
 * The operator controls besides the desks: stake factors per bettor (traders and risk officers), one bettor's
 * responsible-gaming record (read only: nothing here lifts or shortens a restriction), and staff administration
 * (admins): disabling a member (their sessions end at once; never oneself) and resetting their password and
 * authenticator. Every change is audited with the target before and after, in the change's transaction.
 */
export const backofficeOperatorRoutes: FastifyPluginAsyncZod<{ deps: BackofficeDeps }> = async (app, { deps }) => {
  const { db, clock, hasher } = deps;

  // --- stake factors

  app.get(BackofficeOperatorPaths.stakeFactors, { config: access('risk.stake_factors'), schema: { response: { 200: StakeFactorsResponseSchema, ...errors } } }, async () => ({
    entities: await stakeFactors(db, LIST_LIMIT),
  }));

  app.get(
    BackofficeOperatorPaths.stakeFactor(':userId'),
    { config: access('risk.stake_factors'), schema: { params: userParams, response: { 200: BettorStakeFactorSchema, ...errors } } },
    async (request, reply) => (await stakeFactorOf(db, request.params.userId)) ?? refuseStaff(reply, 404, 'not_found', 'No such bettor')
  );

  app.post(
    BackofficeOperatorPaths.stakeFactor(':userId'),
    { config: access('risk.stake_factors'), schema: { params: userParams, body: StakeFactorBodySchema, response: { 200: BettorStakeFactorSchema, ...errors } } },
    async (request, reply) => {
      const { userId } = request.params;
      const { factor, reason } = request.body;
      const staffId = staffSessionOf(request).staff.id;
      const now = clock.now();
      const result = await audited(db, { staffId, action: 'risk.stake_factor', target: `user:${userId}`, now }, async (tx) => {
        // The bettor's row lock orders this against another officer's change of the same bettor.
        const before = await stakeFactorOf(tx, userId, true);
        if (!before) return undefined;
        await setStakeFactor(tx, { userId, factor, reason, staffId, now });
        const after = (await stakeFactorOf(tx, userId)) as BettorStakeFactor;
        return { result: after, before: { factor: before.factor, reason: before.reason }, after: { factor: after.factor, reason, normal: factor === STAKE_FACTOR.normal } };
      });
      return result ?? refuseStaff(reply, 404, 'not_found', 'No such bettor');
    }
  );

  // --- responsible gaming: one bettor

  app.get(
    BackofficeOperatorPaths.rgBettor(':userId'),
    { config: access('rg.read'), schema: { params: userParams, response: { 200: RgBettorResponseSchema, ...errors } } },
    async (request, reply) => {
      const record = await rgRecordOf(db, request.params.userId, HISTORY_LIMIT);
      return record ?? refuseStaff(reply, 404, 'not_found', 'No such bettor');
    }
  );

  // --- staff administration

  app.post(
    BackofficeOperatorPaths.staffState(':id'),
    { config: access('staff.manage'), schema: { params: idParams, body: StaffStateBodySchema, response: { 200: StaffMemberSchema, ...errors } } },
    async (request, reply) => {
      const { id } = request.params;
      const me = staffSessionOf(request).staff;
      // An admin cannot shut themselves out (nor leave the desk without the one who could undo it).
      if (id === me.id && request.body.disabled) return refuseStaff(reply, 409, 'cannot_disable_self', 'You cannot disable your own account');
      const now = clock.now();
      const changed = await audited(db, { staffId: me.id, action: request.body.disabled ? 'staff.disable' : 'staff.enable', target: `staff:${id}`, now }, async (tx) => {
        const before = await findStaffById(tx, id, true);
        if (!before) return undefined;
        const after = (await setStaffDisabled(tx, id, request.body.disabled)) as StaffRecord;
        // A disabled member's sessions end at once (the guard also refuses a disabled member's session).
        if (request.body.disabled) await revokeStaffSessions(tx, id, now);
        return { result: after, before: auditedMember(before), after: auditedMember(after) };
      });
      return changed ? staffMemberOf(changed) : refuseStaff(reply, 404, 'not_found', 'No such staff member');
    }
  );

  app.post(
    BackofficeOperatorPaths.staffReset(':id'),
    { config: access('staff.manage'), schema: { params: idParams, response: { 200: StaffResetResponseSchema, ...errors } } },
    async (request, reply) => {
      const { id } = request.params;
      const password = temporaryPassword();
      const passwordHash = await hasher.hash(password);
      const now = clock.now();
      const reset = await audited(db, { staffId: staffSessionOf(request).staff.id, action: 'staff.reset_credentials', target: `staff:${id}`, now }, async (tx) => {
        const before = await findStaffById(tx, id, true);
        if (!before) return undefined;
        const after = (await resetStaffCredentials(tx, id, passwordHash)) as StaffRecord;
        await revokeStaffSessions(tx, id, now);
        return { result: after, before: auditedMember(before), after: auditedMember(after) };
      });
      return reset ? { staff_id: reset.id, temporary_password: password } : refuseStaff(reply, 404, 'not_found', 'No such staff member');
    }
  );
};
