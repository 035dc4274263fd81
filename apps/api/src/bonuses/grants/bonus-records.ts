import type { BonusSource, BonusState, UserBonus, WagerKind } from '@betting/contracts';
import { currencyByIso, type MinorUnits } from '@betting/kernel';
import type { Queryable } from '../../db/database';
import { openBonusAccount } from '../../wallet';
import { isoOfNumericCode } from '../../platform/currency-codes';
import { readSafeInteger } from '../../db/integers';
import { wagerRequirement } from '../rules/amounts';
import { daysAfter } from '../rules/periods';

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

/** What a new bonus is: whose, from which offer and source, how much in which currency, and how it is wagered. */
export interface NewBonus {
  readonly userId: number;
  readonly offerId: string;
  readonly source: BonusSource;
  /** Unique per source: the same grant asked again finds the first row instead of a second one. */
  readonly sourceRef: string;
  readonly wagerKind: WagerKind;
  readonly currency: string;
  readonly amount: MinorUnits;
  readonly wagerMultiplier: number;
  readonly minCoef: number | null;
  readonly validDays: number;
  readonly now: Date;
}

/**
 * Records a bonus inside the caller's transaction, opening the person's bonus account in its currency on first use.
 * Once per (source, sourceRef): asked again, it answers the row made the first time (whatever the new figures are).
 * The money is not moved here: `fundBonus` does that after the commit.
 */
export async function createBonusRow(tx: Queryable, bonus: NewBonus): Promise<BonusRecord> {
  const currency = currencyByIso(bonus.currency);
  if (!currency) throw new Error(`a bonus in an unknown currency ${bonus.currency}`);
  const [existing] = await bonusRecords(tx, 'source = $1 and source_ref = $2', [bonus.source, bonus.sourceRef]);
  if (existing) return existing;
  const account = await openBonusAccount(tx, bonus.userId, currency.numericCode, bonus.now);
  if (!account.ok) throw new Error(`the bonus account could not be opened: ${account.error.code}`);
  const rows = await tx.query<BonusRow>(
    `insert into user_bonuses (user_id, offer_id, source, source_ref, wager_kind, bonus_account_id, currency_id, amount, wager_required, min_coef, granted_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     on conflict (source, source_ref) do nothing returning ${BONUS_COLUMNS}`,
    [
      bonus.userId,
      bonus.offerId,
      bonus.source,
      bonus.sourceRef,
      bonus.wagerKind,
      account.value.id,
      currency.numericCode,
      bonus.amount,
      wagerRequirement(bonus.amount, bonus.wagerMultiplier),
      bonus.wagerKind === 'sport' ? bonus.minCoef : null,
      bonus.now,
      daysAfter(bonus.now, bonus.validDays),
    ],
  );
  const row = rows[0];
  if (row) return toBonusRecord(row);
  const [raced] = await bonusRecords(tx, 'source = $1 and source_ref = $2', [bonus.source, bonus.sourceRef]);
  if (!raced) throw new Error('a bonus row vanished');
  return raced;
}

/** A bonus as the office shows it, with its offer's title in the person's language. */
export function bonusView(record: BonusRecord, title: string): UserBonus {
  return {
    id: record.id,
    offer_id: record.offerId,
    title,
    source: record.source,
    wager_kind: record.wagerKind,
    state: record.state,
    amount: record.amount,
    currency: record.currency,
    wager_required: record.wagerRequired,
    wager_done: record.wagerDone,
    min_coef: record.minCoef,
    granted_at: record.grantedAt.toISOString(),
    expires_at: record.expiresAt.toISOString(),
    finished_at: record.finishedAt?.toISOString() ?? null,
    released_amount: record.releasedAt === null ? null : (record.releaseAmount ?? 0),
  };
}
