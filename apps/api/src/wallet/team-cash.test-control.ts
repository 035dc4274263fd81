import { ApiErrorSchema, TeamCashPaymentSchema } from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database';
import { changeTeamCashStatus, recordTeamCashPayment, type TeamCashError } from './team-cash';

export const TEAM_CASH_TEST_CONTROL_PATHS = {
  /** POST `{ user_id, amount, status_id, wallet_account_id?, message? }`: a payment the agent reports (201). */
  payments: '/__test/team-cash/payments',
  /** POST `{ status_id }`: the agent's new status; 2 marks the payment paid and credits the account. */
  status: '/__test/team-cash/payments/:id/status',
} as const;

const STATUS: Readonly<Record<string, number>> = { invalid_request: 400, account_not_found: 404, payment_not_found: 404, already_paid: 409 };
const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };

function refuse(reply: FastifyReply, error: TeamCashError) {
  return reply.code(STATUS[error.code] ?? 409).send({ error: { code: error.code, message: error.message ?? error.code, ...(error.params ? { params: error.params } : {}) } });
}

const StatusId = z.number().int().min(1).max(9);

/** Non-production only, standing in for the cash agents' system: it reports payments and their statuses. */
export const teamCashTestControlRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  app.post(
    TEAM_CASH_TEST_CONTROL_PATHS.payments,
    {
      schema: {
        body: z.object({
          user_id: z.number().int().positive(),
          amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
          status_id: StatusId,
          wallet_account_id: z.number().int().positive().optional(),
          message: z.string().max(500).nullable().optional(),
        }),
        response: { 201: TeamCashPaymentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user_id: userId, amount, status_id: statusId, wallet_account_id: walletAccountId, message } = request.body;
      const recorded = await recordTeamCashPayment(db, { userId, amount, statusId, message: message ?? null, now: new Date(clock.now()), ...(walletAccountId ? { walletAccountId } : {}) });
      return recorded.ok ? reply.code(201).send(recorded.value) : refuse(reply, recorded.error);
    },
  );

  app.post(
    TEAM_CASH_TEST_CONTROL_PATHS.status,
    { schema: { params: z.object({ id: z.coerce.number().int().positive() }), body: z.object({ status_id: StatusId }), response: { 200: TeamCashPaymentSchema, ...errors } } },
    async (request, reply) => {
      const changed = await changeTeamCashStatus(db, { paymentId: request.params.id, statusId: request.body.status_id, now: new Date(clock.now()) });
      return changed.ok ? changed.value : refuse(reply, changed.error);
    },
  );
};
