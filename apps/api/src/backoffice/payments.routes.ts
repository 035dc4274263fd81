import {
  ApiErrorSchema,
  BackofficePaths,
  BackofficePaymentSchema,
  BackofficePaymentsQuerySchema,
  BackofficePaymentsResponseSchema,
  PaymentReviewBodySchema,
  type BackofficePayment,
  type StaffErrorCode,
} from '@betting/contracts';
import { currencies } from '@betting/kernel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable } from '../db/database';
import { insertAudit } from './audit.repository';
import type { BackofficeDeps } from './deps';
import { access, refuseStaff, staffSessionOf } from './guard';

const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, 502: ApiErrorSchema, 503: ApiErrorSchema };
const params = z.object({ id: z.coerce.number().int().positive() });
const LIST_LIMIT = 300;
const byNumericCode = new Map(currencies.map((currency) => [currency.numericCode, currency]));

interface Row {
  id: string | number;
  user_id: number;
  kind: BackofficePayment['kind'];
  amount: string | number;
  currency_id: number;
  method: string;
  provider: string;
  status: BackofficePayment['status'];
  created_at: Date | string;
  settled_at: Date | string | null;
  review: BackofficePayment['review'];
  reviewed_by: string | null;
}

const SELECT = `select p.id, p.user_id, p.kind, p.amount, p.currency_id, p.method, p.provider, p.status, p.created_at, p.settled_at, p.review, s.login as reviewed_by
  from payments p left join staff s on s.id = p.reviewed_by`;

const paymentOf = (row: Row): BackofficePayment => {
  const currency = byNumericCode.get(row.currency_id);
  return {
    id: Number(row.id),
    user_id: row.user_id,
    kind: row.kind,
    amount: Number(row.amount),
    currency: currency?.iso ?? String(row.currency_id),
    minor_digits: currency?.exponent ?? 2,
    method: row.method,
    provider: row.provider,
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
    settled_at: row.settled_at === null ? null : new Date(row.settled_at).toISOString(),
    review: row.review,
    reviewed_by: row.reviewed_by,
  };
};

async function paymentRow(db: Queryable, id: number): Promise<BackofficePayment | undefined> {
  const [row] = await db.query<Row>(`${SELECT} where p.id = $1`, [id]);
  return row && paymentOf(row);
}

const REVIEW_REFUSALS: Record<'not_found' | 'already_decided' | 'provider_unavailable' | 'ledger_refused', [number, StaffErrorCode, string]> = {
  not_found: [404, 'not_found', 'No such withdrawal'],
  already_decided: [409, 'already_decided', 'The withdrawal was decided already'],
  provider_unavailable: [502, 'provider_unavailable', 'The payment provider did not take the payout; approve again to retry'],
  ledger_refused: [409, 'ledger_refused', 'The ledger refused to return the money'],
};

/** The payments desk, read only: deposits and withdrawals, newest first, by kind, status and bettor. */
export const backofficePaymentsRoutes: FastifyPluginAsyncZod<{ deps: BackofficeDeps }> = async (app, { deps }) => {
  app.get(
    BackofficePaths.payments,
    { config: access('payments.read'), schema: { querystring: BackofficePaymentsQuerySchema, response: { 200: BackofficePaymentsResponseSchema, ...errors } } },
    async (request) => {
      const conditions: string[] = [];
      const params: unknown[] = [];
      for (const [column, value] of [
        ['p.kind', request.query.kind],
        ['p.status', request.query.status],
        ['p.user_id', request.query.user_id],
        ['p.review', request.query.review],
      ] as const) {
        if (value === undefined) continue;
        params.push(value);
        conditions.push(`${column} = $${params.length}`);
      }
      params.push(LIST_LIMIT);
      // The review queue oldest first (the order it is worked in); everything else newest first.
      const order = request.query.review === 'waiting' ? 'p.created_at asc, p.id asc' : 'p.created_at desc, p.id desc';
      const rows = await deps.db.query<Row>(`${SELECT} ${conditions.length > 0 ? `where ${conditions.join(' and ')}` : ''} order by ${order} limit $${params.length}`, params);
      return { entities: rows.map(paymentOf) };
    }
  );

  app.post(
    BackofficePaths.paymentReview(':id'),
    { config: access('payments.review'), schema: { params, body: PaymentReviewBodySchema, response: { 200: BackofficePaymentSchema, ...errors } } },
    async (request, reply) => {
      const review = deps.payments;
      if (!review) return refuseStaff(reply, 503, 'provider_unavailable', 'Payments are not part of this server');
      const id = request.params.id;
      const before = await paymentRow(deps.db, id);
      if (!before || before.kind !== 'withdrawal') return refuseStaff(reply, 404, 'not_found', 'No such withdrawal');
      if (before.review !== 'waiting' && !(before.review === 'approved' && before.status === 'pending')) return refuseStaff(reply, 409, 'already_decided', 'The withdrawal was decided already');
      const staffId = staffSessionOf(request).staff.id;
      const decided = request.body.decision === 'approve' ? await review.approve(id, staffId) : await review.reject(id, staffId);
      const after = await paymentRow(deps.db, id);
      const summary = (payment: BackofficePayment | undefined) =>
        payment && { user_id: payment.user_id, amount: payment.amount, currency: payment.currency, status: payment.status, review: payment.review };
      // Recorded whatever the provider said: the decision (and the held money's fate) is the officer's act.
      if (decided.ok || decided.code === 'provider_unavailable')
        await insertAudit(deps.db, { staffId, action: `payments.withdrawal.${request.body.decision}`, target: `payment:${id}`, before: summary(before), after: summary(after) }, deps.clock.now());
      if (!decided.ok) {
        const [status, code, message] = REVIEW_REFUSALS[decided.code];
        return refuseStaff(reply, status, code, message);
      }
      return after as BackofficePayment;
    }
  );
};
