import { applyCoef, type MinorUnits } from '@betting/kernel';

/** A multiplier of the stake in integer thousandths (1500 = 1.5×; 0 = nothing back). */
export type Multiplier = number;

/** The smallest and largest stake a round takes, minor units (the API may narrow them per currency). */
export const MIN_STAKE: MinorUnits = 1;
export const MAX_STAKE: MinorUnits = 100_000_000_00;

/**
 * The one place a game rounds money: stake × multiplier / 1000, floored to a minor unit (kernel `applyCoef`). Every
 * game adds its wins up as an exact integer multiplier first and calls this once per round.
 */
export function payoutOf(stake: MinorUnits, multiplier: Multiplier): MinorUnits {
  return multiplier === 0 ? 0 : applyCoef(stake, multiplier);
}

/** A positive safe-integer stake within [MIN_STAKE, MAX_STAKE]. */
export function isValidStake(stake: unknown): stake is MinorUnits {
  return typeof stake === 'number' && Number.isSafeInteger(stake) && stake >= MIN_STAKE && stake <= MAX_STAKE;
}
