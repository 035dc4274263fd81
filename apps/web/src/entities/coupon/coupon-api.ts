import {
  BettingPaths,
  CouponResponseSchema,
  CouponPromoCheckResponseSchema,
  ExpressOfTheDayResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  LineBetsResponseSchema,
  LinePaths,
  LoadedCouponResponseSchema,
  PlaceCouponResponseSchema,
  SavedCouponResponseSchema,
  couponPath,
  savedCouponPath,
  type CouponPromoCheckBody,
  type ExpressOfTheDay,
  type SaveCouponBody,
} from '@betting/contracts';
import type { LoadedCoupon, PlaceCouponError, PlaceCouponRequest } from '@betting/coupon';
import { concurrency, createQuery } from '@farfetched/core';
import { attach, createEffect } from 'effector';
import * as z from 'zod/mini';
import { siteConfig } from '../../app/site-config';
import { apiRequest, isApiFailure } from '../../shared/api/api';
import { couponBetFromLine } from './to-coupon-bet';

const RefusedBodySchema = z.object({ refusals: z.array(z.object({ code: z.string(), outcomeId: z.nullable(z.int()), params: z.record(z.string(), z.unknown()) })) });

/** What the place call's failure means for the slip: the server's reasons, a limit, or no answer (retry with the same key). */
export function placeFailureOf(failure: unknown): PlaceCouponError {
  if (!isApiFailure(failure)) return { kind: 'unknown', message: String(failure) };
  if (failure.kind === 'network' || (failure.kind === 'http' && failure.status >= 500)) return { kind: 'network', message: failure.kind === 'network' ? failure.message : `HTTP ${failure.status}` };
  if (failure.kind !== 'http') return { kind: 'unknown', message: failure.kind };
  if (failure.error?.code === 'limit_refused') {
    const reason = failure.error.params?.['reason'];
    return { kind: 'limit', message: failure.error.message, reason: typeof reason === 'string' ? reason : null };
  }
  const refused = z.safeParse(RefusedBodySchema, failure.body);
  if (failure.error?.code === 'coupon_refused' && refused.success) return { kind: 'refused', refusals: refused.data.refusals as never };
  return { kind: 'unknown', message: failure.error?.message ?? `HTTP ${failure.status}` };
}

export const placeCouponFx = createEffect<PlaceCouponRequest, z.infer<typeof PlaceCouponResponseSchema>, PlaceCouponError>(async ({ idempotencyKey, ...body }) => {
  try {
    return await apiRequest({ method: 'POST', path: BettingPaths.coupons, body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }, schema: PlaceCouponResponseSchema });
  } catch (failure) {
    throw placeFailureOf(failure);
  }
});

export const saveCouponToCodeFx = createEffect((body: SaveCouponBody) => apiRequest({ method: 'POST', path: BettingPaths.savedCoupons, body, schema: SavedCouponResponseSchema }));

export const checkPromoCodeFx = createEffect((body: CouponPromoCheckBody) => apiRequest({ method: 'POST', path: BettingPaths.promoCodeCheck, body, schema: CouponPromoCheckResponseSchema }));

/** The line's view of outcomes now, named in the page's language (a restored or loaded slip is brought up to date with it). */
export const loadLineBetsFx = attach({
  source: siteConfig.$language,
  mapParams: (outcomeIds: readonly number[], lng) => ({ outcomeIds, lng }),
  effect: createEffect(({ outcomeIds, lng }: { outcomeIds: readonly number[]; lng: string | null }) =>
    apiRequest({ method: 'GET', path: LinePaths.bets, query: { ids: outcomeIds.join(','), ...(lng ? { lng } : {}) }, schema: LineBetsResponseSchema }),
  ),
});

/** A saved slip by its code, its bets brought up to date with the line; bets that can no longer be placed are left out. */
export const loadCouponByCodeFx = createEffect(async (code: string): Promise<LoadedCoupon> => {
  const saved = await apiRequest({ method: 'GET', path: savedCouponPath(code.trim().toUpperCase()), schema: LoadedCouponResponseSchema });
  const available = saved.bets.filter((bet) => bet.available).map((bet) => bet.outcomeId);
  const line = available.length > 0 ? await loadLineBetsFx(available) : { bets: [], missing: [] };
  return { code: saved.code, typeId: saved.typeId, systemValue: saved.systemValue, amount: saved.amount, bets: line.bets.map(couponBetFromLine) };
});

/** One of the bettor's coupons (`print-coupon/{id}`), the latest request winning. */
export const loadPlacedCouponFx = createEffect((couponId: string) => apiRequest({ method: 'GET', path: couponPath(couponId), schema: CouponResponseSchema }));
export const placedCouponQuery = createQuery({ effect: loadPlacedCouponFx, mapData: ({ result }) => result.coupon, name: 'coupon.placed' });
concurrency(placedCouponQuery, { strategy: 'TAKE_LATEST' });

/** The day's express on offer (public: a guest sees it too). */
export const loadExpressOfTheDayFx = createEffect(() => apiRequest({ method: 'GET', path: BettingPaths.expressOfTheDay, schema: ExpressOfTheDayResponseSchema }));

/** The express of the day's legs as the line has them now: all of them, or it is not the offer any more. */
export const loadExpressBetsFx = createEffect(async (express: ExpressOfTheDay) => {
  const line = await loadLineBetsFx(express.bets.map((leg) => leg.outcomeId));
  if (line.missing.length > 0 || line.bets.length !== express.bets.length) throw new Error('express_of_the_day_changed');
  return { expressId: express.id, bets: line.bets.map(couponBetFromLine) };
});
