import * as z from 'zod/mini';
import { CoefThousandthsSchema } from './coupon';

/**
 * The express of the day (spec §3 coupon state and settings `expressId`, coupon bet `expressId`; the spec names the
 * field only, the offer is ours): once a day the operator's line picks an express of prematch favourites from
 * different games, fixed for the day. Placed exactly as offered (type express, the same outcomes, nothing added or
 * removed), its coefficient is the legs' express coefficient × `boost` (1.100), rounded half up once — in place of
 * the bonus bet, never on top of it. Changed in any way it is an ordinary express. At settlement void legs drop out
 * and the boost stays only while at least EXPRESS_OF_THE_DAY_MIN_LEGS legs are decided (`@betting/coupon`'s
 * `expressOfTheDayBonus`), as the bonus bet is recomputed on the decided legs.
 */
export const EXPRESS_OF_THE_DAY_BOOST = 1_100;
export const EXPRESS_OF_THE_DAY_MIN_LEGS = 3;
export const EXPRESS_OF_THE_DAY_MAX_LEGS = 5;

const IdSchema = z.int().check(z.positive(), z.lte(Number.MAX_SAFE_INTEGER));

export const ExpressOfTheDayLegSchema = z.object({
  outcomeId: IdSchema,
  /** The line's coefficient now, thousandths. */
  coef: CoefThousandthsSchema,
  gameId: IdSchema,
  /** English names, as the line has them: "Team A – Team B", the market, the outcome, the sport, the champ. */
  gameName: z.string(),
  marketName: z.string(),
  outcomeName: z.string(),
  sportId: z.int(),
  sportName: z.string(),
  champName: z.string(),
  /** The game's start, ISO 8601. */
  startAt: z.iso.datetime({ offset: true }),
});
export type ExpressOfTheDayLeg = z.infer<typeof ExpressOfTheDayLegSchema>;

export const ExpressOfTheDaySchema = z.object({
  /** The coupon's `expressId` (sent with the placement). */
  id: IdSchema,
  /** The UTC day it is offered for, YYYY-MM-DD. */
  day: z.iso.date(),
  bets: z.array(ExpressOfTheDayLegSchema).check(z.minLength(EXPRESS_OF_THE_DAY_MIN_LEGS), z.maxLength(EXPRESS_OF_THE_DAY_MAX_LEGS)),
  /** The legs' express coefficient (product rounded half up to thousandths). */
  coef: CoefThousandthsSchema,
  /** Thousandths; 1100 = +10 %. */
  boost: CoefThousandthsSchema,
  /** What the express pays per unit staked when placed as offered: coef × boost, rounded half up once from the legs. */
  boostedCoef: CoefThousandthsSchema,
});
export type ExpressOfTheDay = z.infer<typeof ExpressOfTheDaySchema>;

/**
 * `GET /web-api/betting/express-of-the-day` (public, no session; the caller's disallowed sports apply when signed in):
 * the day's expresses still open for bets — every leg prematch, not blocked or suspended. Empty when none is.
 */
export const ExpressOfTheDayResponseSchema = z.object({ expresses: z.array(ExpressOfTheDaySchema) });
export type ExpressOfTheDayResponse = z.infer<typeof ExpressOfTheDayResponseSchema>;
