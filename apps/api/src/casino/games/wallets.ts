import type { CasinoWallet } from '@betting/contracts';
import type { Queryable } from '../../db/database';
import { openAccounts } from '../../wallet/accounts-view';
import { demoWallet } from './demo-wallet';
import type { Owner } from './owner';

export interface ActiveAccount {
  readonly id: number;
  readonly currency: string;
  readonly balance: number;
  readonly frozen: boolean;
}

/** The account the person plays with: the one they made active, else their main account (accounts-view decides). */
export async function activeAccountOf(db: Queryable, userId: number): Promise<ActiveAccount | null> {
  const active = (await openAccounts(db, userId)).find((account) => account.is_active);
  return active ? { id: active.id, currency: active.iso, balance: active.money, frozen: active.frozen } : null;
}

/** The owner's wallet now: the demo wallet, or the real account a round used (else the active one). */
export async function walletOf(db: Queryable, owner: Owner, now: Date, accountId?: number | null): Promise<CasinoWallet | null> {
  if (owner.demo) return demoWallet(db, owner.demoId, now);
  const accounts = await openAccounts(db, owner.userId);
  const account = accounts.find((candidate) => (accountId ? candidate.id === accountId : candidate.is_active));
  return account ? { demo: false, accountId: account.id, currency: account.iso, balance: account.money } : null;
}
