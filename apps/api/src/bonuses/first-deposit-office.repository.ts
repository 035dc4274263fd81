import type { FirstDepositBonusChoice } from '@betting/contracts';
import type { Queryable } from '../db/database';
import type { BonusRecord } from './grants/bonus-records';
import { bonusRecords } from './grants/bonus-records.repository';

/** The person's first-deposit bonus choice (undefined: no such person). */
export async function firstDepositChoiceOf(db: Queryable, userId: number): Promise<FirstDepositBonusChoice | undefined> {
  const [row] = await db.query<{ first_deposit_bonus_choice: FirstDepositBonusChoice }>('select first_deposit_bonus_choice from users where id = $1', [userId]);
  return row?.first_deposit_bonus_choice;
}

/** The person's funded first-deposit bonus, if granted. */
export async function grantedFirstDepositBonus(db: Queryable, userId: number): Promise<BonusRecord | undefined> {
  const [bonus] = await bonusRecords(db, "source = 'first_deposit' and source_ref = $1 and grant_transaction_id is not null", [`user:${userId}`]);
  return bonus;
}

/** Writes the choice unless a first deposit has succeeded; true when written. */
export async function setChoiceBeforeFirstDeposit(db: Queryable, userId: number, choice: FirstDepositBonusChoice): Promise<boolean> {
  const changed = await db.query(
    'update users set first_deposit_bonus_choice = $2 where id = $1 and not exists (select 1 from payment_first_deposits where user_id = $1) returning id',
    [userId, choice],
  );
  return changed.length === 1;
}
