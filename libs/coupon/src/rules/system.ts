/**
 * The system selector (spec §3 "System option"): every valid k of n with its number of lines and minimum bet.
 */
import type { MinorUnits } from '@betting/kernel';
import { MIN_SYSTEM_VALUE } from './entities';
import type { SystemOption } from './entities';
import { systemLines } from './payout';

export interface SystemOptionsInput {
  /** Legs in the coupon. */
  readonly n: number;
  /** Bankers among them (in every line). */
  readonly bankers?: number;
  /** Minimum stake of one line, minor units (the coupon's minBetAmount per line); 0 by default. */
  readonly minBetPerLine?: MinorUnits;
}

/**
 * Options k = max(2, bankers + 1) … n − 1 (k = n would be an express), in increasing k:
 * { value: k, offset: n − k, lines: C(n − b, k − b), minBetAmount: lines × minBetPerLine, combo: "k/n" }.
 * Fewer than 3 legs give no options.
 */
export function systemOptions({ n, bankers = 0, minBetPerLine = 0 }: SystemOptionsInput): SystemOption[] {
  const options: SystemOption[] = [];
  for (let k = Math.max(MIN_SYSTEM_VALUE, bankers + 1); k < n; k++) {
    const lines = systemLines(n, k, bankers);
    const minBetAmount = lines * BigInt(minBetPerLine);
    options.push({
      value: k,
      offset: n - k,
      minBetAmount: minBetAmount > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(minBetAmount),
      combo: `${k}/${n}`,
      lines: Number(lines),
    });
  }
  return options;
}
