import * as z from 'zod/mini';
import { CurrencyIsoSchema, MinorAmountSchema } from '../accounts/money';
import { FirstDepositBonusChoiceSchema } from '../auth/registration';
import { BonusSlugSchema, WagerKindSchema } from './catalogue';
import { UserBonusSchema } from './user-bonus';

/** One of the two first-deposit bonuses (spec §3 registration bonus ids: 1 sport, 2 casino), in the person's currency. */
export const FirstDepositOptionSchema = z.object({
  choice: z.union([z.literal(1), z.literal(2)]),
  offer_id: BonusSlugSchema,
  title: z.string(),
  summary: z.string(),
  /** The bonus is this percentage of the first deposit… */
  percent: z.int().check(z.positive()),
  /** …at most this much (minor units of `currency`). */
  max_amount: MinorAmountSchema,
  currency: CurrencyIsoSchema,
  wager_kind: WagerKindSchema,
  wager_multiplier: z.int().check(z.gte(0)),
  min_coef: z.nullable(z.int().check(z.gte(1000))),
  valid_days: z.int().check(z.positive()),
});
export type FirstDepositOption = z.infer<typeof FirstDepositOptionSchema>;

/**
 * `GET /web-api/office/bonuses/deposit`: the choice made at registration (0 none, 1 sport, 2 casino), whether it may
 * still change (only before the first deposit), both options, and the bonus the first deposit brought (or null).
 */
export const FirstDepositBonusResponseSchema = z.object({
  choice: FirstDepositBonusChoiceSchema,
  can_change: z.boolean(),
  options: z.array(FirstDepositOptionSchema),
  bonus: z.nullable(UserBonusSchema),
});
export type FirstDepositBonusResponse = z.infer<typeof FirstDepositBonusResponseSchema>;

/** `PUT /web-api/office/bonuses/deposit`: a new choice before the first deposit (409 `first_deposit_made` after it). */
export const FirstDepositChoiceBodySchema = z.object({ choice: FirstDepositBonusChoiceSchema });
export type FirstDepositChoiceBody = z.infer<typeof FirstDepositChoiceBodySchema>;
