import type { MinorUnits } from '@betting/kernel';

/** Every casino product whose stakes may count towards casino bonus wagering (`house`: every round of the game server, whatever its launch kind). */
export const CASINO_WAGERING_GAMES = ['house', 'keno', 'bingo', 'lotto', 'toto'] as const;
export type CasinoWageringGame = (typeof CASINO_WAGERING_GAMES)[number];

/**
 * How much of a stake counts towards casino bonus wagering, in percent, per product (README "Bonus wagering"):
 * - house (the game server's rounds: slot, crash, scratch and any later launch kind) and keno, bingo (house draws
 *   every 5–10 minutes on a fixed pay table, house edge comparable with the slots'): 100 %.
 * - lotto: 50 % — a lottery product with one draw a day and a jackpot share; operators count lotteries at a
 *   reduced rate, since the stake's outcome comes a day later.
 * - toto: 0 % — a pool on football results, a sports prediction: a casino bonus is not wagered with sports
 *   knowledge (and sport bonuses count bets by their coefficient, which a pool coupon has not).
 */
export const CASINO_WAGERING_CONTRIBUTION_PERCENT: Readonly<Record<CasinoWageringGame, number>> = {
  house: 100,
  keno: 100,
  bingo: 100,
  lotto: 50,
  toto: 0,
};

/**
 * The part of a stake that counts towards wagering: `percent` % of it, rounded down to a whole minor unit (the house
 * never counts more than the rate says). Exact for every safe integer stake.
 */
export function wageringContribution(stake: MinorUnits, percent: number): MinorUnits {
  if (!Number.isSafeInteger(stake) || stake < 0) throw new RangeError('wageringContribution: the stake is a non-negative safe integer of minor units');
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) throw new RangeError('wageringContribution: the percent is an integer from 0 to 100');
  return Number((BigInt(stake) * BigInt(percent)) / 100n);
}

/** What a stake of a product counts. */
export const countedStakeOf = (game: CasinoWageringGame, stake: MinorUnits): MinorUnits => wageringContribution(stake, CASINO_WAGERING_CONTRIBUTION_PERCENT[game]);
