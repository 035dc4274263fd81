// The coupon model's effects, over fetch and the API's contracts: every body sent and every answer read is parsed
// with the zod schema @betting/contracts gives for that call.
import {
  ApiErrorSchema,
  BettingPaths,
  CouponPromoCheckResponseSchema,
  CouponRefusedResponseSchema,
  LoadedCouponResponseSchema,
  PlaceCouponBodySchema,
  PlaceCouponResponseSchema,
  SavedCouponResponseSchema,
  savedCouponPath,
  type CouponPromoCheckBody,
  type SaveCouponBody,
} from '@betting/contracts';
import type { LoadedCoupon, PlaceCouponError, PlaceCouponRequest } from '@betting/coupon';
import { createEffect } from 'effector';
import type { z } from 'zod/mini';

/** The API's origin: the page's own unless `VITE_API_ORIGIN` says otherwise at build time. */
const origin: string = import.meta.env.VITE_API_ORIGIN ?? '';

async function call<T>(path: string, schema: z.ZodMiniType<T>, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${origin}${path}`, { credentials: 'include', ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  const body: unknown = await response.json();
  if (!response.ok) throw Object.assign(new Error(`HTTP ${response.status}`), { status: response.status, body });
  return schema.parse(body);
}

export const placeCouponFx = createEffect<PlaceCouponRequest, z.infer<typeof PlaceCouponResponseSchema>, PlaceCouponError>(async ({ idempotencyKey, ...body }) => {
  try {
    return await call(BettingPaths.coupons, PlaceCouponResponseSchema, { method: 'POST', body: JSON.stringify(PlaceCouponBodySchema.parse(body)), headers: { 'idempotency-key': idempotencyKey } });
  } catch (error) {
    const answer = (error as { body?: unknown }).body;
    const refused = CouponRefusedResponseSchema.safeParse(answer);
    if (refused.success) throw { kind: 'refused', refusals: refused.data.refusals } satisfies PlaceCouponError;
    const apiError = ApiErrorSchema.safeParse(answer);
    if (apiError.success && apiError.data.error.code === 'limit_refused') {
      const reason = apiError.data.error.params?.['reason'];
      throw { kind: 'limit', message: apiError.data.error.message, reason: typeof reason === 'string' ? reason : null } satisfies PlaceCouponError;
    }
    if (answer === undefined) throw { kind: 'network', message: String(error) } satisfies PlaceCouponError;
    throw { kind: 'unknown', message: String(error) } satisfies PlaceCouponError;
  }
});

export const saveCouponToCodeFx = createEffect((body: SaveCouponBody) => call(BettingPaths.savedCoupons, SavedCouponResponseSchema, { method: 'POST', body: JSON.stringify(body) }));

export const checkPromoCodeFx = createEffect((body: CouponPromoCheckBody) => call(BettingPaths.promoCodeCheck, CouponPromoCheckResponseSchema, { method: 'POST', body: JSON.stringify(body) }));

/** A saved coupon's bets are resolved against the line by the app; this page has no line feed, so it keeps none. */
export const loadCouponByCodeFx = createEffect(async (code: string): Promise<LoadedCoupon> => {
  const loaded = await call(savedCouponPath(code), LoadedCouponResponseSchema);
  return { code: loaded.code, typeId: loaded.typeId, systemValue: loaded.systemValue, amount: loaded.amount, bets: [] };
});
