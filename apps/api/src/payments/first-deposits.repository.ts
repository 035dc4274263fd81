import type { FirstDepositBonusChoice } from '@betting/contracts';
import type { Queryable } from '../db/database';

/**
 * Marks the payment as the user's first deposit unless one is marked already (the primary key on the user makes it
 * once per user); answers the bonus the user chose at registration, or undefined when a first deposit was marked before.
 */
export async function insertFirstDeposit(tx: Queryable, userId: number, paymentId: number, settledAt: Date): Promise<FirstDepositBonusChoice | undefined> {
  const [marked] = await tx.query<{ first_deposit_bonus_choice: FirstDepositBonusChoice }>(
    `insert into payment_first_deposits (user_id, payment_id, created_at) values ($1, $2, $3)
     on conflict (user_id) do nothing
     returning (select first_deposit_bonus_choice from users where id = $1) as first_deposit_bonus_choice`,
    [userId, paymentId, settledAt],
  );
  return marked?.first_deposit_bonus_choice;
}

export async function markFirstDepositHookCompleted(db: Queryable, userId: number, now: Date): Promise<void> {
  await db.query('update payment_first_deposits set hook_completed_at = $2 where user_id = $1', [userId, now]);
}

/** Whether the user has made a successful deposit (the balance call's `is_available_first_deposit_bonus` is its negation). */
export async function hasFirstDeposit(db: Queryable, userId: number): Promise<boolean> {
  const rows = await db.query('select 1 from payment_first_deposits where user_id = $1', [userId]);
  return rows.length > 0;
}
