import {
  ApiErrorSchema,
  CASINO_POOL_ERROR_STATUS,
  CasinoPoolPaths,
  IDEMPOTENT_REPLAY_HEADER,
  IdempotencyKeySchema,
  LottoDrawResponseSchema,
  LottoDrawsResponseSchema,
  LottoOverviewResponseSchema,
  LottoTicketBodySchema,
  LottoTicketResponseSchema,
  LottoTicketsQuerySchema,
  LottoTicketsResponseSchema,
  PoolDrawParamsSchema,
  PoolPageQuerySchema,
  TotoCouponBodySchema,
  TotoCouponResponseSchema,
  TotoCouponsResponseSchema,
  TotoDrawResponseSchema,
  TotoDrawsResponseSchema,
  TotoOverviewResponseSchema,
  limitRefusedApiError,
  type CasinoPoolErrorCode,
} from '@betting/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { match } from 'ts-pattern';
import { userOwner } from '../games/owner';
import { walletOf } from '../games/wallets';
import type { PoolDeps } from './deps';
import { buyLottoTicket } from './lotto/lotto-purchase';
import { currentLottoDrawId, lottoDrawsWire, pastLottoDrawIds, ticketWire, userTickets } from './lotto/lotto.repository';
import { MESSAGES, type LimitOutcome, type PoolRefusal } from './refusals';
import { pagingOf } from './rows';
import { buyTotoCoupon } from './toto/toto-purchase';
import { couponWire, openTotoDrawIds, pastTotoDrawIds, totoDrawsWire, userCoupons } from './toto/toto.repository';
import { guestRefusalOf } from '../../sessions';

export interface CasinoPoolsRoutesOptions {
  readonly deps: PoolDeps;
}

const refuse = (reply: FastifyReply, code: CasinoPoolErrorCode, params?: Record<string, string | number>) =>
  reply.code(CASINO_POOL_ERROR_STATUS[code]).send({ error: { code, message: MESSAGES[code], ...(params ? { params } : {}) } });

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };

/**
 * Toto and lotto calls (`CasinoPoolPaths`): draws and results for everyone; buying and "my coupons / tickets" for the
 * signed-in person (session cookie or bearer token). Never cached: draws change as the line plays.
 */
