import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { enginesUnderTest } from '../../db/testing/engines';
import { setAccountFrozen } from '../accounts';
import {
  accountBalances,
  approveWithdrawal,
  auditLedger,
  creditDeposit,
  grantBonus,
  payWin,
  placeStake,
  postingSumsByCurrency,
  refundStake,
  rejectWithdrawal,
  requestWithdrawal,
  reverseTransaction,
  transferBetweenAccounts,
  type LedgerError,
  type LedgerReceipt,
} from './index';
import { openTestWallet, userIds, type TestWallet } from './testing/ledger-fixtures';

/**
 * The wallet's rules restated for one bettor with three accounts (main RUB, an EUR account, a RUB bonus account):
 * - a deposit, a win, a refund and a bonus grant add their amount; a stake, a withdrawal request and a transfer out
 *   take it, unless the account is frozen (refused first) or holds less (refused next);
 * - a withdrawal waits as pending; approving it changes no balance, rejecting it gives the amount back; once
 *   settled it is never settled again;
 * - a deposit, stake, win, refund, grant or transfer can be reversed once, unless that would take a balance below
 *   zero; withdrawal steps and reversals are never reversed;
 * - a call repeated with its key returns what it returned the first time and changes nothing; the same key with
 *   another body is refused.
 */
type AccountName = 'main' | 'eur' | 'bonus';
type Outcome = 'ok' | LedgerError['code'];

interface ModelTransaction {
  readonly effects: Partial<Record<AccountName, number>>;
  readonly reversible: boolean;
  reversed: boolean;
}

interface Model {
  readonly balances: Record<AccountName, number>;
  readonly frozen: Record<AccountName, boolean>;
  readonly transactions: ModelTransaction[];
  readonly withdrawals: { readonly account: AccountName; readonly amount: number; status: 'pending' | 'approved' | 'rejected' }[];
  /** How many keyed calls were made (the real side keeps how to repeat them). */
  calls: number;
}

type Call = (overrides?: { readonly actor?: string }) => Promise<CallResult>;
type CallResult = { readonly ok: true; readonly value: LedgerReceipt } | { readonly ok: false; readonly error: LedgerError };

interface Real {
  readonly db: Database;
  readonly wallet: TestWallet;
  readonly accounts: Record<AccountName, number>;
  readonly transactionIds: number[];
  readonly withdrawalIds: number[];
  readonly calls: { readonly repeat: Call; readonly first: CallResult }[];
}

const CURRENCY: Record<AccountName, string> = { main: 'RUB', eur: 'EUR', bonus: 'RUB' };
const now = new Date(Date.UTC(2026, 10, 22, 12));
let keyCounter = 0;
const freshKey = () => `model:${(keyCounter += 1)}`;

const outcomeOf = (result: CallResult): Outcome => (result.ok ? 'ok' : result.error.code);

/** Debits and credits one model account set; the caller has checked the rules. */
function apply(model: Model, effects: Partial<Record<AccountName, number>>, reversible: boolean): void {
  for (const [name, delta] of Object.entries(effects) as [AccountName, number][]) model.balances[name] += delta;
  model.transactions.push({ effects, reversible, reversed: false });
}

function debitRefusal(model: Model, account: AccountName, amount: number): Outcome | undefined {
  if (model.frozen[account]) return 'account_frozen';
  if (model.balances[account] < amount) return 'insufficient_funds';
  return undefined;
}

async function checkAgainst(model: Model, real: Real): Promise<void> {
  const balances = await accountBalances(real.db, real.wallet.userId);
  const actual = Object.fromEntries((Object.keys(real.accounts) as AccountName[]).map((name) => [name, balances.find((row) => row.walletAccountId === real.accounts[name])?.balance]));
  expect(actual).toEqual(model.balances);
  expect(balances.every((row) => row.balance >= 0)).toBe(true);
  for (const sum of (await postingSumsByCurrency(real.db)).values()) expect(sum).toBe(0n);
  expect(await auditLedger(real.db)).toMatchObject({ lost: 0, doubled: 0, negative: 0, mismatched: 0 });
}

/** Makes a keyed call, remembers how to repeat it, and checks the outcome the model expects. */
async function keyedCall(model: Model, real: Real, expected: Outcome, call: Call): Promise<CallResult> {
  const first = await call();
  real.calls.push({ repeat: call, first });
  model.calls += 1;
  expect(outcomeOf(first)).toBe(expected);
  return first;
}

type Command = fc.AsyncCommand<Model, Real>;

