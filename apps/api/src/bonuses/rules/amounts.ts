import { floorDiv, initialStakeFor, type MinorUnits } from '@betting/kernel';

const MAX = BigInt(Number.MAX_SAFE_INTEGER);
const clampToSafe = (value: bigint): MinorUnits => Number(value > MAX ? MAX : value);

/** `percent` % of `amount`, rounded down to a whole minor unit (the house never pays a fraction it does not owe). */
export function percentOf(amount: MinorUnits, percent: number): MinorUnits {
  return clampToSafe(floorDiv(BigInt(amount) * BigInt(percent), 100n));
}

/** `stakes` initial stakes of a currency (the kernel's table; unknown currencies take the RUB value). */
export function initialStakes(iso: string, stakes: number): MinorUnits {
  return clampToSafe(BigInt(initialStakeFor(iso)) * BigInt(stakes));
}

/** A percentage bonus: `percent` % of the base, at most `cap`; 0 when the base or the cap is 0. */
export function percentBonus(base: MinorUnits, percent: number, cap: MinorUnits): MinorUnits {
  return Math.min(percentOf(base, percent), cap);
}

/** What must be staked before a bonus becomes real money: its amount times the multiplier. */
export function wagerRequirement(amount: MinorUnits, multiplier: number): MinorUnits {
  return clampToSafe(BigInt(amount) * BigInt(multiplier));
}

/** Weekly cashback: `percent` % of the net loss once it reaches the programme's minimum (at least one minor unit). */
export function cashbackFor(netLoss: MinorUnits, percent: number, minLoss: MinorUnits): MinorUnits {
  return netLoss > 0 && netLoss >= minLoss ? percentOf(netLoss, percent) : 0;
}
