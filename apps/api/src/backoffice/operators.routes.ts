import { randomBytes } from 'node:crypto';
import {
  ApiErrorSchema,
  BackofficeOperatorPaths,
  LIMIT_TYPE,
  RgBettorResponseSchema,
  StaffMemberSchema,
  StaffResetResponseSchema,
  StaffStateBodySchema,
  STAKE_FACTOR,
  StakeFactorBodySchema,
  StakeFactorsResponseSchema,
  BettorStakeFactorSchema,
  type BettorStakeFactor,
  type RgBettorLimit,
  type RgLimitHistoryEntry,
} from '@betting/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable } from '../db/database';
import { audited } from './audit.repository';
import type { BackofficeDeps } from './deps';
import { access, refuseStaff, staffSessionOf } from './guard';
import { findStaffById, resetStaffCredentials, revokeStaffSessions, setStaffDisabled, staffMemberOf, type StaffRecord } from './staff.repository';

const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const userParams = z.object({ userId: z.coerce.number().int().positive().max(2_147_483_647) });
const LIST_LIMIT = 500;
const HISTORY_LIMIT = 200;

interface FactorRow {
  user_id: number;
  factor: number;
  reason: string | null;
  updated_by: string | null;
  updated_at: Date | string | null;
}
const factorOf = (row: FactorRow): BettorStakeFactor => ({
  user_id: row.user_id,
  factor: row.factor,
  reason: row.reason,
  updated_by: row.updated_by,
  updated_at: row.updated_at === null ? null : new Date(row.updated_at).toISOString(),
});

async function stakeFactorRow(db: Queryable, userId: number, lock = false): Promise<BettorStakeFactor | undefined> {
  const [user] = await db.query<{ id: number }>(`select id from users where id = $1${lock ? ' for update' : ''}`, [userId]);
  if (!user) return undefined;
  const [row] = await db.query<FactorRow>(
    'select f.user_id, f.factor, f.reason, s.login as updated_by, f.updated_at from bettor_stake_factors f join staff s on s.id = f.updated_by where f.user_id = $1',
    [userId]
  );
  return row ? factorOf(row) : { user_id: userId, factor: STAKE_FACTOR.normal, reason: null, updated_by: null, updated_at: null };
}

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

  app.get(BackofficeOperatorPaths.stakeFactors, { config: access('risk.stake_factors'), schema: { response: { 200: StakeFactorsResponseSchema, ...errors } } }, async () => {
    const rows = await db.query<FactorRow>(
      'select f.user_id, f.factor, f.reason, s.login as updated_by, f.updated_at from bettor_stake_factors f join staff s on s.id = f.updated_by order by f.factor asc, f.user_id asc limit $1',
      [LIST_LIMIT]
    );
    return { entities: rows.map(factorOf) };
  });

  app.get(
    BackofficeOperatorPaths.stakeFactor(':userId'),
    { config: access('risk.stake_factors'), schema: { params: userParams, response: { 200: BettorStakeFactorSchema, ...errors } } },
    async (request, reply) => (await stakeFactorRow(db, request.params.userId)) ?? refuseStaff(reply, 404, 'not_found', 'No such bettor')
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
        const before = await stakeFactorRow(tx, userId, true);
        if (!before) return undefined;
        if (factor === STAKE_FACTOR.normal) await tx.query('delete from bettor_stake_factors where user_id = $1', [userId]);
        else {
          await tx.query(
            `insert into bettor_stake_factors (user_id, factor, reason, updated_by, updated_at) values ($1, $2, $3, $4, $5)
              on conflict (user_id) do update set factor = excluded.factor, reason = excluded.reason, updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
            [userId, factor, reason, staffId, new Date(now)]
          );
        }
        const after = (await stakeFactorRow(tx, userId)) as BettorStakeFactor;
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
      const { userId } = request.params;
      const [user] = await db.query<{ id: number }>('select id from users where id = $1', [userId]);
      if (!user) return refuseStaff(reply, 404, 'not_found', 'No such bettor');
      const isoOfSeconds = (seconds: string | number | null) => (seconds === null ? null : new Date(Number(seconds) * 1000).toISOString());
      const [limits, history] = await Promise.all([
        db.query<{ limit_type: number; limit_value: string | number; limit_state: RgBettorLimit['limit_state']; pending: boolean; started_at: string | number | null; ends_at: string | number | null; need_approve: boolean }>(
          'select limit_type, limit_value, limit_state, pending, started_at, ends_at, need_approve from user_limits where user_id = $1 order by limit_type, pending',
          [userId]
        ),
        db.query<{ id: string | number; action: RgLimitHistoryEntry['action']; limit_type: number; limit_value: string | number | null; outcome: string; at_seconds: string | number }>(
          'select id, action, limit_type, limit_value, outcome, at_seconds from user_limit_history where user_id = $1 order by id desc limit $2',
          [userId, HISTORY_LIMIT]
        ),
      ]);
      const entries = history.map(
        (row): RgLimitHistoryEntry => ({
          id: Number(row.id),
          action: row.action,
          limit_type: row.limit_type,
          limit_value: row.limit_value === null ? null : Number(row.limit_value),
          outcome: row.outcome,
          at: isoOfSeconds(row.at_seconds) as string,
        })
      );
      return {
        user_id: userId,
        limits: limits.map((row) => ({
          limit_type: row.limit_type,
          limit_value: Number(row.limit_value),
          limit_state: row.limit_state,
          pending: row.pending,
          started_at: isoOfSeconds(row.started_at),
          ends_at: isoOfSeconds(row.ends_at),
          need_approve: row.need_approve,
        })),
        history: entries,
        reality_checks: entries.filter((entry) => entry.limit_type === LIMIT_TYPE.realityCheck),
      };
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
