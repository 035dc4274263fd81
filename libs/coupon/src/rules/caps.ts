/**
 * The operator's caps on what one coupon may win and on the stakes of consecutive blocks (spec §3 maxPayout,
 * amountByBlockId; §5 "max bet per block derives from the previous block's coef times amount"). Money in minor units,
 * coefficients in thousandths; exact integer maths (BigInt inside), the same rounding as `possibleWin`.
 */
import { COEF_ONE } from '@betting/kernel';
import type { Coef, MinorUnits } from '@betting/kernel';
import { maxBetForBlock, possibleWin, settledExpressCoef } from './payout';
import type { PossibleWinInput } from './payout';
import type { CouponBet } from './entities';

/**
 * The largest stake whose possible win (every leg won, uncapped) is at most `maxPayout`: the stake the bettor may
 * place under the cap. `possibleWin` is non-decreasing in the amount, so a binary search over [0, maxPayout] finds it
 * exactly (every coefficient is at least 1.000, so no stake above the cap fits under it). 0 when even the smallest
 * stake wins more than the cap.
 */
export function maxStakeUnderPayout(win: Omit<PossibleWinInput, 'amount' | 'maxPayout' | 'amounts'>, maxPayout: MinorUnits): MinorUnits {
  const fits = (amount: MinorUnits) => winsAtMost(win, amount, maxPayout);
  let low = 0;
  let high = maxPayout;
  while (low < high) {
    const middle = low + Math.ceil((high - low) / 2);
    if (fits(middle)) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** True when the stake's possible win (uncapped) is at most `maxPayout`; a win past a safe integer is past any cap. */
export function winsAtMost(win: Omit<PossibleWinInput, 'amount' | 'maxPayout'>, amount: MinorUnits, maxPayout: MinorUnits): boolean {
  try {
    return possibleWin({ ...win, amount, maxPayout: null }) <= maxPayout;
  } catch (error) {
    if (error instanceof RangeError) return false;
    throw error;
  }
}

/** A block of the slip: the bets of one line block (one game), in the order the block first appears. */
export interface SlipBlock {
  readonly blockId: number;
  /** The block's coefficient: the product of its bets' coefficients (one bet: its own), rounded half up. */
  readonly coef: Coef;
  readonly betIds: readonly string[];
}

/** The slip's blocks in the order their first bet appears (bets of one block together). */
export function slipBlocks(bets: readonly CouponBet[]): SlipBlock[] {
  const order: number[] = [];
  const byBlock = new Map<number, CouponBet[]>();
  for (const bet of bets) {
    const held = byBlock.get(bet.blockId);
    if (held) held.push(bet);
    else {
      order.push(bet.blockId);
      byBlock.set(bet.blockId, [bet]);
    }
  }
  return order.map((blockId) => {
    const held = byBlock.get(blockId) ?? [];
    const coef = held.length === 0 ? COEF_ONE : settledExpressCoef(held.map((bet) => ({ coef: bet.market.coef, result: 'won' as const })));
    return { blockId, coef, betIds: held.map((bet) => bet.id) };
  });
}

/**
 * The stake of each block of a multiple-singles slip (spec §3 amountByBlockId), by block id: its bets' stake — the
 * largest when a game has several, so a block within its maximum has every one of its bets within it.
 */
export function blockStakes(bets: readonly CouponBet[], amountByBetId: Readonly<Record<string, MinorUnits>>): Record<string, MinorUnits> {
  const stakes: Record<string, MinorUnits> = {};
  for (const bet of bets) {
    const amount = amountByBetId[bet.id] ?? 0;
    const key = String(bet.blockId);
    stakes[key] = Math.max(stakes[key] ?? 0, amount);
  }
  return stakes;
}

/**
 * Blocks whose stake passes its maximum: each block after the first may take at most what the block before it returns
 * (its stake × its coefficient, floored: the lib's `maxBetForBlock`). A block without a stake in `amountByBlockId`
 * stakes 0 (and so caps the next one at 0).
 */
export function blockCapBreaches(blocks: readonly SlipBlock[], amountByBlockId: Readonly<Record<string, MinorUnits>>): { readonly blockId: number; readonly max: MinorUnits }[] {
  const breaches: { blockId: number; max: MinorUnits }[] = [];
  blocks.forEach((block, index) => {
    const previous = index === 0 ? undefined : blocks[index - 1];
    const max = maxBetForBlock(previous === undefined ? undefined : { coef: previous.coef, amount: amountByBlockId[String(previous.blockId)] ?? 0 });
    const amount = amountByBlockId[String(block.blockId)] ?? 0;
    if (max !== null && amount > max) breaches.push({ blockId: block.blockId, max });
  });
  return breaches;
}
