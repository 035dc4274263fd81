import {
  ApiErrorSchema,
  CreateDepositBodySchema,
  CreatePaymentResponseSchema,
  CreateWithdrawalBodySchema,
  IDEMPOTENT_REPLAY_HEADER,
  IdempotencyKeySchema,
  PaymentMethodsQuerySchema,
  PaymentMethodsResponseSchema,
  PaymentParamsSchema,
  PaymentResponseSchema,
  PaymentsPaths,
  paymentMethodsFor,
} from '@betting/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createPayment, type CreatePaymentDeps } from './create-payment';
import { paymentLinksOf } from './payment-links';
import { paymentError, sendPaymentError } from './payment-errors';
import { paymentOfUser, paymentView } from './payments.repository';
import { requireSignedIn, signedInCaller } from '../sessions';

export interface PaymentsRoutesOptions {
  readonly deps: CreatePaymentDeps;
  readonly publicUrl?: string | undefined;
  readonly allowedHosts?: readonly string[] | undefined;
  readonly callbackUrl?: string | undefined;
}

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, 503: ApiErrorSchema };

function idempotencyKeyOf(request: FastifyRequest): string | null {
  const value = request.headers['idempotency-key'];
  const parsed = IdempotencyKeySchema.safeParse(typeof value === 'string' ? value : undefined);
  return parsed.success ? parsed.data : null;
}

const missingKey = paymentError('invalid_request', { field: 'Idempotency-Key' }, 'An Idempotency-Key header of 8 to 100 visible ASCII characters is required');

/** The calls that need a signed-in user (checked before the body is read). */
const signedInPaymentRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (app, options) => {
  const { deps } = options;
  requireSignedIn(app, (reply, code) => sendPaymentError(reply, paymentError(code)));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  async function answer(reply: FastifyReply, created: Awaited<ReturnType<typeof createPayment>>) {
    if (!created.ok) return sendPaymentError(reply, created.error);
    if (created.value.replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
    return reply.code(201).send(created.value.answer);
  }
  const caller = (request: FastifyRequest) => ({
    userId: signedInCaller(request).userId,
    links: paymentLinksOf(request, { publicUrl: options.publicUrl, allowedHosts: options.allowedHosts, callbackUrl: options.callbackUrl }),
  });

  app.post(PaymentsPaths.deposits, { schema: { body: CreateDepositBodySchema, response: { 201: CreatePaymentResponseSchema, ...errors } } }, async (request, reply) => {
    const idempotencyKey = idempotencyKeyOf(request);
    if (idempotencyKey === null) return sendPaymentError(reply, missingKey);
    return answer(reply, await createPayment(deps, { ...caller(request), idempotencyKey, kind: 'deposit', body: request.body }));
  });
  app.post(PaymentsPaths.withdrawals, { schema: { body: CreateWithdrawalBodySchema, response: { 201: CreatePaymentResponseSchema, ...errors } } }, async (request, reply) => {
    const idempotencyKey = idempotencyKeyOf(request);
    if (idempotencyKey === null) return sendPaymentError(reply, missingKey);
    return answer(reply, await createPayment(deps, { ...caller(request), idempotencyKey, kind: 'withdrawal', body: request.body }));
  });
  app.get(PaymentsPaths.payment, { schema: { params: PaymentParamsSchema, response: { 200: PaymentResponseSchema, ...errors } } }, async (request, reply) => {
    const payment = await paymentOfUser(deps.db, signedInCaller(request).userId, request.params.paymentId);
    if (!payment) return sendPaymentError(reply, paymentError('payment_not_found'));
    return { payment: paymentView(payment) };
  });
};

/** The bettor's payments: the methods list (public), deposits, withdrawals and one payment's state (signed in). */
export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (app, options) => {
  app.get(PaymentsPaths.methods, { schema: { querystring: PaymentMethodsQuerySchema, response: { 200: PaymentMethodsResponseSchema, 400: ApiErrorSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return paymentMethodsFor(request.query.currency);
  });
  await app.register(signedInPaymentRoutes, options);
};
