import {
  ApiErrorSchema,
  BetBuilderPaths,
  BetBuilderPlaceBodySchema,
  BetBuilderQuoteBodySchema,
  BetBuilderQuoteSchema,
  CouponRefusedResponseSchema,
  IDEMPOTENT_REPLAY_HEADER,
  PlaceCouponResponseSchema,
} from '@betting/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { OverridesFor } from '../config/site-config.repository';
import type { AppContext } from '../platform/app-context';
import { requireSignedIn, signedInCaller } from '../sessions';
import { placeBetBuilder, quoteBetBuilder } from './bet-builder';
import { readBettingConfig } from './betting-config';
import { errors, idempotencyKeyOf, refuse, refusePlacement } from './betting-replies';
import type { PlacementDeps } from './placement';

export interface BetBuilderRoutesOptions {
  readonly context: AppContext;
  readonly placement: PlacementDeps;
  readonly overridesFor?: OverridesFor | undefined;
}


/**
 * `BetBuilderPaths.quote` (public, never cached: prices move) and `BetBuilderPaths.coupons` (a session; the coupon's
 * placement path with the builder's price). Refusals answer as a coupon's: 409 `coupon_refused` with `refusals`.
 */
export const betBuilderRoutes: FastifyPluginAsyncZod<BetBuilderRoutesOptions> = async (app, options) => {
  const { db } = options.context;
  app.post(BetBuilderPaths.quote, { schema: { body: BetBuilderQuoteBodySchema, response: { 200: BetBuilderQuoteSchema, 409: CouponRefusedResponseSchema, ...errors } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const answer = await quoteBetBuilder(db, request.body.outcomeIds);
    if (answer.ok) return answer.quote;
    return reply.code(409).send({ error: { code: 'coupon_refused' as const, message: 'These legs cannot be combined now' }, refusals: answer.refusals });
  });
  await app.register(placementRoute, options);
};

const placementRoute: FastifyPluginAsyncZod<BetBuilderRoutesOptions> = async (app, { context, placement, overridesFor }) => {
  const { db } = context;
  requireSignedIn(app, (reply, code) => refuse(reply, code));
  app.post(
    BetBuilderPaths.coupons,
    { schema: { body: BetBuilderPlaceBodySchema, response: { 201: PlaceCouponResponseSchema, 403: ApiErrorSchema, 409: z.union([CouponRefusedResponseSchema, ApiErrorSchema]), ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const key = idempotencyKeyOf(request);
      if (!key.success) return refuse(reply, 'invalid_request', { field: 'Idempotency-Key' });
      const settings = await readBettingConfig(db, overridesFor ? await overridesFor(request) : {});
      const outcome = await placeBetBuilder({ ...placement, settings }, signedInCaller(request).userId, request.body, key.data);
      if (outcome.kind !== 'placed') return refusePlacement(reply, outcome, 'The bet builder cannot be placed');
      if (outcome.replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
      return reply.code(201).send(outcome.response);
    },
  );
};
