import {
  ApiErrorSchema,
  BackofficeBettorPaths,
  BettorBanBodySchema,
  BettorBanSchema,
  BettorDetailSchema,
  BettorSearchQuerySchema,
  BettorSearchResponseSchema,
  TeamCashPaymentSchema,
  TeamCashStatusBodySchema,
  type BettorBan,
  type StaffErrorCode,
} from '@betting/contracts';
import { exponentOf } from '@betting/kernel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readSafeInteger } from '../db/integers';
import { toTeamCashPayment, changeTeamCashStatus, type TeamCashErrorCode } from '../wallet';
import { audited, insertAudit } from './audit.repository';
import { banOf, bettorOf, searchBettors, setBan, summaryOf, teamCashPaymentOf, teamCashPaymentsOf } from './bettors.repository';
import type { BackofficeDeps } from './deps';
import { access, refuseStaff, staffSessionOf } from './guard';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };
const userParams = z.object({ userId: z.coerce.number().int().positive().max(2_147_483_647) });
const paymentParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const SEARCH_LIMIT = 50;
const TEAM_CASH_LIMIT = 100;

const TEAM_CASH_REFUSALS: Partial<Record<TeamCashErrorCode, { status: number; code: StaffErrorCode; message: string }>> = {
  payment_not_found: { status: 404, code: 'not_found', message: 'No such team-cash payment' },
  already_paid: { status: 409, code: 'already_paid', message: 'A paid team-cash payment keeps its status' },
};

/**
 * One bettor for the risk, payments and responsible-gaming desks: found by id, e-mail or phone; banned or let go
 * (the level and version the site's navigation obeys, spec §2, with a reason); their team-cash payments, whose
 * status staff set as the cash agent's system would (paid credits the account once, through the ledger). Each change
 * is one audit record with the state before and after.
 */
export const backofficeBettorRoutes: FastifyPluginAsyncZod<{ deps: BackofficeDeps }> = async (app, { deps }) => {
  const { db, clock } = deps;

  app.get(
    BackofficeBettorPaths.search,
    { config: access('bettors.read'), schema: { querystring: BettorSearchQuerySchema, response: { 200: BettorSearchResponseSchema, ...errors } } },
    async (request) => {
      const rows = await searchBettors(db, request.query.q, SEARCH_LIMIT);
      return { entities: rows.map(summaryOf) };
    }
  );

  app.get(
    BackofficeBettorPaths.bettor(':userId'),
    { config: access('bettors.read'), schema: { params: userParams, response: { 200: BettorDetailSchema, ...errors } } },
    async (request, reply) => {
      const bettor = await bettorOf(db, request.params.userId);
      if (!bettor) return refuseStaff(reply, 404, 'not_found', 'No such bettor');
      const payments = await teamCashPaymentsOf(db, bettor.id, TEAM_CASH_LIMIT);
      return {
        bettor: summaryOf(bettor),
        ban: await banOf(db, bettor),
        team_cash: payments.map((row) => {
          const payment = toTeamCashPayment(row);
          return { ...payment, minor_digits: exponentOf(payment.iso) };
        }),
      };
    }
  );

  app.post(
    BackofficeBettorPaths.ban(':userId'),
    { config: access('bettors.ban'), schema: { params: userParams, body: BettorBanBodySchema, response: { 200: BettorBanSchema, ...errors } } },
    async (request, reply) => {
      const { userId } = request.params;
      const { level, version, reason } = request.body;
      const staffId = staffSessionOf(request).staff.id;
      const now = clock.now();
      const ban = await audited(db, { staffId, action: level > 0 ? 'bettors.ban' : 'bettors.unban', target: `user:${userId}`, now }, async (tx) => {
        // The bettor's row lock orders this against another officer's change of the same bettor.
        const bettor = await bettorOf(tx, userId, true);
        if (!bettor) return undefined;
        const before = await banOf(tx, bettor);
        await setBan(tx, { userId, level, version, reason, staffId, now });
        const after = await banOf(tx, { ...bettor, ban_level: level, ban_version: version });
        const audit = (state: BettorBan) => ({ level: state.level, version: state.version, deduce_allowed: state.deduce_allowed, reason: state.reason });
        return { result: after, before: audit(before), after: audit(after) };
      });
      return ban ?? refuseStaff(reply, 404, 'not_found', 'No such bettor');
    }
  );

  app.post(
    BackofficeBettorPaths.teamCashStatus(':id'),
    { config: access('team_cash.manage'), schema: { params: paymentParams, body: TeamCashStatusBodySchema, response: { 200: TeamCashPaymentSchema, ...errors } } },
    async (request, reply) => {
      const paymentId = request.params.id;
      const { status_id: statusId, reason } = request.body;
      const stored = await teamCashPaymentOf(db, paymentId);
      if (!stored) return refuseStaff(reply, 404, 'not_found', 'No such team-cash payment');
      const before = toTeamCashPayment(stored);
      // Asking for the status it has changes nothing, so it writes no record.
      if (before.status_id === statusId) return before;
      // Paid credits the account through the ledger in transactions of its own (idempotent by the payment), so the
      // record follows what was done rather than sharing its transaction.
      const changed = await changeTeamCashStatus(db, { paymentId, statusId, now: new Date(clock.now()) });
      if (!changed.ok) {
        const refusal = TEAM_CASH_REFUSALS[changed.error.code] ?? { status: 409, code: 'ledger_refused' as const, message: changed.error.message ?? changed.error.code };
        return refuseStaff(reply, refusal.status, refusal.code, refusal.message);
      }
      const after = changed.value;
      const state = (payment: typeof before) => ({ status_id: payment.status_id, status_title: payment.status_title, money_deposit_id: payment.money_deposit_id });
      await insertAudit(
        db,
        {
          staffId: staffSessionOf(request).staff.id,
          action: 'team_cash.status',
          target: `team-cash:${paymentId}`,
          before: { ...state(before), user_id: readSafeInteger(stored.user_id), summ: before.summ, iso: before.iso },
          after: { ...state(after), reason },
        },
        clock.now()
      );
      return after;
    }
  );
};
