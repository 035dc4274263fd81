import type { CashbackProgram } from '@betting/contracts';
import type { MinorUnits } from '@betting/kernel';
import type { Queryable } from '../../db/database';
import { readSafeInteger } from '../../db/integers';

/** The currencies (numeric codes) of the person's claims of the programme for the week starting at `periodStart`. */
export async function claimedCurrencyIds(db: Queryable, userId: number, program: CashbackProgram, periodStart: Date): Promise<number[]> {
  const rows = await db.query<{ currency_id: number }>('select currency_id from bonus_cashback_claims where user_id = $1 and program = $2 and period_start = $3', [userId, program, periodStart]);
  return rows.map((row) => row.currency_id);
}

export interface CashbackClaim {
  readonly userId: number;
  readonly program: CashbackProgram;
  readonly periodStart: Date;
  readonly currencyId: number | undefined;
  readonly netLoss: number;
  readonly bonusId: number;
  readonly claimedAt: Date;
}

/** Records a claim by its key (person, programme, week, currency); false when that claim was made before. */
export async function insertCashbackClaim(tx: Queryable, claim: CashbackClaim): Promise<boolean> {
  const inserted = await tx.query(
    `insert into bonus_cashback_claims (user_id, program, period_start, currency_id, net_loss, bonus_id, claimed_at) values ($1, $2, $3, $4, $5, $6, $7)
     on conflict do nothing returning bonus_id`,
    [claim.userId, claim.program, claim.periodStart, claim.currencyId, claim.netLoss, claim.bonusId, claim.claimedAt],
  );
  return inserted.length === 1;
}

/** Stakes and returns (wins and refunds) of casino rounds in one currency (its numeric code). */
export interface CasinoTotals {
  readonly currencyId: number;
  readonly stakes: MinorUnits;
  readonly returns: MinorUnits;
}

/**
 * The person's casino stakes and returns per currency over [from, to), from the ledger postings of their main and
 * currency accounts (bonus money is not theirs to lose) whose transaction is a stake, win or refund with a reference
 * starting with `referencePrefix`; by currency.
 */
export async function casinoTotals(db: Queryable, userId: number, referencePrefix: string, from: Date, to: Date): Promise<CasinoTotals[]> {
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
    [userId, referencePrefix, from, to],
  );
  return rows.map((row) => ({ currencyId: row.currency_id, stakes: readSafeInteger(row.stakes, 'amount'), returns: readSafeInteger(row.returns, 'amount') }));
}
