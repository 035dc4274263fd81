import { ApiErrorSchema, PaymentCallbackResponseSchema, PaymentsPaths, type PaymentCallbackErrorCode } from '@betting/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentProvider } from './providers/payment-provider';
import { settleFromProviderEvent, type SettlePaymentDeps } from './settle-payment';

export interface PaymentCallbacksOptions {
  readonly deps: SettlePaymentDeps;
  readonly providers: ReadonlyMap<string, PaymentProvider>;
}

const STATUS: Record<PaymentCallbackErrorCode, number> = {
  invalid_request: 400,
  unknown_provider: 404,
  invalid_signature: 401,
  stale_timestamp: 401,
  callback_replayed: 409,
  payment_not_found: 404,
  callback_mismatch: 422,
  settlement_failed: 500,
};

function refuse(reply: FastifyReply, code: PaymentCallbackErrorCode) {
  return reply.code(STATUS[code]).send({ error: { code, message: code.replaceAll('_', ' ') } });
}

/**
 * `POST /web-api/payments/callbacks/:provider`: the providers' signed notifications, the only way money moves for a
 * payment. The body is kept as the exact bytes received (the signature covers them) and read only after the
 * signature and its timestamp are checked.
 */
export const paymentCallbacksRoutes: FastifyPluginAsyncZod<PaymentCallbacksOptions> = async (app, { deps, providers }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => done(null, body));

  app.post(
    PaymentsPaths.callback,
    { schema: { params: z.object({ provider: z.string().max(40) }), response: { 200: PaymentCallbackResponseSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, 422: ApiErrorSchema, 500: ApiErrorSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const provider = providers.get(request.params.provider);
      if (!provider) return refuse(reply, 'unknown_provider');
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const verified = provider.verifyCallback({ headers: request.headers, rawBody, now: deps.clock.now() });
      if (!verified.ok) return refuse(reply, verified.refusal);
      const settled = await settleFromProviderEvent(deps, provider.name, verified.event);
      if (!settled.ok) return refuse(reply, settled.code);
      return { received: true as const, paymentStatus: settled.status };
    },
  );
};
