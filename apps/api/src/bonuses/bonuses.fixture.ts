import { randomUUID } from 'node:crypto';
import { SESSION_COOKIE, type FirstDepositBonusChoice } from '@betting/contracts';
import { currencyByIso } from '@betting/kernel';
import type { InjectOptions } from 'fastify';
import type { AppOptions } from '../app';
import type { EngineUnderTest } from '../db/testing/engines';
import { identitySite, registerFast, type IdentityApp } from '../identity/testing';
import type { FirstDeposit } from '../payments';
import { accountBalances, creditDeposit, payWin, placeStake, refundStake } from '../wallet';

export interface Bettor {
  readonly userId: number;
  readonly accountId: number;
  readonly session: string;
}

/** Bonus tests' site: the whole app with test control and the seeded catalogue, on one engine, a clock the test moves. */
export const bonusesSite = (engine: EngineUnderTest, options: Partial<AppOptions> = {}): IdentityApp => identitySite(engine, options);

export async function newBettor(site: IdentityApp, extra: Record<string, unknown> = {}): Promise<Bettor> {
  const registered = await registerFast(site.app, extra);
  return { userId: registered.user_id, accountId: registered.account_id, session: registered.session };
}

/** A call as the bettor (their session cookie). */
export function call(site: IdentityApp, bettor: Bettor | null, options: InjectOptions) {
  return site.app.inject({ ...options, cookies: bettor ? { [SESSION_COOKIE]: bettor.session } : {} });
}

const now = (site: IdentityApp) => new Date(site.clock.now());

/** Money in: a provider-confirmed deposit straight into the ledger (no payment row). */
export async function fund(site: IdentityApp, bettor: Bettor, amount: number, currency = 'RUB', at = now(site)) {
  const credited = await creditDeposit(site.db, { userId: bettor.userId, walletAccountId: bettor.accountId, amount, currency, idempotencyKey: `test:${randomUUID()}`, actor: 'test', now: at });
  if (!credited.ok) throw new Error(`deposit refused: ${credited.error.code}`);
}

/** The first deposit as the payments module hands it to its hook. */
export function firstDepositOf(site: IdentityApp, bettor: Bettor, amount: number, choice: FirstDepositBonusChoice, currency = 'RUB'): FirstDeposit {
  return { userId: bettor.userId, paymentId: 1, accountId: bettor.accountId, amount, currency, firstDepositBonusChoice: choice, settledAt: now(site) };
}

/** One casino round in the ledger (stake, then an optional win or refund), referenced as the casino issue will. */
export async function casinoRound(site: IdentityApp, bettor: Bettor, round: { stake: number; win?: number; refund?: number; reference: string; at: Date; walletAccountId?: number }) {
  const base = { userId: bettor.userId, walletAccountId: round.walletAccountId ?? bettor.accountId, currency: 'RUB', actor: 'test', now: round.at, reference: round.reference };
  const staked = await placeStake(site.db, { ...base, amount: round.stake, idempotencyKey: `test:${round.reference}:stake` });
  if (!staked.ok) throw new Error(`stake refused: ${staked.error.code}`);
  if (round.win) await payWin(site.db, { ...base, amount: round.win, idempotencyKey: `test:${round.reference}:win` });
  if (round.refund) await refundStake(site.db, { ...base, amount: round.refund, idempotencyKey: `test:${round.reference}:refund` });
}

/** The bettor's balances by account type (0 main, 4 bonus) in a currency. */
export async function balancesOf(site: IdentityApp, bettor: Bettor, currency = 'RUB'): Promise<{ main: number; bonus: number }> {
  const numeric = currencyByIso(currency)?.numericCode;
  const accounts = (await accountBalances(site.db, bettor.userId)).filter((account) => account.currencyId === numeric);
  return { main: accounts.find((account) => account.type !== 4)?.balance ?? 0, bonus: accounts.find((account) => account.type === 4)?.balance ?? 0 };
}

/** How many ledger grants name this bettor's bonuses (a doubled grant would show as two). */
export async function bonusGrantCount(site: IdentityApp, bettor: Bettor): Promise<number> {
  const [row] = await site.db.query<{ count: unknown }>(
    `select count(*) as count from ledger_transactions t join user_bonuses b on t.reference = 'bonus:' || b.id where t.kind = 'bonus_grant' and b.user_id = $1`,
    [bettor.userId],
  );
  return Number(row?.count ?? 0);
}
