import { CASINO_DEMO_CURRENCY, CASINO_DEMO_START_BALANCE, type CasinoWallet } from '@betting/contracts';
import type { Queryable } from '../../db/database';
import { creditDemoBalance, debitDemoBalance, demoBalance, ensureDemoWallet, setDemoBalance } from './demo-wallets.repository';

/** Play money (demo mode): one balance per demo cookie, never in the ledger. */
export async function demoWallet(db: Queryable, demoId: string, now: Date): Promise<CasinoWallet> {
  await ensureDemoWallet(db, demoId, CASINO_DEMO_START_BALANCE, now);
  return walletOf(await demoBalance(db, demoId));
}

/** Takes a stake from the demo wallet; null when it is short (nothing changes then). */
export async function debitDemo(tx: Queryable, demoId: string, amount: number, now: Date): Promise<number | null> {
  await demoWallet(tx, demoId, now);
  return debitDemoBalance(tx, demoId, amount, now);
}

export async function creditDemo(tx: Queryable, demoId: string, amount: number, now: Date): Promise<void> {
  if (amount > 0) await creditDemoBalance(tx, demoId, amount, now);
}

/** The demo wallet back to its starting credits. */
export async function refillDemo(db: Queryable, demoId: string, now: Date): Promise<CasinoWallet> {
  await demoWallet(db, demoId, now);
  await setDemoBalance(db, demoId, CASINO_DEMO_START_BALANCE, now);
  return walletOf(CASINO_DEMO_START_BALANCE);
}

const walletOf = (balance: number): CasinoWallet => ({ demo: true, accountId: null, currency: CASINO_DEMO_CURRENCY, balance });
