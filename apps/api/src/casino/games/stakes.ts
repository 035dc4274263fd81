import { CASINO_DEMO_CURRENCY } from '@betting/contracts';
import { exponentOf } from '@betting/kernel';

export interface StakeRange {
  readonly min: number;
  readonly max: number;
  readonly initial: number;
}

/**
 * The stakes the house games take, minor units of the wallet's currency: 1 to 10 000 whole units, 10 to start with
 * (play money has 2 decimals like most currencies).
 */
export function stakeRangeOf(currency: string): StakeRange {
  const unit = 10 ** (currency === CASINO_DEMO_CURRENCY ? 2 : exponentOf(currency));
  return { min: unit, max: 10_000 * unit, initial: 10 * unit };
}