const money = (real: Real, account: AccountName, amount: number, actor?: string) => ({
  userId: real.wallet.userId,
  walletAccountId: real.accounts[account],
  amount,
  currency: CURRENCY[account],
  idempotencyKey: freshKey(),
  actor: actor ?? `user:${real.wallet.userId}`,
  now,
});

class Credit implements Command {
  constructor(
    readonly kind: 'deposit' | 'win' | 'refund' | 'grant',
    readonly account: AccountName,
    readonly amount: number,
  ) {}
  check = () => (this.kind === 'grant' ? this.account === 'bonus' : this.kind !== 'deposit' || this.account !== 'bonus');
  async run(model: Model, real: Real) {
    const operation = { deposit: creditDeposit, win: payWin, refund: refundStake, grant: grantBonus }[this.kind];
    const input = money(real, this.account, this.amount);
    const result = await keyedCall(model, real, 'ok', (overrides) => operation(real.db, { ...input, ...overrides }));
    apply(model, { [this.account]: this.amount }, true);
    if (result.ok) real.transactionIds.push(result.value.transactionId);
    await checkAgainst(model, real);
  }
  toString = () => `${this.kind}(${this.account}, ${this.amount})`;
}

class Debit implements Command {
  constructor(
    readonly kind: 'stake' | 'withdrawal',
    readonly account: AccountName,
    readonly amount: number,
  ) {}
  check = () => this.kind === 'stake' || this.account !== 'bonus';
  async run(model: Model, real: Real) {
    const refusal = debitRefusal(model, this.account, this.amount);
    const input = money(real, this.account, this.amount);
    const operation = this.kind === 'stake' ? placeStake : requestWithdrawal;
    const result = await keyedCall(model, real, refusal ?? 'ok', (overrides) => operation(real.db, { ...input, ...overrides }));
    if (!refusal && result.ok) {
      apply(model, { [this.account]: -this.amount }, this.kind === 'stake');
      real.transactionIds.push(result.value.transactionId);
      if (this.kind === 'withdrawal') {
        model.withdrawals.push({ account: this.account, amount: this.amount, status: 'pending' });
        real.withdrawalIds.push(result.value.withdrawal?.id ?? 0);
      }
    }
    await checkAgainst(model, real);
  }
  toString = () => `${this.kind}(${this.account}, ${this.amount})`;
}

class Transfer implements Command {
  constructor(
    readonly from: 'main' | 'bonus',
    readonly amount: number,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const to = this.from === 'main' ? 'bonus' : 'main';
    const refusal = debitRefusal(model, this.from, this.amount);
    const input = {
      userId: real.wallet.userId,
      fromWalletAccountId: real.accounts[this.from],
      toWalletAccountId: real.accounts[to],
      amount: this.amount,
      currency: 'RUB',
      idempotencyKey: freshKey(),
      actor: 'user',
      now,
    };
    const result = await keyedCall(model, real, refusal ?? 'ok', (overrides) => transferBetweenAccounts(real.db, { ...input, ...overrides }));
    if (!refusal && result.ok) {
      apply(model, { [this.from]: -this.amount, [to]: this.amount }, true);
      real.transactionIds.push(result.value.transactionId);
    }
    await checkAgainst(model, real);
  }
  toString = () => `transfer(${this.from}, ${this.amount})`;
}

class SettleWithdrawal implements Command {
  constructor(
    readonly pick: number,
    readonly approve: boolean,
  ) {}
  check = (model: Readonly<Model>) => model.withdrawals.length > 0;
  async run(model: Model, real: Real) {
    const index = this.pick % model.withdrawals.length;
    const withdrawal = model.withdrawals[index];
    if (!withdrawal) throw new Error('no withdrawal');
    const refusal: Outcome | undefined = withdrawal.status === 'pending' ? undefined : 'withdrawal_not_pending';
    const input = { withdrawalId: real.withdrawalIds[index] ?? 0, idempotencyKey: freshKey(), actor: 'provider:demo', now };
    const operation = this.approve ? approveWithdrawal : rejectWithdrawal;
    const result = await keyedCall(model, real, refusal ?? 'ok', (overrides) => operation(real.db, { ...input, ...overrides }));
    if (!refusal && result.ok) {
      withdrawal.status = this.approve ? 'approved' : 'rejected';
      apply(model, this.approve ? {} : { [withdrawal.account]: withdrawal.amount }, false);
      real.transactionIds.push(result.value.transactionId);
    }
    await checkAgainst(model, real);
  }
  toString = () => `${this.approve ? 'approve' : 'reject'}(#${this.pick})`;
}

