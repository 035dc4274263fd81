import type { Queryable } from '../../../db/database';
import { ACCOUNT_TYPE, openBonusAccount, openCurrencyAccount, openMainAccount } from '../../accounts';

export const RUB = 643;
export const EUR = 978;

/** The accounts of one test bettor: main RUB, an additional EUR account and a RUB bonus account. */
export interface TestWallet {
  readonly userId: number;
  readonly main: number;
  readonly eur: number;
  readonly bonus: number;
}

/** Inserts a bettor and opens their accounts, as registration and the office would. */
export async function openTestWallet(db: Queryable, userId: number, now: Date): Promise<TestWallet> {
  await db.query(
    "insert into users (id, registration_type, password_hash, country_id, currency_id, first_deposit_bonus_choice, created_at) values ($1, 'fast_reg', 'x', 643, $2, 0, $3)",
    [userId, RUB, now],
  );
  const main = await openMainAccount(db, userId, RUB, now);
  const eur = await openCurrencyAccount(db, userId, EUR, now);
  const bonus = await openBonusAccount(db, userId, RUB, now);
  if (!eur.ok || !bonus.ok || main.type !== ACCOUNT_TYPE.main) throw new Error('test wallet did not open');
  return { userId, main: main.id, eur: eur.value.id, bonus: bonus.value.id };
}

/** A fresh user id per call (users.id is nine digits). */
export function userIds(start: number): () => number {
  let next = start;
  return () => {
    next += 1;
    return next;
  };
}
