import type { BonusSource, UserBonus, WagerKind } from '@betting/contracts';
import { currencyByIso, type MinorUnits } from '@betting/kernel';
import type { Queryable } from '../../db/database';
import { openBonusAccount } from '../../wallet';
import { wagerRequirement } from '../rules/amounts';
import { daysAfter } from '../rules/periods';
import { bonusBySource, insertBonusRow, type BonusRecord } from './bonus-records.repository';

export { BONUS_COLUMNS, bonusRecordById, bonusRecords, toBonusRecord, type BonusRecord, type BonusRow } from './bonus-records.repository';

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
  const existing = await bonusBySource(tx, bonus.source, bonus.sourceRef);
  if (existing) return existing;
  const account = await openBonusAccount(tx, bonus.userId, currency.numericCode, bonus.now);
  if (!account.ok) throw new Error(`the bonus account could not be opened: ${account.error.code}`);
  const inserted = await insertBonusRow(tx, {
    userId: bonus.userId,
    offerId: bonus.offerId,
    source: bonus.source,
    sourceRef: bonus.sourceRef,
    wagerKind: bonus.wagerKind,
    bonusAccountId: account.value.id,
    currencyId: currency.numericCode,
    amount: bonus.amount,
    wagerRequired: wagerRequirement(bonus.amount, bonus.wagerMultiplier),
    minCoef: bonus.wagerKind === 'sport' ? bonus.minCoef : null,
    grantedAt: bonus.now,
    expiresAt: daysAfter(bonus.now, bonus.validDays),
  });
  if (inserted) return inserted;
  const raced = await bonusBySource(tx, bonus.source, bonus.sourceRef);
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
