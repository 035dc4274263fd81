import * as z from 'zod/mini';
import { CurrencyIsoSchema, MinorAmountSchema } from '../accounts/money';
import { WagerKindSchema } from './catalogue';
import { UserBonusSchema } from './user-bonus';

/** The two casino cashback programmes (office casino/vipcashback and casino/premiumcashback). */
export const CASHBACK_PROGRAMS = ['vip', 'premium'] as const;
export const CashbackProgramSchema = z.enum(CASHBACK_PROGRAMS);
export type CashbackProgram = z.infer<typeof CashbackProgramSchema>;
export const CashbackParamsSchema = z.object({ program: CashbackProgramSchema });

/** One currency's casino result of the period: stakes minus wins and refunds is the net loss; the cashback is a share of it. */
export const CashbackLineSchema = z.object({
  currency: CurrencyIsoSchema,
  stakes: MinorAmountSchema,
  /** Wins and refunds together. */
  returns: MinorAmountSchema,
  net_loss: MinorAmountSchema,
  /** The smallest net loss that earns cashback in this programme. */
  min_loss: MinorAmountSchema,
  cashback: MinorAmountSchema,
  claimed: z.boolean(),
});
export type CashbackLine = z.infer<typeof CashbackLineSchema>;

/**
 * `GET /web-api/office/cashback/{vip|premium}`: last week's (Monday 00:00 UTC to Monday 00:00 UTC) casino cashback
 * of the programme, per currency of the person's main and currency accounts. `claimable`: some line has cashback not
 * yet claimed. The cashback becomes a bonus wagered `wager_multiplier` times on casino (0 = paid at once).
 */
export const CashbackResponseSchema = z.object({
  program: CashbackProgramSchema,
  offer_id: z.string(),
  title: z.string(),
  percent: z.int().check(z.positive()),
  wager_multiplier: z.int().check(z.gte(0)),
  wager_kind: WagerKindSchema,
  period: z.object({ from: z.iso.datetime({ offset: true }), to: z.iso.datetime({ offset: true }) }),
  lines: z.array(CashbackLineSchema),
  claimable: z.boolean(),
});
export type CashbackResponse = z.infer<typeof CashbackResponseSchema>;

/** `POST …/claim` → 201 with the bonuses granted (one per currency); 409 cashback_nothing_to_claim | cashback_already_claimed. */
export const CashbackClaimResponseSchema = z.object({ bonuses: z.array(UserBonusSchema) });
export type CashbackClaimResponse = z.infer<typeof CashbackClaimResponseSchema>;
