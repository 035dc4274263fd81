import { BetBuilderPaths, BetBuilderQuoteSchema, IDEMPOTENCY_KEY_HEADER, PlaceCouponResponseSchema, type BetBuilderPlaceBodyInput, type BetBuilderQuote, type CouponRefusalWire, type PlacedCoupon } from '@betting/contracts';
import type { PlaceCouponError } from '@betting/coupon';
import { createEvent, createStore, sample } from 'effector';
import * as z from 'zod/mini';
import { accounts } from '../../entities/accounts/accounts.model';
import { placeFailureOf } from '../../entities/coupon/coupon-api';
import { apiRequest, isApiFailure } from '../../shared/api/api';
import { createMoneyCall, type Keyed } from '../../shared/api/money-call';

/**
 * The bet builder of a game page: the price of the picked legs is asked of the server (the line's model prices the
 * combination; the page never multiplies legs), and the builder is placed as a money call under the one
 * idempotency-key rule. The panel keeps the picks; this model keeps what the server answered.
 */
export type BuilderQuoteAnswer = { readonly kind: 'priced'; readonly quote: BetBuilderQuote } | { readonly kind: 'refused'; readonly refusals: readonly CouponRefusalWire[] } | { readonly kind: 'failed' };

const RefusedSchema = z.object({ refusals: z.array(z.object({ code: z.string(), outcomeId: z.nullable(z.int()), params: z.record(z.string(), z.unknown()) })) });

/** The builder's price of the outcomes now, or why the server will not price them. */
export async function quoteBuilder(outcomeIds: readonly number[], signal?: AbortSignal): Promise<BuilderQuoteAnswer> {
  try {
    const quote = await apiRequest({ method: 'POST', path: BetBuilderPaths.quote, body: { outcomeIds: [...outcomeIds] }, schema: BetBuilderQuoteSchema, ...(signal ? { signal } : {}) });
    return { kind: 'priced', quote };
  } catch (failure) {
    if (isApiFailure(failure) && failure.kind === 'http') {
      const refused = z.safeParse(RefusedSchema, failure.body);
      if (refused.success) return { kind: 'refused', refusals: refused.data.refusals as unknown as CouponRefusalWire[] };
    }
    return { kind: 'failed' };
  }
}

export type BuilderPlaceRequest = BetBuilderPlaceBodyInput;

export const placeBuilder = createMoneyCall({
  name: 'betBuilder',
  send: async ({ idempotencyKey, ...body }: Keyed<BuilderPlaceRequest>) => {
    try {
      return await apiRequest({ method: 'POST', path: BetBuilderPaths.coupons, body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }, schema: PlaceCouponResponseSchema });
    } catch (failure) {
      throw placeFailureOf(failure);
    }
  },
});

/** The panel is left or its picks change: what the last placement answered is forgotten. */
export const builderReset = createEvent();

/** The bet builder just placed (shown until the bettor picks again). */
export const $placedBuilder = createStore<PlacedCoupon | null>(null)
  .on(placeBuilder.sendFx.doneData, (_, answer) => answer.coupons[0] ?? null)
  .reset(builderReset, placeBuilder.sendFx);

/** Why the last placement was not taken. */
export const $builderPlaceError = createStore<PlaceCouponError | null>(null)
  .on(placeBuilder.sendFx.failData, (_, error) => error as unknown as PlaceCouponError)
  .reset(builderReset, placeBuilder.sendFx);

// The header's balance follows the stake.
sample({ clock: placeBuilder.sendFx.doneData, fn: () => undefined, target: accounts.balanceRefreshRequested });
