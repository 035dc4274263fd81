import type { Queryable } from '../db/database';

/** The currency (numeric code) of the person's main account, the oldest one; undefined without one. */
export async function mainAccountCurrencyId(db: Queryable, userId: number): Promise<number | undefined> {
  const [row] = await db.query<{ currency_id: number }>('select currency_id from wallet_accounts where user_id = $1 and type = 0 order by id limit 1', [userId]);
  return row?.currency_id;
}

export interface DepositRow {
  amount: string | number;
  currency_id: number;
  settled_at: Date | string;
}

/** The person's successful deposits settled after `since`. */
export async function depositsSettledAfter(db: Queryable, userId: number, since: Date): Promise<DepositRow[]> {
  return db.query<DepositRow>(
    `select amount, currency_id, settled_at from payments
      where user_id = $1 and kind = 'deposit' and status = 'success' and settled_at > $2`,
    [userId, since],
  );
}

/**
 * The ledger movements the limits count, of one person (`$1`), each with the time it counts at (`c.at`): stakes
 * (`bet_stake`) and returns (`bet_win`, `bet_refund`), and every reversal of one of those — an operator's resettlement
 * of a corrected result, any back-office reversal — under the kind and at the time of the transaction it reverses. A
 * reversal undoes its original exactly where the original counted: a reversed win no longer widens the room (the
 * counted loss rises), a reversed stake no longer counts toward wagering or loss, and once the original leaves a
 * window so does its reversal, so the pair is never counted twice nor left half counted.
 */
const COUNTED_MOVEMENTS = `
  select c.kind, c.amount, c.currency_id, c.at from (
    select coalesce(o.kind, t.kind) as kind, p.amount, p.currency_id, coalesce(o.created_at, t.created_at) as at, w.user_id
      from ledger_postings p
      join ledger_transactions t on t.id = p.transaction_id
      left join ledger_transactions o on o.id = t.reverses_id
      join ledger_accounts a on a.id = p.account_id
      join wallet_accounts w on w.id = a.wallet_account_id
     where w.user_id = $1 and (t.kind in ('bet_stake', 'bet_win', 'bet_refund') or (t.kind = 'reversal' and o.kind in ('bet_stake', 'bet_win', 'bet_refund')))
       -- A movement counts at its original's time, never after its own: the window's start ($2) bounds the scan by
       -- the transactions' own time, so a bettor's older history is never read on the placement path.
       and t.created_at >= $2
  ) c where true`;

export interface CountedMovementRow {
  kind: string;
  /** The posting on the person's account: a stake out is negative, a return in positive; a reversal the opposite. */
  amount: string | number;
  currency_id: number;
  at: Date | string;
}

/** The counted movements of the person that count after `since` (a rolling window). */
export async function countedMovementsAfter(db: Queryable, userId: number, since: Date): Promise<CountedMovementRow[]> {
  return db.query<CountedMovementRow>(`${COUNTED_MOVEMENTS} and c.at > $2`, [userId, since]);
}

/** The counted movements of the person that count at or after `since` (the reality check's session). */
export async function countedMovementsSince(db: Queryable, userId: number, since: Date): Promise<CountedMovementRow[]> {
  return db.query<CountedMovementRow>(`${COUNTED_MOVEMENTS} and c.at >= $2`, [userId, since]);
}
