import type { WagerKind } from '@betting/contracts';
import type { Queryable } from '../../db/database';
import type { BonusRecord } from '../grants/bonus-records';
import { BONUS_COLUMNS, bonusRecords, type BonusRow } from '../grants/bonus-records.repository';

/** The person's main or currency account (type 0 or 9) in the currency of a bonus account, the main one first. */
export async function realAccountIdFor(db: Queryable, userId: number, bonusAccountId: number): Promise<number | null> {
  const [row] = await db.query<{ id: unknown }>(
    `select w.id from wallet_accounts w join wallet_accounts b on b.id = $2 and b.currency_id = w.currency_id
      where w.user_id = $1 and w.type in (0, 9) order by w.type limit 1`,
    [userId, bonusAccountId],
  );
  return row ? Number(row.id) : null;
}

/** How many other active bonuses share the bonus account. */
export async function otherActiveBonusesOn(db: Queryable, bonusAccountId: number, bonusId: number): Promise<number> {
  const [row] = await db.query<{ count: unknown }>("select count(*) as count from user_bonuses where bonus_account_id = $1 and state = 'active' and id <> $2", [bonusAccountId, bonusId]);
  return Number(row?.count ?? 0);
}

/** Fixes the amount a release sends, unless one is fixed already. */
export async function fixReleaseAmount(db: Queryable, bonusId: number, amount: number): Promise<void> {
  await db.query('update user_bonuses set release_amount = $2 where id = $1 and release_amount is null', [bonusId, amount]);
}

/** Marks the bonus released (once), by the ledger transaction that moved its money (null: nothing to move). */
export async function markReleased(db: Queryable, bonusId: number, transactionId: number | null, now: Date): Promise<void> {
  if (transactionId === null) await db.query('update user_bonuses set released_at = $2 where id = $1 and released_at is null', [bonusId, now]);
  else await db.query('update user_bonuses set release_transaction_id = $2, released_at = $3 where id = $1 and released_at is null', [bonusId, transactionId, now]);
}

/** The next release attempt with a new amount, when `attempt` is still the bonus's current one. */
export async function nextReleaseAttempt(db: Queryable, bonusId: number, attempt: number, amount: number): Promise<void> {
  await db.query('update user_bonuses set release_amount = $3, release_attempt = release_attempt + 1 where id = $1 and release_attempt = $2', [bonusId, attempt, amount]);
}

/**
 * One round trip (on every bet and round): the person's due bonuses expire (`expired` counts them), the stake's entry is written (once per
 * kind and reference; `inserted` 0 for a repeat) and their active, funded, unexpired bonuses of its kind and currency
 * are locked, oldest first (one row of nulls when there are none).
 */
const RECORD_SQL = /* sql */ `
  with expired as (
    update user_bonuses set state = 'expired', finished_at = expires_at where state = 'active' and expires_at <= $7 and user_id = $3 returning id
  ), entry as (
    insert into bonus_wagering_entries (kind, reference, user_id, currency_id, stake, coef, recorded_at) values ($1, $2, $3, $4, $5, $6, $7)
    on conflict (kind, reference) do nothing returning reference
  )
  select (select count(*) from entry)::int as inserted, (select count(*) from expired)::int as expired, b.*
    from (select 1) as one
    left join lateral (
      select ${BONUS_COLUMNS} from user_bonuses
       where user_id = $3 and wager_kind = $1 and currency_id = $4 and state = 'active' and grant_transaction_id is not null and expires_at > $7
       order by id for update
    ) b on true`;

/** A stake's wagering entry, as written once per kind and reference. */
export interface WageringEntry {
  readonly kind: WagerKind;
  readonly reference: string;
  readonly userId: number;
  readonly currencyId: number;
  readonly stake: number;
  /** Thousandths; null for casino stakes. */
  readonly coef: number | null;
  readonly now: Date;
}

/** `RECORD_SQL` in the caller's transaction: its rows, the locked bonuses (or one row of nulls) with both counts. */
export async function recordWageringEntry(tx: Queryable, entry: WageringEntry): Promise<(BonusRow & { inserted: number; expired: number })[]> {
  return tx.query<BonusRow & { inserted: number; expired: number }>(
    RECORD_SQL,
    [entry.kind, entry.reference, entry.userId, entry.currencyId, entry.stake, entry.coef, entry.now],
    'bonus_record_wagering',
  );
}

/** Adds a share of a stake to a bonus's wagering; `wagered` once it reaches the requirement. Answers its state. */
export async function addWagered(tx: Queryable, bonusId: number, amount: number, now: Date): Promise<string | undefined> {
  const [row] = await tx.query<{ state: string }>(
    `update user_bonuses set wager_done = wager_done + $2,
            state = case when wager_done + $2 = wager_required then 'wagered' else state end,
            finished_at = case when wager_done + $2 = wager_required then $3::timestamptz else finished_at end
      where id = $1 returning state`,
    [bonusId, amount, now],
  );
  return row?.state;
}

/** What the entry counted in the end (it was written with 0). */
export async function setEntryCounted(tx: Queryable, kind: WagerKind, reference: string, counted: number): Promise<void> {
  await tx.query('update bonus_wagering_entries set counted = $3 where kind = $1 and reference = $2', [kind, reference, counted]);
}

/** Active bonuses whose time is over become `expired`, finished at their expiry; of one person (null: everyone's). */
export async function expireDueBonusRows(db: Queryable, now: Date, userId: number | null): Promise<void> {
  await db.query(
    "update user_bonuses set state = 'expired', finished_at = expires_at where state = 'active' and expires_at <= $1 and ($2::integer is null or user_id = $2)",
    [now, userId],
  );
}

/** Finished (wagered or expired) bonuses whose money has not moved yet, of one person (null: everyone's), by id. */
export async function unreleasedFinishedBonuses(db: Queryable, userId: number | null): Promise<BonusRecord[]> {
  return bonusRecords(db, "state in ('wagered', 'expired') and released_at is null and ($1::integer is null or user_id = $1) order by id", [userId]);
}
