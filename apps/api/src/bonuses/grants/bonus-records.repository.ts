import type { BonusSource, BonusState, WagerKind } from '@betting/contracts';
import type { MinorUnits } from '@betting/kernel';
import type { Queryable } from '../../db/database';
import { readSafeInteger } from '../../db/integers';
import { isoOfNumericCode } from '../../platform/currency-codes';

/** A granted bonus as stored (`user_bonuses`). */
export interface BonusRecord {
  readonly id: number;
  readonly userId: number;
  readonly offerId: string;
  readonly source: BonusSource;
  readonly sourceRef: string;
  readonly wagerKind: WagerKind;
  readonly bonusAccountId: number;
  readonly currency: string;
  readonly amount: MinorUnits;
  readonly wagerRequired: MinorUnits;
  readonly wagerDone: MinorUnits;
  readonly minCoef: number | null;
  readonly state: BonusState;
  readonly grantTransactionId: number | null;
  readonly releaseAmount: MinorUnits | null;
  readonly releaseAttempt: number;
  readonly releaseTransactionId: number | null;
  readonly releasedAt: Date | null;
  readonly grantedAt: Date;
  readonly expiresAt: Date;
  readonly finishedAt: Date | null;
}

export interface BonusRow {
  id: unknown;
  user_id: number;
  offer_id: string;
  source: BonusSource;
  source_ref: string;
  wager_kind: WagerKind;
  bonus_account_id: unknown;
  currency_id: number;
  amount: unknown;
  wager_required: unknown;
  wager_done: unknown;
  min_coef: number | null;
  state: BonusState;
  grant_transaction_id: unknown;
  release_amount: unknown;
  release_attempt: number;
  release_transaction_id: unknown;
  released_at: Date | string | null;
  granted_at: Date | string;
  expires_at: Date | string;
  finished_at: Date | string | null;
}

export const BONUS_COLUMNS = `id, user_id, offer_id, source, source_ref, wager_kind, bonus_account_id, currency_id, amount, wager_required, wager_done, min_coef,
  state, grant_transaction_id, release_amount, release_attempt, release_transaction_id, released_at, granted_at, expires_at, finished_at`;

const optionalInteger = (value: unknown): number | null => (value === null || value === undefined ? null : readSafeInteger(value));
const optionalDate = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

export function toBonusRecord(row: BonusRow): BonusRecord {
  return {
    id: readSafeInteger(row.id),
    userId: row.user_id,
    offerId: row.offer_id,
    source: row.source,
    sourceRef: row.source_ref,
    wagerKind: row.wager_kind,
    bonusAccountId: readSafeInteger(row.bonus_account_id),
    currency: isoOfNumericCode(row.currency_id),
    amount: readSafeInteger(row.amount, 'amount'),
    wagerRequired: readSafeInteger(row.wager_required, 'amount'),
    wagerDone: readSafeInteger(row.wager_done, 'amount'),
    minCoef: row.min_coef,
    state: row.state,
    grantTransactionId: optionalInteger(row.grant_transaction_id),
    releaseAmount: optionalInteger(row.release_amount),
    releaseAttempt: row.release_attempt,
    releaseTransactionId: optionalInteger(row.release_transaction_id),
    releasedAt: optionalDate(row.released_at),
    grantedAt: new Date(row.granted_at),
    expiresAt: new Date(row.expires_at),
    finishedAt: optionalDate(row.finished_at),
  };
}

export async function bonusRecords(db: Queryable, where: string, params: readonly unknown[]): Promise<BonusRecord[]> {
  const rows = await db.query<BonusRow>(`select ${BONUS_COLUMNS} from user_bonuses where ${where}`, params);
  return rows.map(toBonusRecord);
}

export async function bonusRecordById(db: Queryable, id: number): Promise<BonusRecord | null> {
  const [record] = await bonusRecords(db, 'id = $1', [id]);
  return record ?? null;
}

/** The bonus granted once per (source, sourceRef), if any. */
export async function bonusBySource(db: Queryable, source: BonusSource, sourceRef: string): Promise<BonusRecord | undefined> {
  const [record] = await bonusRecords(db, 'source = $1 and source_ref = $2', [source, sourceRef]);
  return record;
}

/** The person's bonuses recorded but never paid (the ledger grant failed or did not run), by id. */
export async function unfundedBonuses(db: Queryable, userId: number): Promise<BonusRecord[]> {
  return bonusRecords(db, "user_id = $1 and grant_transaction_id is null and state = 'active' order by id", [userId]);
}

/** The person's paid bonuses for the wager page: the active ones first (oldest first), then the rest, newest first. */
export async function fundedBonusesForWager(db: Queryable, userId: number): Promise<BonusRecord[]> {
  return bonusRecords(db, "user_id = $1 and grant_transaction_id is not null order by state = 'active' desc, case when state = 'active' then id end, id desc", [userId]);
}

/** How many paid bonuses the person has had. */
export async function fundedBonusCount(db: Queryable, userId: number): Promise<number> {
  const [count] = await db.query<{ total: unknown }>('select count(*) as total from user_bonuses where user_id = $1 and grant_transaction_id is not null', [userId]);
  return Number(count?.total ?? 0);
}

/** A page of the person's paid bonuses, the newest grant first. */
export async function fundedBonusesPage(db: Queryable, userId: number, limit: number, offset: number): Promise<BonusRecord[]> {
  return bonusRecords(db, 'user_id = $1 and grant_transaction_id is not null order by granted_at desc, id desc limit $2 offset $3', [userId, limit, offset]);
}

/** Records the ledger grant that paid the bonus, once. */
export async function setGrantTransaction(db: Queryable, bonusId: number, transactionId: number): Promise<void> {
  await db.query('update user_bonuses set grant_transaction_id = $2 where id = $1 and grant_transaction_id is null', [bonusId, transactionId]);
}

/** An active bonus with nothing to wager is wagered at once. */
export async function markWagered(db: Queryable, bonusId: number, now: Date): Promise<void> {
  await db.query("update user_bonuses set state = 'wagered', finished_at = $2 where id = $1 and state = 'active'", [bonusId, now]);
}

/** A new `user_bonuses` row, its figures computed by the caller. */
export type BonusInsert = Pick<BonusRecord, 'userId' | 'offerId' | 'source' | 'sourceRef' | 'wagerKind' | 'bonusAccountId' | 'amount' | 'wagerRequired' | 'minCoef' | 'grantedAt' | 'expiresAt'> & {
  readonly currencyId: number;
};

/** Inserts the bonus unless its (source, sourceRef) has one already; the new record, or null then. */
export async function insertBonusRow(tx: Queryable, bonus: BonusInsert): Promise<BonusRecord | null> {
  const [row] = await tx.query<BonusRow>(
    `insert into user_bonuses (user_id, offer_id, source, source_ref, wager_kind, bonus_account_id, currency_id, amount, wager_required, min_coef, granted_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     on conflict (source, source_ref) do nothing returning ${BONUS_COLUMNS}`,
    [bonus.userId, bonus.offerId, bonus.source, bonus.sourceRef, bonus.wagerKind, bonus.bonusAccountId, bonus.currencyId, bonus.amount, bonus.wagerRequired, bonus.minCoef, bonus.grantedAt, bonus.expiresAt],
  );
  return row ? toBonusRecord(row) : null;
}
