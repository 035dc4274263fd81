import type { WagerKind } from '@betting/contracts';
import { currencyByIso, type MinorUnits } from '@betting/kernel';
import type { Database } from '../../db/database';
import { toBonusRecord } from '../grants/bonus-records';
import { coefCounts, splitStake } from '../rules/wagering-split';
import { releaseBonus, releasePendingBonuses } from './release';
import { addWagered, recordWageringEntry, setEntryCounted } from './wagering.repository';

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
    const rows = await recordWageringEntry(tx, { kind: input.kind, reference: input.reference, userId: input.userId, currencyId: currency.numericCode, stake: input.stake, coef, now: input.now });
    expired = rows[0]?.expired ?? 0;
    if ((rows[0]?.inserted ?? 0) === 0) return { counted: 0, repeated: true, wagered: [] as number[] };
    const active = rows.filter((row) => row.id !== null).map(toBonusRecord);
    const shares = splitStake(
      input.stake,
      active.map((bonus) => ({ id: bonus.id, remaining: bonus.wagerRequired - bonus.wagerDone, eligible: coefCounts(coef, bonus.minCoef) })),
    );
    const wagered: number[] = [];
    for (const share of shares) {
      if ((await addWagered(tx, share.id, share.amount, input.now)) === 'wagered') wagered.push(share.id);
    }
    const counted = shares.reduce((sum, share) => sum + share.amount, 0);
    // The entry was written with counted 0: most stakes (no active bonus) need no second write.
    if (counted > 0) await setEntryCounted(tx, input.kind, input.reference, counted);
    return { counted, repeated: false, wagered };
  });
  for (const id of outcome.wagered) await releaseBonus(db, id, input.now);
  // The money of the bonuses that expired just now goes back to bonus funding.
  if (expired > 0) await releasePendingBonuses(db, input.now, input.userId);
  return outcome;
}
