import type { WagerKind } from '@betting/contracts';
import { currencyByIso, type MinorUnits } from '@betting/kernel';
import type { Database } from '../../db/database';
import { BONUS_COLUMNS, toBonusRecord, type BonusRow } from '../grants/bonus-records';
import { coefCounts, splitStake } from '../rules/wagering-split';
import { releaseBonus, releasePendingBonuses } from './release';

/** A settled stake that may count towards the person's active bonuses of its kind and currency. */
export interface WageringInput {
  readonly userId: number;
  /** Minor units of `currency`, positive. */
  readonly stake: MinorUnits;
  /** ISO 4217 code of the stake. */
  readonly currency: string;
  /** `sport`: a bet (counts only at the bonus's minimum coefficient or above); `casino`: a round. */
  readonly kind: WagerKind;
  /** The bet's coefficient in thousandths (1500 = 1.5); sport only. */
  readonly coef?: number;
  /** The bet or round (`bet:123`, `casino:round-9`): each counts once, however often it is reported. */
  readonly reference: string;
  readonly now: Date;
}

export interface WageringOutcome {
  /** Minor units that counted (0 for a repeat, a low coefficient or no active bonus). */
  readonly counted: MinorUnits;
  /** The reference was counted before; nothing changed. */
  readonly repeated: boolean;
  /** Bonuses this stake finished wagering (their money has moved to the main account). */
  readonly wagered: readonly number[];
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

/**
 * Counts a stake towards wagering (the one call the betting and casino issues make, after the stake is placed):
 * the person's active, funded, unexpired bonuses of that kind and currency are filled oldest first, each up to its
 * requirement, and a stake counts once in total. A bonus that reaches its requirement becomes `wagered` and its money
 * moves from the bonus account to the main (or currency) account. Idempotent by (kind, reference).
 */
export async function recordWagering(db: Database, input: WageringInput): Promise<WageringOutcome> {
  const currency = currencyByIso(input.currency);
  if (!currency) throw new RangeError(`recordWagering: unknown currency ${input.currency}`);
  if (!Number.isSafeInteger(input.stake) || input.stake <= 0) throw new RangeError('recordWagering: the stake is a positive safe integer of minor units');
  if (input.reference.length === 0 || input.reference.length > 200) throw new RangeError('recordWagering: a reference has 1 to 200 characters');
  const coef = input.kind === 'sport' ? (input.coef ?? null) : null;

  let expired = 0;
  const outcome = await db.transaction(async (tx) => {
    const rows = await tx.query<BonusRow & { inserted: number; expired: number }>(
      RECORD_SQL,
      [input.kind, input.reference, input.userId, currency.numericCode, input.stake, coef, input.now],
      'bonus_record_wagering',
    );
    expired = rows[0]?.expired ?? 0;
    if ((rows[0]?.inserted ?? 0) === 0) return { counted: 0, repeated: true, wagered: [] as number[] };
    const active = rows.filter((row) => row.id !== null).map(toBonusRecord);
    const shares = splitStake(
      input.stake,
      active.map((bonus) => ({ id: bonus.id, remaining: bonus.wagerRequired - bonus.wagerDone, eligible: coefCounts(coef, bonus.minCoef) })),
    );
    const wagered: number[] = [];
    for (const share of shares) {
      const [row] = await tx.query<{ state: string }>(
        `update user_bonuses set wager_done = wager_done + $2,
                state = case when wager_done + $2 = wager_required then 'wagered' else state end,
                finished_at = case when wager_done + $2 = wager_required then $3::timestamptz else finished_at end
          where id = $1 returning state`,
        [share.id, share.amount, input.now],
      );
      if (row?.state === 'wagered') wagered.push(share.id);
    }
    const counted = shares.reduce((sum, share) => sum + share.amount, 0);
    // The entry was written with counted 0: most stakes (no active bonus) need no second write.
    if (counted > 0) await tx.query('update bonus_wagering_entries set counted = $3 where kind = $1 and reference = $2', [input.kind, input.reference, counted]);
    return { counted, repeated: false, wagered };
  });
  for (const id of outcome.wagered) await releaseBonus(db, id, input.now);
  // The money of the bonuses that expired just now goes back to bonus funding.
  if (expired > 0) await releasePendingBonuses(db, input.now, input.userId);
  return outcome;
}
