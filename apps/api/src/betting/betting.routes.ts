import {
  ApiErrorSchema,
  BetHistoryQuerySchema,
  BetHistoryResponseSchema,
  BettingPaths,
  CouponParamsSchema,
  CouponPromoCheckBodySchema,
  CouponPromoCheckResponseSchema,
  CouponPromoCodesResponseSchema,
  CouponRefusedResponseSchema,
  CouponResponseSchema,
  IDEMPOTENT_REPLAY_HEADER,
  LoadedCouponResponseSchema,
  PlaceCouponBodySchema,
  PlaceCouponResponseSchema,
  SaveCouponBodySchema,
  SavedCouponParamsSchema,
  SavedCouponResponseSchema,
} from '@betting/contracts';
import * as z from 'zod/mini';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../platform/app-context';
import { requireSignedIn, signedInCaller } from '../sessions';
import { betHistory, couponOf } from './coupons.repository';
import { placeCoupon, type PlacementDeps } from './placement';
import { errors, idempotencyKeyOf, refuse, refusePlacement } from './betting-replies';
import { cashOutRoutes } from './cash-out.routes';
import { readBettingConfig } from './betting-config';
import type { OverridesFor } from '../config/site-config.repository';
import { availablePromos, checkPromo } from './promo-codes';
import { loadSavedCoupon, saveCoupon } from './saved-coupons';

export interface BettingRoutesOptions {
  readonly context: AppContext;
  readonly placement: PlacementDeps;
  readonly overridesFor?: OverridesFor | undefined;
}


/**
 * The betting calls (`BettingPaths`): place a coupon, one coupon (print page), bet history, saved coupon codes and
 * coupon promo codes. All need a session; answers are personal and never cached.
 */
export const bettingRoutes: FastifyPluginAsyncZod<BettingRoutesOptions> = async (app, { context, placement, overridesFor }) => {
  const { db, clock } = context;
  requireSignedIn(app, (reply, code) => refuse(reply, code));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    BettingPaths.coupons,
    { schema: { body: PlaceCouponBodySchema, response: { 201: PlaceCouponResponseSchema, 403: ApiErrorSchema, 409: z.union([CouponRefusedResponseSchema, ApiErrorSchema]), ...errors } } },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      if (!key.success) return refuse(reply, 'invalid_request', { field: 'Idempotency-Key' });
      // The operator's settings as they are now (one source with the page's site config).
      const settings = await readBettingConfig(db, overridesFor ? await overridesFor(request) : {});
      const outcome = await placeCoupon({ ...placement, settings }, signedInCaller(request).userId, request.body, key.data);
      if (outcome.kind !== 'placed') return refusePlacement(reply, outcome);
      if (outcome.replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
      return reply.code(201).send(outcome.response);
    },
  );

  app.get(BettingPaths.coupon, { schema: { params: CouponParamsSchema, response: { 200: CouponResponseSchema, ...errors } } }, async (request, reply) => {
    const coupon = await couponOf(db, signedInCaller(request).userId, Number(request.params.couponId));
    return coupon ? { coupon } : refuse(reply, 'coupon_not_found');
  });

  app.get(BettingPaths.history, { schema: { querystring: BetHistoryQuerySchema, response: { 200: BetHistoryResponseSchema, ...errors } } }, async (request) =>
    betHistory(db, signedInCaller(request).userId, request.query, clock.now()),
  );

  await app.register(cashOutRoutes, { db, clock, placement, overridesFor });

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
