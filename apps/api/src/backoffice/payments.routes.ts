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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { insertAudit } from './audit.repository';
import type { BackofficeDeps } from './deps';
import { access, refuseStaff, staffSessionOf } from './guard';
import { paymentRow, paymentsOf } from './payments.repository';

const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, 502: ApiErrorSchema, 503: ApiErrorSchema };
const params = z.object({ id: z.coerce.number().int().positive() });
const LIST_LIMIT = 300;

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
    async (request) => ({ entities: await paymentsOf(deps.db, request.query, LIST_LIMIT) })
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