class Reverse implements Command {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => model.transactions.length > 0;
  async run(model: Model, real: Real) {
    const index = this.pick % model.transactions.length;
    const original = model.transactions[index];
    if (!original) throw new Error('no transaction');
    const opposite = Object.fromEntries(Object.entries(original.effects).map(([name, delta]) => [name, -delta])) as Partial<Record<AccountName, number>>;
    const refusal: Outcome | undefined = !original.reversible
      ? 'not_reversible'
      : original.reversed
        ? 'already_reversed'
        : Object.entries(opposite).some(([name, delta]) => model.balances[name as AccountName] + delta < 0)
          ? 'insufficient_funds'
          : undefined;
    const input = { transactionId: real.transactionIds[index] ?? 0, idempotencyKey: freshKey(), actor: 'admin:1', now };
    const result = await keyedCall(model, real, refusal ?? 'ok', (overrides) => reverseTransaction(real.db, { ...input, ...overrides }));
    if (!refusal && result.ok) {
      original.reversed = true;
      apply(model, opposite, false);
      real.transactionIds.push(result.value.transactionId);
    }
    await checkAgainst(model, real);
  }
  toString = () => `reverse(#${this.pick})`;
}

class Freeze implements Command {
  constructor(
    readonly account: AccountName,
    readonly frozen: boolean,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    model.frozen[this.account] = this.frozen;
    const result = await setAccountFrozen(real.db, real.wallet.userId, real.accounts[this.account], this.frozen);
    expect(result.ok).toBe(true);
    await checkAgainst(model, real);
  }
  toString = () => `${this.frozen ? 'freeze' : 'unfreeze'}(${this.account})`;
}

class Repeat implements Command {
  constructor(
    readonly pick: number,
    readonly conflicting: boolean,
  ) {}
  check = (model: Readonly<Model>) => model.calls > 0;
  async run(model: Model, real: Real) {
    const call = real.calls[this.pick % model.calls];
    if (!call) throw new Error('no call');
    const again = await call.repeat(this.conflicting ? { actor: 'someone:else' } : undefined);
    if (this.conflicting) expect(outcomeOf(again)).toBe('idempotency_conflict');
    else expect(again).toEqual(call.first);
    await checkAgainst(model, real);
  }
  toString = () => `${this.conflicting ? 'conflicting ' : ''}repeat(#${this.pick})`;
}

const amount = fc.integer({ min: 1, max: 3_000 });
const account = fc.constantFrom<AccountName>('main', 'eur', 'bonus');
const commands = [
  fc.tuple(fc.constantFrom('deposit' as const, 'win' as const, 'refund' as const, 'grant' as const), account, fc.integer({ min: 1, max: 5_000 })).map(([kind, name, sum]) => new Credit(kind, name, sum)),
  fc.tuple(fc.constantFrom('stake' as const, 'withdrawal' as const), account, amount).map(([kind, name, sum]) => new Debit(kind, name, sum)),
  fc.tuple(fc.constantFrom('main' as const, 'bonus' as const), amount).map(([from, sum]) => new Transfer(from, sum)),
  fc.tuple(fc.nat(), fc.boolean()).map(([pick, approve]) => new SettleWithdrawal(pick, approve)),
  fc.nat().map((pick) => new Reverse(pick)),
  fc.tuple(account, fc.boolean()).map(([name, frozen]) => new Freeze(name, frozen)),
  fc.tuple(fc.nat(), fc.boolean()).map(([pick, conflicting]) => new Repeat(pick, conflicting)),
];

describe.each(enginesUnderTest())('the ledger against its model on $name', (engine) => {
  let db: Database;
  let dispose: () => Promise<void>;
  const nextUserId = userIds(600_000_000);

  beforeAll(async () => {
    ({ db, dispose } = await engine.open('migrated'));
  });
  afterAll(() => dispose());

  it('keeps postings balanced, balances non-negative and equal to the model’s, and the audit clean, for any sequence', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 25 }), async (sequence) => {
        // One database per engine; every run gets a bettor of its own, so runs do not see each other's accounts.
        const wallet = await openTestWallet(db, nextUserId(), now);
        const setup = () => ({
          model: { balances: { main: 0, eur: 0, bonus: 0 }, frozen: { main: false, eur: false, bonus: false }, transactions: [], withdrawals: [], calls: 0 },
          real: { db, wallet, accounts: { main: wallet.main, eur: wallet.eur, bonus: wallet.bonus }, transactionIds: [], withdrawalIds: [], calls: [] },
        });
        await fc.asyncModelRun(setup, sequence);
      }),
      { numRuns: 30 },
    );
  });
});
