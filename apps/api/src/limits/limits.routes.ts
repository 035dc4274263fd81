import {
  ApiErrorSchema,
  LIMIT_LANGUAGE_HEADER,
  LimitActionBodySchema,
  LimitActionQuerySchema,
  LimitActionResponseSchema,
  LimitCancelQuerySchema,
  LimitListResponseSchema,
  LimitPaths,
  LimitPingResponseSchema,
  LimitSessionResponseSchema,
  SetLimitBodySchema,
  SetLimitResponseSchema,
  type LimitErrorCode,
} from '@betting/contracts';
import type { LimitRuleError } from '@betting/limits';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../platform/app-context';
import { limitsCallerOf } from './limits-caller';
import { limitTitle } from './limits.messages';
import type { LimitsService } from './limits.service';

export interface LimitsRoutesOptions {
  readonly context: AppContext;
  readonly service: LimitsService;
}

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 409: ApiErrorSchema };

const STATUS: Record<LimitRuleError['code'], 400 | 409> = {
  invalid_limit_value: 400,
  limit_cannot_shorten: 409,
  limit_not_cancellable: 409,
  no_pending_limit: 409,
  approval_not_due: 409,
};

declare module 'fastify' {
  interface FastifyRequest {
    limitsUserId: number | null;
    limitsSessionId: number | null;
  }
}

const languageOf = (request: FastifyRequest): string | undefined => {
  const value = request.headers[LIMIT_LANGUAGE_HEADER];
  return typeof value === 'string' ? value : undefined;
};

function refuse(request: FastifyRequest, reply: FastifyReply, status: number, code: LimitErrorCode, params?: LimitRuleError['params']) {
  return reply.code(status).send({ error: { code, message: limitTitle(languageOf(request), code), ...(params ? { params: { ...params } } : {}) } });
}

const userIdOf = (request: FastifyRequest): number => {
  if (request.limitsUserId === null) throw new Error('a limit route ran without its sign-in check');
  return request.limitsUserId;
};

/**
 * The limit service (spec §6): list, set, approve/reject, cancel and ping, for the signed-in person (the
 * `X-Auth` bearer user token or the `ua` cookie). Every decision is `@betting/limits`'; titles in `X-Language`.
 */
export const limitsRoutes: FastifyPluginAsyncZod<LimitsRoutesOptions> = async (app, options) => {
  const { db, clock, userTokenKey: key } = options.context;
  const { service } = options;
  app.decorateRequest('limitsUserId', null);
  app.decorateRequest('limitsSessionId', null);
  app.addHook('onRequest', async (request, reply) => {
    const caller = await limitsCallerOf(db, clock, key, request);
    if (caller.kind === 'user') {
      request.limitsUserId = caller.userId;
      request.limitsSessionId = caller.sessionId;
      return;
    }
    return refuse(request, reply, 401, caller.kind === 'bad_token' ? 'invalid_token' : 'not_signed_in');
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(LimitPaths.list, { schema: { response: { 200: LimitListResponseSchema, ...errors } } }, async (request) => service.list(userIdOf(request)));

  app.post(LimitPaths.limit, { schema: { body: SetLimitBodySchema, response: { 200: SetLimitResponseSchema, ...errors } } }, async (request, reply) => {
    const result = await service.set(userIdOf(request), request.body);
    if (!result.ok) return refuse(request, reply, STATUS[result.error.code], result.error.code, result.error.params);
    return { status: true, title: limitTitle(languageOf(request), result.value.outcome), limits: result.value.limits };
  });

  app.post(
    LimitPaths.action,
    { schema: { querystring: LimitActionQuerySchema, body: LimitActionBodySchema, response: { 200: LimitActionResponseSchema, ...errors } } },
    async (request, reply) => {
      const approve = request.query.action === '1';
      const userId = userIdOf(request);
      const result = approve ? await service.approve(userId, request.body.limitType) : await service.reject(userId, request.body.limitType);
      if (!result.ok) return refuse(request, reply, STATUS[result.error.code], result.error.code, result.error.params);
      return { status: true, title: limitTitle(languageOf(request), approve ? 'approve' : 'reject') };
    },
  );

  app.delete(LimitPaths.limit, { schema: { querystring: LimitCancelQuerySchema, response: { 200: LimitActionResponseSchema, ...errors } } }, async (request, reply) => {
    const result = await service.cancel(userIdOf(request), request.query.limitType);
    if (!result.ok) return refuse(request, reply, STATUS[result.error.code], result.error.code, result.error.params);
    return { status: true, title: limitTitle(languageOf(request), 'cancel') };
  });

  // Every 30 s while signed in: counts session time (limit 31) and answers what is left of it. It is not user
  // activity for the idle logoff: the sign-in session's last_seen_at does not move.
  app.post(LimitPaths.ping, { schema: { response: { 200: LimitPingResponseSchema, ...errors } } }, async (request) => service.ping(userIdOf(request)));

  // The reality check's numbers: the sign-in session's stakes, returns and net position (ledger), and its time.
  app.get(LimitPaths.session, { schema: { response: { 200: LimitSessionResponseSchema, ...errors } } }, async (request, reply) => {
    const summary = request.limitsSessionId === null ? null : await service.session(userIdOf(request), request.limitsSessionId);
    if (!summary) return refuse(request, reply, 401, 'not_signed_in');
    return summary;
  });
};
