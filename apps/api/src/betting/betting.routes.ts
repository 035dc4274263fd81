import {
  ApiErrorSchema,
  BETTING_ERROR_STATUS,
  BetHistoryQuerySchema,
  BetHistoryResponseSchema,
  BettingPaths,
  CashOutBodySchema,
  CashOutOfferResponseSchema,
  CashOutResponseSchema,
  CouponParamsSchema,
  CouponPromoCheckBodySchema,
  CouponPromoCheckResponseSchema,
  CouponPromoCodesResponseSchema,
  CouponRefusedResponseSchema,
  CouponResponseSchema,
  IDEMPOTENT_REPLAY_HEADER,
  IdempotencyKeySchema,
  LoadedCouponResponseSchema,
  PlaceCouponBodySchema,
  PlaceCouponResponseSchema,
  SaveCouponBodySchema,
  SavedCouponParamsSchema,
  SavedCouponResponseSchema,
  limitRefusedApiError,
  type BettingErrorCode,
} from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import * as z from 'zod/mini';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/database';
import { requireSignedIn, signedInCaller } from '../identity/profile/signed-in';
import { loadUserTokenKey } from '../identity/user-token';
import { betHistory, couponOf } from './coupons.repository';
import { placeCoupon, type PlacementDeps } from './placement';
import { quoteCashOut, takeCashOut } from './cash-out';
import { readBettingConfig } from './betting-config';
import type { OverridesFor } from '../config/site-config.repository';
import { availablePromos, checkPromo } from './promo-codes';
import { loadSavedCoupon, saveCoupon } from './saved-coupons';

export interface BettingRoutesOptions {
  readonly db: Database;
  readonly clock: Clock;
  readonly placement: PlacementDeps;
  readonly overridesFor?: OverridesFor | undefined;
  readonly userTokenSecret?: string | undefined;
}

const MESSAGES: Readonly<Record<BettingErrorCode, string>> = {
  invalid_request: 'The request does not match the call',
  not_signed_in: 'Sign in to bet',
  invalid_token: 'The token is not valid',
  coupon_refused: 'The coupon cannot be placed',
  limit_refused: 'A responsible-gaming limit refuses this bet',
  idempotency_conflict: 'This Idempotency-Key was used for another coupon',
  coupon_not_found: 'No such coupon',
  saved_coupon_not_found: 'No coupon is saved under this code',
  cash_out_unavailable: 'This coupon cannot be cashed out now',
  cash_out_changed: 'The cash-out offer has changed',
};

const refuse = (reply: FastifyReply, code: BettingErrorCode, params?: Record<string, string | number>) =>
  reply.code(BETTING_ERROR_STATUS[code]).send({ error: { code, message: MESSAGES[code], ...(params ? { params } : {}) } });

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };

/**
 * The betting calls (`BettingPaths`): place a coupon, one coupon (print page), bet history, saved coupon codes and
 * coupon promo codes. All need a session; answers are personal and never cached.
 */
