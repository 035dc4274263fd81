import * as z from 'zod/mini';
import { CurrencyIsoSchema, MinorAmountSchema } from '../accounts/money';
import { BonusSlugSchema, WagerKindSchema } from './catalogue';
import { UserBonusSchema } from './user-bonus';

export const PROMO_CODE_LENGTH = { min: 3, max: 32 } as const;

/** A promo code as typed: trimmed and upper-cased; letters, digits, `-` and `_`. */
export const PromoCodeSchema = z
  .string()
  .check(z.trim(), z.toUpperCase(), z.minLength(PROMO_CODE_LENGTH.min), z.maxLength(PROMO_CODE_LENGTH.max), z.regex(/^[A-Z0-9_-]+$/, 'letters, digits, - and _'));
export const PromoCodeBodySchema = z.object({ code: PromoCodeSchema });
export type PromoCodeBody = z.infer<typeof PromoCodeBodySchema>;

/** valid: it can be activated now; invalid: no such code; expired: its time is over (or not begun); used: by this person, or by as many as it allows. */
export const PROMO_CODE_STATUSES = ['valid', 'invalid', 'expired', 'used'] as const;
export const PromoCodeStatusSchema = z.enum(PROMO_CODE_STATUSES);
export type PromoCodeStatus = z.infer<typeof PromoCodeStatusSchema>;

/** What activating the code grants: a bonus of `amount` minor units of `currency` into the bonus account, to wager. */
export const PromoGrantSchema = z.object({
  offer_id: BonusSlugSchema,
  title: z.string(),
  amount: MinorAmountSchema,
  currency: CurrencyIsoSchema,
  wager_kind: WagerKindSchema,
  wager_multiplier: z.int().check(z.gte(0)),
  min_coef: z.nullable(z.int().check(z.gte(1000))),
  valid_days: z.int().check(z.positive()),
  /** Until when the code can be activated (ISO 8601). */
  code_valid_until: z.iso.datetime({ offset: true }),
});
export type PromoGrant = z.infer<typeof PromoGrantSchema>;

/** `POST /web-api/office/promotion/check`: the code's status and, when it is valid, what it grants. */
export const PromoCheckResponseSchema = z.object({ code: z.string(), status: PromoCodeStatusSchema, grant: z.nullable(PromoGrantSchema) });
export type PromoCheckResponse = z.infer<typeof PromoCheckResponseSchema>;

/** `POST /web-api/office/promotion/activate` → 201 with the granted bonus; 409 promo_invalid | promo_expired | promo_used. */
export const PromoActivateResponseSchema = z.object({ bonus: UserBonusSchema });
export type PromoActivateResponse = z.infer<typeof PromoActivateResponseSchema>;