export const casinoPoolsRoutes: FastifyPluginAsyncZod<CasinoPoolsRoutesOptions> = async (app, { deps }) => {
  const now = () => new Date(deps.clock.now());
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  /** The signed-in person's id, or a 401 already sent (null). */
  async function signedIn(request: FastifyRequest, reply: FastifyReply): Promise<number | null> {
    const caller = await request.caller;
    if (caller.kind === 'user') return caller.userId;
    await refuse(reply, guestRefusalOf(caller));
    return null;
  }

  const idempotencyKey = (request: FastifyRequest) => IdempotencyKeySchema.safeParse(typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'] : undefined);

  function refusal(reply: FastifyReply, outcome: PoolRefusal | LimitOutcome | { readonly kind: 'conflict' }) {
    return match(outcome)
      .with({ kind: 'refused' }, ({ code, params }) => refuse(reply, code, params))
      .with({ kind: 'limit' }, ({ refusal }) => reply.code(403).send(limitRefusedApiError(refusal, MESSAGES.limit_refused)))
      .with({ kind: 'conflict' }, () => refuse(reply, 'idempotency_conflict'))
      .exhaustive();
  }

  // ---------------------------------------------------------------- toto

  app.get(CasinoPoolPaths.totoOverview, { schema: { response: { 200: TotoOverviewResponseSchema } } }, async () => {
    const [current, next] = await totoDrawsWire(deps.db, await openTotoDrawIds(deps.db, now()));
    return { current: current ?? null, next: next ?? null };
  });

  app.get(CasinoPoolPaths.totoDraws, { schema: { querystring: PoolPageQuerySchema, response: { 200: TotoDrawsResponseSchema } } }, async (request) => {
    const { page, pageSize } = request.query;
    const { ids, total } = await pastTotoDrawIds(deps.db, page, pageSize);
    return { draws: await totoDrawsWire(deps.db, ids), paging: pagingOf(page, pageSize, total) };
  });

  app.get(CasinoPoolPaths.totoDrawPattern, { schema: { params: PoolDrawParamsSchema, response: { 200: TotoDrawResponseSchema, ...errors } } }, async (request, reply) => {
    const [draw] = await totoDrawsWire(deps.db, [request.params.drawId]);
    return draw ? { draw } : refuse(reply, 'draw_not_found');
  });

  app.get(CasinoPoolPaths.totoCoupons, { schema: { querystring: PoolPageQuerySchema, response: { 200: TotoCouponsResponseSchema, ...errors } } }, async (request, reply) => {
    const userId = await signedIn(request, reply);
    if (userId === null) return reply;
    const { page, pageSize } = request.query;
    const { coupons, total } = await userCoupons(deps.db, userId, page, pageSize);
    return { coupons: coupons.map(couponWire), paging: pagingOf(page, pageSize, total) };
  });

  app.post(CasinoPoolPaths.totoCoupons, { schema: { body: TotoCouponBodySchema, response: { 201: TotoCouponResponseSchema, ...errors } } }, async (request, reply) => {
    const userId = await signedIn(request, reply);
    if (userId === null) return reply;
    const key = idempotencyKey(request);
    if (!key.success) return refuse(reply, 'invalid_request', { field: 'Idempotency-Key' });
    const outcome = await buyTotoCoupon(deps, userId, request.body, key.data);
    if (outcome.kind !== 'bought') return refusal(reply, outcome);
    const wallet = await walletOf(deps.db, userOwner(userId), now(), outcome.coupon.walletAccountId);
    if (!wallet) return refuse(reply, 'account_not_found');
    if (outcome.replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
    return reply.code(201).send({ coupon: couponWire(outcome.coupon), wallet });
  });

  // ---------------------------------------------------------------- lotto

  app.get(CasinoPoolPaths.lottoOverview, { schema: { response: { 200: LottoOverviewResponseSchema } } }, async () => {
    const currentId = await currentLottoDrawId(deps.db, now());
    const latestId = (await pastLottoDrawIds(deps.db, 1, 1)).ids[0];
    const [current, latest] = await Promise.all([lottoDrawsWire(deps.db, currentId === null ? [] : [currentId]), lottoDrawsWire(deps.db, latestId === undefined ? [] : [latestId])]);
    return { current: current[0] ?? null, latest: latest[0] ?? null };
  });

  app.get(CasinoPoolPaths.lottoDraws, { schema: { querystring: PoolPageQuerySchema, response: { 200: LottoDrawsResponseSchema } } }, async (request) => {
    const { page, pageSize } = request.query;
    const { ids, total } = await pastLottoDrawIds(deps.db, page, pageSize);
    return { draws: await lottoDrawsWire(deps.db, ids), paging: pagingOf(page, pageSize, total) };
  });

  app.get(CasinoPoolPaths.lottoDrawPattern, { schema: { params: PoolDrawParamsSchema, response: { 200: LottoDrawResponseSchema, ...errors } } }, async (request, reply) => {
    const [draw] = await lottoDrawsWire(deps.db, [request.params.drawId]);
    return draw ? { draw } : refuse(reply, 'draw_not_found');
  });

  app.get(CasinoPoolPaths.lottoTickets, { schema: { querystring: LottoTicketsQuerySchema, response: { 200: LottoTicketsResponseSchema, ...errors } } }, async (request, reply) => {
    const userId = await signedIn(request, reply);
    if (userId === null) return reply;
    const { tickets, total } = await userTickets(deps.db, userId, request.query);
    return { tickets: tickets.map(ticketWire), paging: pagingOf(request.query.page, request.query.pageSize, total) };
  });

  app.post(CasinoPoolPaths.lottoTickets, { schema: { body: LottoTicketBodySchema, response: { 201: LottoTicketResponseSchema, ...errors } } }, async (request, reply) => {
    const userId = await signedIn(request, reply);
    if (userId === null) return reply;
    const key = idempotencyKey(request);
    if (!key.success) return refuse(reply, 'invalid_request', { field: 'Idempotency-Key' });
    const outcome = await buyLottoTicket(deps, userId, request.body, key.data);
    if (outcome.kind !== 'bought') return refusal(reply, outcome);
    const wallet = await walletOf(deps.db, userOwner(userId), now(), outcome.ticket.walletAccountId);
    if (!wallet) return refuse(reply, 'account_not_found');
    if (outcome.replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
    return reply.code(201).send({ ticket: ticketWire(outcome.ticket), wallet });
  });
};
