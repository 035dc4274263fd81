import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { enginesUnderTest } from '../../db/testing/engines';
import { setAccountFrozen } from '../accounts';
import {
  accountBalances,
  accountEntries,
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
  type LedgerReceipt,
  type UserMoneyInput,
} from './index';
import { openTestWallet, userIds, type TestWallet } from './testing/ledger-fixtures';

const now = new Date(Date.UTC(2026, 10, 22, 12));

describe.each(enginesUnderTest())('ledger operations on $name', (engine) => {
  let db: Database;
  let dispose: () => Promise<void>;
  const nextUserId = userIds(200_000_000);
  let keyCounter = 0;
  const key = (label = 'k') => `test:${label}:${(keyCounter += 1)}`;

  beforeAll(async () => {
    ({ db, dispose } = await engine.open('migrated'));
  });
  afterAll(() => dispose());

  const wallet = () => openTestWallet(db, nextUserId(), now);
  const money = (w: TestWallet, amount: number, overrides: Partial<UserMoneyInput> = {}): UserMoneyInput => ({
    userId: w.userId,
    walletAccountId: w.main,
    amount,
    currency: 'RUB',
    idempotencyKey: key(),
    actor: `user:${w.userId}`,
    now,
    ...overrides,
  });
  const balanceOf = async (w: TestWallet, accountId = w.main) => (await accountBalances(db, w.userId)).find((row) => row.walletAccountId === accountId)?.balance;
  const receipt = <T extends { ok: boolean }>(result: T): Extract<T, { ok: true }> extends { value: infer V } ? V : never => {
    if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result)}`);
    return (result as unknown as { value: never }).value;
  };
  const errorCode = (result: { ok: boolean; error?: { code: string } }) => (result.ok ? 'ok' : result.error?.code);

  it('credits a deposit from provider clearing, with a receipt, an audit row and balances in lock-step', async () => {
    const w = await wallet();
    const result = receipt(await creditDeposit(db, money(w, 10_000, { reference: 'payment:demo:1', actor: 'provider:demo', reason: 'demo deposit' })));
    expect(result).toMatchObject({
      kind: 'deposit',
      reference: 'payment:demo:1',
      reversesTransactionId: null,
      createdAt: now.toISOString(),
      withdrawal: null,
      entries: [
        { walletAccountId: w.main, systemAccount: null, currency: 'RUB', amount: 10_000, balanceAfter: 10_000 },
        { walletAccountId: null, systemAccount: 'provider_clearing', currency: 'RUB', amount: -10_000, balanceAfter: null },
      ],
    });
    expect(await balanceOf(w)).toBe(10_000);
    const audit = await db.query<{ actor: string; reason: string; before: string; after: string }>(
      'select a.actor, a.reason, a.balance_before::text as before, a.balance_after::text as after from ledger_balance_audit a join ledger_accounts l on l.id = a.account_id where l.wallet_account_id = $1',
      [w.main],
    );
    expect(audit).toEqual([{ actor: 'provider:demo', reason: 'demo deposit', before: '0', after: '10000' }]);
    expect(await accountEntries(db, { userId: w.userId, walletAccountId: w.main, limit: 10, offset: 0 })).toEqual({
      total: 1,
      entries: [{ transactionId: result.transactionId, kind: 'deposit', reference: 'payment:demo:1', amount: 10_000, balanceAfter: 10_000, createdAt: now.toISOString() }],
    });
    expect(await auditLedger(db)).toMatchObject({ lost: 0, doubled: 0, negative: 0, mismatched: 0 });
  });

  it.each([
    ['a zero amount', { amount: 0 }, 'invalid_amount'],
    ['a negative amount', { amount: -100 }, 'invalid_amount'],
    ['a fractional amount', { amount: 1.5 }, 'invalid_amount'],
    ['an amount beyond a safe integer', { amount: 2 ** 53 }, 'invalid_amount'],
    ['an unknown currency', { currency: 'XXY' }, 'unknown_currency'],
    ['another currency than the account’s', { currency: 'EUR' }, 'currency_mismatch'],
    ['the bonus account', { walletAccount: 'bonus' }, 'wrong_account_type'],
    ['another user’s account', { walletAccount: 'stranger' }, 'account_not_found'],
    ['an account that does not exist', { walletAccountId: 987_654_321 }, 'account_not_found'],
    ['an empty idempotency key', { idempotencyKey: '' }, 'invalid_request'],
    ['an empty reference', { reference: '' }, 'invalid_request'],
  ] as const)('refuses a deposit with %s', async (_label, change, code) => {
    const w = await wallet();
    const stranger = await wallet();
    const { walletAccount, ...overrides } = { walletAccount: undefined, ...change };
    const walletAccountId = walletAccount === 'bonus' ? w.bonus : walletAccount === 'stranger' ? stranger.main : w.main;
    expect(errorCode(await creditDeposit(db, money(w, 500, { walletAccountId, ...overrides })))).toBe(code);
    expect(await balanceOf(w)).toBe(0);
  });

  it('refuses a credit that would take a user balance beyond a safe integer, while the clearing account goes beyond', async () => {
    const w = await wallet();
    receipt(await creditDeposit(db, money(w, Number.MAX_SAFE_INTEGER)));
    expect(errorCode(await payWin(db, money(w, 1)))).toBe('invalid_amount');
    const other = await wallet();
    receipt(await creditDeposit(db, money(other, Number.MAX_SAFE_INTEGER)));
    expect(await balanceOf(w)).toBe(Number.MAX_SAFE_INTEGER);
    expect(await auditLedger(db)).toMatchObject({ lost: 0, doubled: 0, negative: 0, mismatched: 0 });
  });

  it('takes a stake to the house and pays a win and a refund back', async () => {
    const w = await wallet();
    await creditDeposit(db, money(w, 1_000));
    const stake = receipt(await placeStake(db, money(w, 300, { reference: 'bet:1' })));
    expect(stake.entries).toEqual([
      { walletAccountId: w.main, systemAccount: null, currency: 'RUB', amount: -300, balanceAfter: 700 },
      { walletAccountId: null, systemAccount: 'house_bets', currency: 'RUB', amount: 300, balanceAfter: null },
    ]);
    expect(receipt(await payWin(db, money(w, 960, { reference: 'bet:1' }))).entries[0]?.balanceAfter).toBe(1_660);
    expect(receipt(await placeStake(db, money(w, 100, { reference: 'bet:2' }))).entries[0]?.balanceAfter).toBe(1_560);
    expect(receipt(await refundStake(db, money(w, 100, { reference: 'bet:2' }))).entries[0]?.balanceAfter).toBe(1_660);
    expect(await balanceOf(w)).toBe(1_660);
  });

  it.each([
    ['more than the balance', 1_001, undefined, 'insufficient_funds'],
    ['from a frozen account', 10, 'freeze', 'account_frozen'],
    ['from the bonus account when it is empty', 10, 'bonus', 'insufficient_funds'],
    ['in another currency than the account’s', 10, 'eur', 'currency_mismatch'],
  ] as const)('refuses a stake %s', async (_label, amount, setup, code) => {
    const w = await wallet();
    await creditDeposit(db, money(w, 1_000));
    if (setup === 'freeze') await setAccountFrozen(db, w.userId, w.main, true);
    const input = money(w, amount, setup === 'bonus' ? { walletAccountId: w.bonus } : setup === 'eur' ? { currency: 'EUR' } : {});
    expect(errorCode(await placeStake(db, input))).toBe(code);
    expect(await balanceOf(w)).toBe(1_000);
  });

  it('lets a frozen account receive deposits, wins and refunds but not stake, withdraw or transfer out', async () => {
    const w = await wallet();
    await creditDeposit(db, money(w, 1_000));
    await setAccountFrozen(db, w.userId, w.main, true);
    expect(errorCode(await creditDeposit(db, money(w, 100)))).toBe('ok');
    expect(errorCode(await payWin(db, money(w, 100, { reference: 'bet:frozen' })))).toBe('ok');
    expect(errorCode(await refundStake(db, money(w, 100, { reference: 'bet:frozen' })))).toBe('ok');
    expect(errorCode(await placeStake(db, money(w, 100)))).toBe('account_frozen');
    expect(errorCode(await requestWithdrawal(db, money(w, 100)))).toBe('account_frozen');
    const transfer = { userId: w.userId, fromWalletAccountId: w.main, toWalletAccountId: w.bonus, amount: 100, currency: 'RUB', actor: 'user', now };
    expect(errorCode(await transferBetweenAccounts(db, { ...transfer, idempotencyKey: key() }))).toBe('account_frozen');
    await setAccountFrozen(db, w.userId, w.main, false);
    expect(errorCode(await placeStake(db, money(w, 100)))).toBe('ok');
    expect(await balanceOf(w)).toBe(1_200);
  });

  it('holds a withdrawal as pending, then pays it out once on approval', async () => {
    const w = await wallet();
    await creditDeposit(db, money(w, 5_000));
    const request = receipt(await requestWithdrawal(db, money(w, 2_000)));
    const withdrawalId = request.withdrawal?.id ?? 0;
    expect(request).toMatchObject({
      kind: 'withdrawal_request',
      withdrawal: { id: withdrawalId, status: 'pending' },
      entries: [
        { walletAccountId: w.main, amount: -2_000, balanceAfter: 3_000 },
        { systemAccount: 'pending_withdrawals', amount: 2_000 },
      ],
    });
    const approved = receipt(await approveWithdrawal(db, { withdrawalId, idempotencyKey: key(), actor: 'provider:demo', now }));
    expect(approved).toMatchObject({
      kind: 'withdrawal_approve',
      reference: `withdrawal:${withdrawalId}`,
      withdrawal: { id: withdrawalId, status: 'approved' },
      entries: [
        { systemAccount: 'pending_withdrawals', amount: -2_000 },
        { systemAccount: 'provider_clearing', amount: 2_000 },
      ],
    });
    expect(errorCode(await approveWithdrawal(db, { withdrawalId, idempotencyKey: key(), actor: 'provider:demo', now }))).toBe('withdrawal_not_pending');
    expect(errorCode(await rejectWithdrawal(db, { withdrawalId, idempotencyKey: key(), actor: 'provider:demo', now }))).toBe('withdrawal_not_pending');
    expect(errorCode(await approveWithdrawal(db, { withdrawalId: 987_654_321, idempotencyKey: key(), actor: 'provider:demo', now }))).toBe('withdrawal_not_found');
    expect(await balanceOf(w)).toBe(3_000);
    expect(await auditLedger(db)).toMatchObject({ lost: 0, doubled: 0, negative: 0, mismatched: 0 });
  });

  it('gives a rejected withdrawal back to the account, even a frozen one', async () => {
    const w = await wallet();
    await creditDeposit(db, money(w, 5_000));
    const withdrawalId = receipt(await requestWithdrawal(db, money(w, 5_000))).withdrawal?.id ?? 0;
    expect(await balanceOf(w)).toBe(0);
    await setAccountFrozen(db, w.userId, w.main, true);
    const rejected = receipt(await rejectWithdrawal(db, { withdrawalId, idempotencyKey: key(), actor: 'admin:1', reason: 'documents missing', now }));
    expect(rejected.withdrawal).toEqual({ id: withdrawalId, status: 'rejected' });
    expect(rejected.entries).toMatchObject([{ systemAccount: 'pending_withdrawals', amount: -5_000 }, { walletAccountId: w.main, amount: 5_000, balanceAfter: 5_000 }]);
    expect(errorCode(await approveWithdrawal(db, { withdrawalId, idempotencyKey: key(), actor: 'provider:demo', now }))).toBe('withdrawal_not_pending');
  });

  it.each([
    ['from the bonus account', 'bonus', 'wrong_account_type'],
    ['beyond the balance', 'short', 'insufficient_funds'],
  ] as const)('refuses a withdrawal %s', async (_label, setup, code) => {
    const w = await wallet();
    await creditDeposit(db, money(w, 100));
    const input = setup === 'bonus' ? money(w, 10, { walletAccountId: w.bonus }) : money(w, 101);
    expect(errorCode(await requestWithdrawal(db, input))).toBe(code);
    expect(await db.query('select id from ledger_withdrawals where wallet_account_id = $1', [w.main])).toEqual([]);
  });

  it('reverses a transaction exactly, once', async () => {
    const w = await wallet();
    const deposit = receipt(await creditDeposit(db, money(w, 700, { reference: 'payment:rev' })));
    const reversal = receipt(await reverseTransaction(db, { transactionId: deposit.transactionId, idempotencyKey: key(), actor: 'admin:1', reason: 'chargeback', now }));
    expect(reversal).toMatchObject({
      kind: 'reversal',
      reversesTransactionId: deposit.transactionId,
      reference: null,
      entries: [
        { walletAccountId: w.main, amount: -700, balanceAfter: 0 },
        { systemAccount: 'provider_clearing', amount: 700 },
      ],
    });
    expect(errorCode(await reverseTransaction(db, { transactionId: deposit.transactionId, idempotencyKey: key(), actor: 'admin:1', now }))).toBe('already_reversed');
    expect(errorCode(await reverseTransaction(db, { transactionId: reversal.transactionId, idempotencyKey: key(), actor: 'admin:1', now }))).toBe('not_reversible');
    expect(errorCode(await reverseTransaction(db, { transactionId: 987_654_321, idempotencyKey: key(), actor: 'admin:1', now }))).toBe('transaction_not_found');
    expect(await balanceOf(w)).toBe(0);
  });

  it.each([
    ['a stake (money back to the bettor)', 'stake', 'ok', 1_000],
    ['a win already spent', 'spent-win', 'insufficient_funds', 0],
    ['a withdrawal request', 'withdrawal', 'not_reversible', 600],
  ] as const)('reverses %s or says why not', async (_label, setup, code, balance) => {
    const w = await wallet();
    await creditDeposit(db, money(w, 1_000));
    let target: LedgerReceipt;
    if (setup === 'stake') target = receipt(await placeStake(db, money(w, 400)));
    else if (setup === 'withdrawal') target = receipt(await requestWithdrawal(db, money(w, 400)));
    else {
      target = receipt(await payWin(db, money(w, 500)));
      receipt(await placeStake(db, money(w, 1_500)));
    }
    expect(errorCode(await reverseTransaction(db, { transactionId: target.transactionId, idempotencyKey: key(), actor: 'admin:1', now }))).toBe(code);
    expect(await balanceOf(w)).toBe(balance);
  });

  it('grants a bonus to the bonus account only, and transfers between one user’s accounts of one currency', async () => {
    const w = await wallet();
    const other = await wallet();
    const grant = receipt(await grantBonus(db, money(w, 2_500, { walletAccountId: w.bonus, reference: 'bonus:first-deposit', actor: 'system:bonuses' })));
    expect(grant.entries).toMatchObject([
      { walletAccountId: w.bonus, amount: 2_500, balanceAfter: 2_500 },
      { systemAccount: 'bonus_funding', amount: -2_500 },
    ]);
    expect(errorCode(await grantBonus(db, money(w, 100)))).toBe('wrong_account_type');
    const transfer = { userId: w.userId, fromWalletAccountId: w.bonus, toWalletAccountId: w.main, amount: 1_000, currency: 'RUB', actor: `user:${w.userId}`, now };
    const moved = receipt(await transferBetweenAccounts(db, { ...transfer, idempotencyKey: key() }));
    expect(moved.entries).toMatchObject([
      { walletAccountId: w.bonus, amount: -1_000, balanceAfter: 1_500 },
      { walletAccountId: w.main, amount: 1_000, balanceAfter: 1_000 },
    ]);
    expect(errorCode(await transferBetweenAccounts(db, { ...transfer, toWalletAccountId: w.eur, idempotencyKey: key() }))).toBe('currency_mismatch');
    expect(errorCode(await transferBetweenAccounts(db, { ...transfer, toWalletAccountId: other.main, idempotencyKey: key() }))).toBe('account_not_found');
    expect(errorCode(await transferBetweenAccounts(db, { ...transfer, toWalletAccountId: w.bonus, idempotencyKey: key() }))).toBe('same_account');
    expect(errorCode(await transferBetweenAccounts(db, { ...transfer, amount: 1_501, idempotencyKey: key() }))).toBe('insufficient_funds');
    expect((await accountBalances(db, w.userId)).map(({ type, currency, balance }) => ({ type, currency, balance }))).toEqual([
      { type: 0, currency: 'RUB', balance: 1_000 },
      { type: 4, currency: 'RUB', balance: 1_500 },
      { type: 9, currency: 'EUR', balance: 0 },
    ]);
  });

  it('keeps EUR and RUB apart: each currency’s postings sum to zero on their own', async () => {
    const w = await wallet();
    receipt(await creditDeposit(db, money(w, 999, { walletAccountId: w.eur, currency: 'EUR' })));
    receipt(await placeStake(db, money(w, 333, { walletAccountId: w.eur, currency: 'EUR' })));
    expect(await balanceOf(w, w.eur)).toBe(666);
    for (const sum of (await postingSumsByCurrency(db)).values()) expect(sum).toBe(0n);
  });

  describe('idempotency', () => {
    it('returns the stored first result for the same key and body, with one ledger entry', async () => {
      const w = await wallet();
      const input = money(w, 1_234, { idempotencyKey: key('same') });
      const first = await creditDeposit(db, input);
      const again = await creditDeposit(db, { ...input, now: new Date(now.getTime() + 60_000) });
      expect(again).toEqual(first);
      expect(await balanceOf(w)).toBe(1_234);
      expect(await db.query('select id from ledger_transactions where idempotency_key = $1', [input.idempotencyKey])).toHaveLength(1);
    });

    it.each([
      ['another amount', { amount: 1_235 }],
      ['another reference', { reference: 'payment:other' }],
      ['another actor', { actor: 'someone:else' }],
    ])('refuses the same key with %s', async (_label, change) => {
      const w = await wallet();
      const input = money(w, 1_234, { idempotencyKey: key('conflict') });
      receipt(await creditDeposit(db, input));
      expect(errorCode(await creditDeposit(db, { ...input, ...change }))).toBe('idempotency_conflict');
      expect(await balanceOf(w)).toBe(1_234);
    });

    it('refuses one key reused for another operation with the same body', async () => {
      const w = await wallet();
      const input = money(w, 100, { idempotencyKey: key('cross') });
      receipt(await creditDeposit(db, input));
      expect(errorCode(await placeStake(db, input))).toBe('idempotency_conflict');
      expect(await balanceOf(w)).toBe(100);
    });

    it('keeps a refused call refused on retry, even once it could succeed', async () => {
      const w = await wallet();
      const stake = money(w, 500, { idempotencyKey: key('failed') });
      const refused = await placeStake(db, stake);
      expect(errorCode(refused)).toBe('insufficient_funds');
      receipt(await creditDeposit(db, money(w, 1_000)));
      expect(await placeStake(db, stake)).toEqual(refused);
      expect(await balanceOf(w)).toBe(1_000);
      expect(await db.query('select status from ledger_idempotency where key = $1', [stake.idempotencyKey])).toEqual([{ status: 'failed' }]);
    });

    it('keeps one deposit per provider reference, whatever the key', async () => {
      const w = await wallet();
      receipt(await creditDeposit(db, money(w, 100, { reference: 'payment:once' })));
      expect(errorCode(await creditDeposit(db, money(w, 100, { reference: 'payment:once' })))).toBe('duplicate_reference');
      expect(await balanceOf(w)).toBe(100);
    });
  });
});