export const bettingRoutes: FastifyPluginAsyncZod<BettingRoutesOptions> = async (app, { db, clock, placement, userTokenSecret, overridesFor }) => {
  requireSignedIn(app, db, clock, await loadUserTokenKey(db, userTokenSecret), (reply, code) => refuse(reply, code));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    BettingPaths.coupons,
    { schema: { body: PlaceCouponBodySchema, response: { 201: PlaceCouponResponseSchema, 403: ApiErrorSchema, 409: z.union([CouponRefusedResponseSchema, ApiErrorSchema]), ...errors } } },
    async (request, reply) => {
      const header = request.headers['idempotency-key'];
      const key = IdempotencyKeySchema.safeParse(typeof header === 'string' ? header : undefined);
      if (!key.success) return refuse(reply, 'invalid_request', { field: 'Idempotency-Key' });
      // The operator's settings as they are now (one source with the page's site config).
      const settings = await readBettingConfig(db, overridesFor ? await overridesFor(request) : {});
      const outcome = await placeCoupon({ ...placement, settings }, signedInCaller(request).userId, request.body, key.data);
      switch (outcome.kind) {
        case 'placed':
          if (outcome.replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
          return reply.code(201).send(outcome.response);
        case 'refused':
          return reply.code(409).send({ error: { code: 'coupon_refused' as const, message: MESSAGES.coupon_refused }, refusals: [...outcome.refusals] });
        case 'limit':
          return reply.code(403).send(limitRefusedApiError(outcome.refusal, MESSAGES.limit_refused));
        case 'conflict':
          return refuse(reply, 'idempotency_conflict');
      }
    },
  );

  app.get(BettingPaths.coupon, { schema: { params: CouponParamsSchema, response: { 200: CouponResponseSchema, ...errors } } }, async (request, reply) => {
    const coupon = await couponOf(db, signedInCaller(request).userId, Number(request.params.couponId));
    return coupon ? { coupon } : refuse(reply, 'coupon_not_found');
  });

  app.get(BettingPaths.history, { schema: { querystring: BetHistoryQuerySchema, response: { 200: BetHistoryResponseSchema, ...errors } } }, async (request) =>
    betHistory(db, signedInCaller(request).userId, request.query, clock.now()),
  );

  app.get(BettingPaths.cashOut, { schema: { params: CouponParamsSchema, response: { 200: CashOutOfferResponseSchema, ...errors } } }, async (request, reply) => {
    const couponId = Number(request.params.couponId);
    const settings = await readBettingConfig(db, overridesFor ? await overridesFor(request) : {});
    const quote = await quoteCashOut(db, signedInCaller(request).userId, couponId, settings);
    return quote.kind === 'not_found' ? refuse(reply, 'coupon_not_found') : { couponId, currency: quote.currency, offer: quote.offer, reason: quote.reason };
  });

  app.post(
    BettingPaths.cashOut,
    { schema: { params: CouponParamsSchema, body: CashOutBodySchema, response: { 200: CashOutResponseSchema, 409: ApiErrorSchema, ...errors } } },
    async (request, reply) => {
      const header = request.headers['idempotency-key'];
      const key = IdempotencyKeySchema.safeParse(typeof header === 'string' ? header : undefined);
      if (!key.success) return refuse(reply, 'invalid_request', { field: 'Idempotency-Key' });
      const settings = await readBettingConfig(db, overridesFor ? await overridesFor(request) : {});
      const outcome = await takeCashOut({ db, clock }, signedInCaller(request).userId, Number(request.params.couponId), request.body, key.data, settings);
      switch (outcome.kind) {
        case 'paid':
          if (outcome.replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
          return { paid: outcome.paid, coupon: outcome.coupon };
        case 'not_found':
          return refuse(reply, 'coupon_not_found');
        case 'unavailable':
          return refuse(reply, 'cash_out_unavailable', { reason: outcome.reason });
        case 'changed':
          return refuse(reply, 'cash_out_changed', { offer: outcome.offer });
        case 'too_much':
          return refuse(reply, 'invalid_request', { field: 'amount', offer: outcome.offer });
        case 'conflict':
          return refuse(reply, 'idempotency_conflict');
      }
    },
  );

  app.post(BettingPaths.savedCoupons, { schema: { body: SaveCouponBodySchema, response: { 201: SavedCouponResponseSchema, ...errors } } }, async (request, reply) => {
    const code = await saveCoupon(db, signedInCaller(request).userId, request.body, new Date(clock.now()));
    return reply.code(201).send({ code });
  });

  app.get(BettingPaths.savedCoupon, { schema: { params: SavedCouponParamsSchema, response: { 200: LoadedCouponResponseSchema, ...errors } } }, async (request, reply) => {
    const loaded = await loadSavedCoupon(db, signedInCaller(request).userId, request.params.code, new Date(clock.now()));
    return loaded ?? refuse(reply, 'saved_coupon_not_found');
  });

  app.get(BettingPaths.promoCodes, { schema: { response: { 200: CouponPromoCodesResponseSchema, ...errors } } }, async (request) => ({
    promoCodes: await availablePromos(db, signedInCaller(request).userId, new Date(clock.now())),
  }));

  app.post(BettingPaths.promoCodeCheck, { schema: { body: CouponPromoCheckBodySchema, response: { 200: CouponPromoCheckResponseSchema, ...errors } } }, async (request) =>
    checkPromo(db, signedInCaller(request).userId, request.body, new Date(clock.now())),
  );
};
