import type { MinorUnits } from '@betting/kernel';
import type { Queryable } from '../../db/database';
import { isoOfNumericCode } from '../../platform/currency-codes';
import { casinoTotals } from './cashback.repository';

/**
 * The reference prefix of casino rounds in the ledger: the casino issue posts a round's stake, win and refund with
 * `placeStake` / `payWin` / `refundStake` and the reference `casinoRoundReference(roundId)`. Cashback reads them back
 * by this prefix; sport bets use other references and never count.
 */
export const CASINO_REFERENCE_PREFIX = 'casino:';

export function casinoRoundReference(roundId: string | number): string {
  return `${CASINO_REFERENCE_PREFIX}${roundId}`;
}

export interface CasinoResult {
  readonly currency: string;
  readonly stakes: MinorUnits;
  /** Wins and refunds. */
  readonly returns: MinorUnits;
  /** Stakes minus returns, never below zero. */
  readonly netLoss: MinorUnits;
}

/**
 * A person's casino result per currency over [from, to), from the ledger postings of their main and currency
 * accounts (bonus money is not theirs to lose) whose transaction is a casino round's stake, win or refund.
 */
export async function casinoResults(db: Queryable, userId: number, from: Date, to: Date): Promise<CasinoResult[]> {
  const totals = await casinoTotals(db, userId, CASINO_REFERENCE_PREFIX, from, to);
  return totals.map(({ currencyId, stakes, returns }) => ({ currency: isoOfNumericCode(currencyId), stakes, returns, netLoss: Math.max(0, stakes - returns) }));
}
