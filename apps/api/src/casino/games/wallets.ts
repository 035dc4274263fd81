import type { CasinoWallet } from '@betting/contracts';
import type { Queryable } from '../../db/database';
import { ACCOUNT_TYPE, openAccounts } from '../../wallet';
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

/**
 * The casino bonus balance the `-bonus` games play with: the person's bonus account (type 4) in the active account's
 * currency, else their bonus account holding the most (the oldest on a tie). Null: no bonus account at all. The
 * currency is the active account's when there is none, so the page can say which balance is empty.
 */
export async function bonusAccountOf(db: Queryable, userId: number): Promise<{ account: ActiveAccount | null; currency: string | null }> {
  const accounts = await openAccounts(db, userId);
  const active = accounts.find((account) => account.is_active);
  const bonuses = accounts.filter((account) => account.type === ACCOUNT_TYPE.bonus).sort((a, b) => b.money - a.money || a.id - b.id);
  const chosen = bonuses.find((account) => account.iso === active?.iso && account.money > 0) ?? bonuses.find((account) => account.money > 0) ?? bonuses.find((account) => account.iso === active?.iso) ?? null;
  return {
    account: chosen ? { id: chosen.id, currency: chosen.iso, balance: chosen.money, frozen: chosen.frozen } : null,
    currency: chosen?.iso ?? active?.iso ?? null,
  };
}

/**
 * The owner's wallet now: the demo wallet, or the real account a round used (else the active one); with `bonus`, the
 * casino bonus balance (an empty one in the active currency when the person has no bonus account).
 */
export async function walletOf(db: Queryable, owner: Owner, now: Date, accountId?: number | null, bonus = false): Promise<CasinoWallet | null> {
  if (owner.demo) return demoWallet(db, owner.demoId, now);
  if (bonus && !accountId) {
    const { account, currency } = await bonusAccountOf(db, owner.userId);
    if (account) return { demo: false, bonus: true, accountId: account.id, currency: account.currency, balance: account.balance };
    return currency ? { demo: false, bonus: true, accountId: null, currency, balance: 0 } : null;
  }
  const accounts = await openAccounts(db, owner.userId);
  const account = accounts.find((candidate) => (accountId ? candidate.id === accountId : candidate.is_active));
  if (!account) return null;
  return account.type === ACCOUNT_TYPE.bonus ? { demo: false, bonus: true, accountId: account.id, currency: account.iso, balance: account.money } : { demo: false, accountId: account.id, currency: account.iso, balance: account.money };
}
