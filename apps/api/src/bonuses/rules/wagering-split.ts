import type { MinorUnits } from '@betting/kernel';

/** An active bonus a stake may count towards, in the order they are served (oldest first). */
export interface WageringTarget {
  readonly id: number;
  readonly remaining: MinorUnits;
  /** A sport bet below the bonus's minimum coefficient does not count for it. */
  readonly eligible: boolean;
}

export interface WageringShare {
  readonly id: number;
  readonly amount: MinorUnits;
}

/**
 * How one stake counts: it fills the eligible bonuses in order, each up to what it still needs, and never counts
 * more than once in total (a stake of 100 with 30 left on the first bonus gives 30 to it and 70 to the next).
 */
export function splitStake(stake: MinorUnits, targets: readonly WageringTarget[]): WageringShare[] {
  const shares: WageringShare[] = [];
  let left = stake;
  for (const target of targets) {
    if (left === 0) break;
    if (!target.eligible || target.remaining <= 0) continue;
    const amount = Math.min(left, target.remaining);
    shares.push({ id: target.id, amount });
    left -= amount;
  }
  return shares;
}

/** Whether a sport bet of coefficient `coef` (thousandths) counts for a bonus with minimum `minCoef` (null: any). */
export function coefCounts(coef: number | null, minCoef: number | null): boolean {
  if (minCoef === null) return true;
  return coef !== null && coef >= minCoef;
}
