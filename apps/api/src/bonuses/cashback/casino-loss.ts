import type { MinorUnits } from '@betting/kernel';
import type { Queryable } from '../../db/database';
import { isoOfNumericCode } from '../../platform/currency-codes';
import { readSafeInteger } from '../../db/integers';

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
  const rows = await db.query<{ currency_id: number; stakes: unknown; returns: unknown }>(
    `select w.currency_id,
            coalesce(sum(-p.amount) filter (where t.kind = 'bet_stake'), 0)::text as stakes,
            coalesce(sum(p.amount) filter (where t.kind in ('bet_win', 'bet_refund')), 0)::text as returns
       from wallet_accounts w
       join ledger_accounts l on l.wallet_account_id = w.id
       join ledger_postings p on p.account_id = l.id
       join ledger_transactions t on t.id = p.transaction_id
      where w.user_id = $1 and w.type in (0, 9)
        and t.kind in ('bet_stake', 'bet_win', 'bet_refund') and starts_with(t.reference, $2)
        and t.created_at >= $3 and t.created_at < $4
      group by w.currency_id order by w.currency_id`,
    [userId, CASINO_REFERENCE_PREFIX, from, to],
  );
  return rows.map((row) => {
    const stakes = readSafeInteger(row.stakes, 'amount');
    const returns = readSafeInteger(row.returns, 'amount');
    return { currency: isoOfNumericCode(row.currency_id), stakes, returns, netLoss: Math.max(0, stakes - returns) };
  });
}
