import type { Queryable } from '../../db/database';
import { readSafeInteger } from '../../db/integers';

/** Opens the demo cookie's wallet with `balance` unless it has one. */
export async function ensureDemoWallet(db: Queryable, demoId: string, balance: number, now: Date): Promise<void> {
  await db.query('insert into casino_demo_wallets (demo_id, balance, created_at, updated_at) values ($1, $2, $3, $3) on conflict (demo_id) do nothing', [demoId, balance, now]);
}

/** The wallet's balance (0 without a wallet). */
export async function demoBalance(db: Queryable, demoId: string): Promise<number> {
  const [row] = await db.query<{ balance: unknown }>('select balance from casino_demo_wallets where demo_id = $1', [demoId]);
  return readSafeInteger(row?.balance ?? 0, 'balance');
}

/** Takes `amount` when the balance covers it; the balance left, or null (nothing changed). */
export async function debitDemoBalance(tx: Queryable, demoId: string, amount: number, now: Date): Promise<number | null> {
  const [row] = await tx.query<{ balance: unknown }>('update casino_demo_wallets set balance = balance - $2, updated_at = $3 where demo_id = $1 and balance >= $2 returning balance', [demoId, amount, now]);
  return row ? readSafeInteger(row.balance, 'balance') : null;
}

export async function creditDemoBalance(tx: Queryable, demoId: string, amount: number, now: Date): Promise<void> {
  await tx.query('update casino_demo_wallets set balance = balance + $2, updated_at = $3 where demo_id = $1', [demoId, amount, now]);
}

export async function setDemoBalance(db: Queryable, demoId: string, balance: number, now: Date): Promise<void> {
  await db.query('update casino_demo_wallets set balance = $2, updated_at = $3 where demo_id = $1', [demoId, balance, now]);
}
