import { CASINO_DEMO_CURRENCY, CASINO_DEMO_START_BALANCE, type CasinoWallet } from '@betting/contracts';
import type { Queryable } from '../../db/database';
import { readSafeInteger } from '../../db/integers';

/** Play money (demo mode): one balance per demo cookie, never in the ledger. */
export async function demoWallet(db: Queryable, demoId: string, now: Date): Promise<CasinoWallet> {
  await db.query('insert into casino_demo_wallets (demo_id, balance, created_at, updated_at) values ($1, $2, $3, $3) on conflict (demo_id) do nothing', [demoId, CASINO_DEMO_START_BALANCE, now]);
  const [row] = await db.query<{ balance: unknown }>('select balance from casino_demo_wallets where demo_id = $1', [demoId]);
  return walletOf(readSafeInteger(row?.balance ?? 0, 'balance'));
}

/** Takes a stake from the demo wallet; null when it is short (nothing changes then). */
export async function debitDemo(tx: Queryable, demoId: string, amount: number, now: Date): Promise<number | null> {
  await demoWallet(tx, demoId, now);
  const [row] = await tx.query<{ balance: unknown }>('update casino_demo_wallets set balance = balance - $2, updated_at = $3 where demo_id = $1 and balance >= $2 returning balance', [demoId, amount, now]);
  return row ? readSafeInteger(row.balance, 'balance') : null;
}

export async function creditDemo(tx: Queryable, demoId: string, amount: number, now: Date): Promise<void> {
  if (amount > 0) await tx.query('update casino_demo_wallets set balance = balance + $2, updated_at = $3 where demo_id = $1', [demoId, amount, now]);
}

/** The demo wallet back to its starting credits. */
export async function refillDemo(db: Queryable, demoId: string, now: Date): Promise<CasinoWallet> {
  await demoWallet(db, demoId, now);
  await db.query('update casino_demo_wallets set balance = $2, updated_at = $3 where demo_id = $1', [demoId, CASINO_DEMO_START_BALANCE, now]);
  return walletOf(CASINO_DEMO_START_BALANCE);
}

const walletOf = (balance: number): CasinoWallet => ({ demo: true, accountId: null, currency: CASINO_DEMO_CURRENCY, balance });
