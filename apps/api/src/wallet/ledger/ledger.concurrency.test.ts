import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../db/database';
import { enginesUnderTest } from '../../db/testing/engines';
import { openCurrencyAccount } from '../accounts';
import {
  approveWithdrawal,
  auditLedger,
  creditDeposit,
  placeStake,
  postingSumsByCurrency,
  rejectWithdrawal,
  requestWithdrawal,
  reverseTransaction,
  transferBetweenAccounts,
  accountBalances,
  type UserMoneyInput,
} from './index';
import { inRetriedTransaction } from '../../db/retried-transaction';
import { systemAccountId } from './system-accounts';
import { openTestWallet, userIds, type TestWallet } from './testing/ledger-fixtures';

const now = new Date(Date.UTC(2026, 10, 22, 12));

describe('a retried ledger transaction', () => {
  const failing = (codes: (string | undefined)[]): Database & { tries: number } => {
    const fake = {
      engine: 'pglite' as const,
      tries: 0,
      query: () => Promise.resolve([]),
      exec: () => Promise.resolve(),
      close: () => Promise.resolve(),
      async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
        const code = codes[fake.tries];
        fake.tries += 1;
        if (code) throw Object.assign(new Error(`failure ${code}`), { code });
        return work(fake);
      },
    };
    return fake;
  };
  const noWait = { backoffMs: () => 0 };

  it.each([
    ['a serialization failure', '40001'],
    ['a deadlock', '40P01'],
    ['a lost race for a unique row', '23505'],
  ])('runs again after %s', async (_label, code) => {
    const db = failing([code, code]);
    await expect(inRetriedTransaction(db, () => Promise.resolve('done'), noWait)).resolves.toBe('done');
    expect(db.tries).toBe(3);
  });

  it('gives up after the last attempt, and never retries other errors', async () => {
    const busy = failing(['40001', '40001', '40001']);
    await expect(inRetriedTransaction(busy, () => Promise.resolve('done'), { ...noWait, attempts: 3 })).rejects.toThrow('failure 40001');
    expect(busy.tries).toBe(3);
    const broken = failing(['23503']);
    await expect(inRetriedTransaction(broken, () => Promise.resolve('done'), noWait)).rejects.toThrow('failure 23503');
    expect(broken.tries).toBe(1);
  });
});

// PGlite runs one connection, so parallel calls there queue one after another: real concurrency needs the server.
const servers = enginesUnderTest().filter((engine) => engine.name === 'postgres');

describe.each(servers)('the ledger under concurrency on $name', (engine) => {
  let db: Database;
  let dispose: () => Promise<void>;
  const nextUserId = userIds(400_000_000);
  let keyCounter = 0;
  const key = (label: string) => `parallel:${label}:${(keyCounter += 1)}`;

  beforeAll(async () => {
    ({ db, dispose } = await engine.open('migrated'));
  });
  afterAll(async () => {
    expect(await auditLedger(db)).toMatchObject({ lost: 0, doubled: 0, negative: 0, mismatched: 0 });
    for (const sum of (await postingSumsByCurrency(db)).values()) expect(sum).toBe(0n);
    await dispose();
  });

  const money = (w: TestWallet, amount: number, overrides: Partial<UserMoneyInput> = {}): UserMoneyInput => ({
    userId: w.userId,
    walletAccountId: w.main,
    amount,
    currency: 'RUB',
    idempotencyKey: key('money'),
    actor: `user:${w.userId}`,
    now,
    ...overrides,
  });
  const funded = async (amount: number) => {
    const w = await openTestWallet(db, nextUserId(), now);
    const deposit = amount > 0 ? await creditDeposit(db, money(w, amount)) : { ok: true };
    if (!deposit.ok) throw new Error('funding failed');
    return w;
  };
  const balance = async (w: TestWallet, accountId = w.main) => (await accountBalances(db, w.userId)).find((row) => row.walletAccountId === accountId)?.balance ?? Number.NaN;
  const codes = (results: readonly { ok: boolean; error?: { code: string } }[]) =>
    results.reduce<Record<string, number>>((counts, result) => {
      const code = result.ok ? 'ok' : (result.error?.code ?? '?');
      return { ...counts, [code]: (counts[code] ?? 0) + 1 };
    }, {});

  it('lets stakes of two users reach the house at once: each posts while the other still holds its locks', async () => {
    const [first, second] = await Promise.all([funded(100), funded(100)]);
    // Opened beforehand: the first use of a system account waits on whoever opens it.
    await db.transaction((tx) => systemAccountId(tx, 'house_bets', 643, now));
    // Inside the caller's transaction, as placement joins a stake to the coupon's.
    const joined = (tx: Queryable): Database => ({ engine: db.engine, query: (sql, params) => tx.query(sql, params), exec: (sql) => tx.exec(sql), transaction: (work) => work(tx), close: () => Promise.resolve() });
    let posted = 0;
    let bothPosted!: () => void;
    const barrier = new Promise<void>((resolve) => {
      bothPosted = resolve;
    });
    const stakeHeldOpen = (w: TestWallet) =>
      db.transaction(async (tx) => {
        // Waiting on the other's house lock would fail here rather than hang.
        await tx.exec("set local lock_timeout = '5s'");
        const stake = await placeStake(joined(tx), money(w, 30));
        posted += 1;
        if (posted === 2) bothPosted();
        await Promise.race([barrier, new Promise((_, reject) => setTimeout(() => reject(new Error('the other stake never posted')), 6_000))]);
        return stake;
      });
    const results = await Promise.all([stakeHeldOpen(first), stakeHeldOpen(second)]);
    expect(codes(results)).toEqual({ ok: 2 });
    expect([await balance(first), await balance(second)]).toEqual([70, 70]);
    const buckets = await db.query<{ bucket: number }>('select bucket from ledger_balance_audit where transaction_id = any($1::bigint[]) and bucket is not null', [
      results.map((result) => (result.ok ? result.value.transactionId : 0)),
    ]);
    expect(new Set(buckets.map((row) => row.bucket)).size).toBe(2);
  });

  it('posts 40 parallel stakes of 40 users to the house, its buckets summing to them', async () => {
    const wallets = await Promise.all(Array.from({ length: 40 }, () => funded(50)));
    const house = Number((await db.query<{ id: string }>("select id::text as id from ledger_accounts where system_code = 'house_bets' and currency_id = 643"))[0]?.id);
    const [before] = await db.query<{ balance: string }>('select balance::text as balance from ledger_system_balances where account_id = $1', [house]);
    const results = await Promise.all(wallets.map((w) => placeStake(db, money(w, 50))));
    expect(codes(results)).toEqual({ ok: 40 });
    const [after] = await db.query<{ balance: string }>('select balance::text as balance from ledger_system_balances where account_id = $1', [house]);
    expect(BigInt(after?.balance ?? 0) - BigInt(before?.balance ?? 0)).toBe(2_000n);
  });

  it('lets exactly 10 of 50 parallel debits of 10 through a balance of 100, leaving 0', async () => {
    const w = await funded(100);
    const results = await Promise.all(Array.from({ length: 50 }, (_, index) => placeStake(db, money(w, 10, { idempotencyKey: key(`debit-${index}`) }))));
    expect(codes(results)).toEqual({ ok: 10, insufficient_funds: 40 });
    expect(await balance(w)).toBe(0);
  });

  it('makes one ledger entry of 20 parallel calls with one key, and gives all of them the same result', async () => {
    const w = await funded(0);
    const input = money(w, 2_500, { idempotencyKey: key('same-deposit') });
    const results = await Promise.all(Array.from({ length: 20 }, () => creditDeposit(db, input)));
    expect(codes(results)).toEqual({ ok: 20 });
    for (const result of results) expect(result).toEqual(results[0]);
    expect(await db.query('select id from ledger_transactions where idempotency_key = $1', [input.idempotencyKey])).toHaveLength(1);
    expect(await balance(w)).toBe(2_500);
  });

  it('answers 20 parallel stakes with one key alike, whether the stored outcome is a success or a refusal', async () => {
    const w = await funded(50);
    const affordable = money(w, 50, { idempotencyKey: key('same-stake') });
    const first = await Promise.all(Array.from({ length: 20 }, () => placeStake(db, affordable)));
    for (const result of first) expect(result).toEqual(first[0]);
    expect(codes(first)).toEqual({ ok: 20 });
    const unaffordable = money(w, 50, { idempotencyKey: key('same-refused-stake') });
    const second = await Promise.all(Array.from({ length: 20 }, () => placeStake(db, unaffordable)));
    for (const result of second) expect(result).toEqual(second[0]);
    expect(codes(second)).toEqual({ insufficient_funds: 20 });
    expect(await balance(w)).toBe(0);
  });

  it('settles crossing transfers and stakes on two accounts without a deadlock', async () => {
    const w = await funded(1_000);
    const transfer = (from: number, to: number, index: number) =>
      transferBetweenAccounts(db, { userId: w.userId, fromWalletAccountId: from, toWalletAccountId: to, amount: 7, currency: 'RUB', idempotencyKey: key(`cross-${index}`), actor: 'user', now });
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        index % 3 === 0 ? transfer(w.main, w.bonus, index) : index % 3 === 1 ? transfer(w.bonus, w.main, index) : placeStake(db, money(w, 3, { walletAccountId: index % 2 ? w.main : w.bonus })),
      ),
    );
    expect(results.every((result) => result.ok || result.error.code === 'insufficient_funds')).toBe(true);
    const stakes = results.filter((result, index) => index % 3 === 2 && result.ok).length;
    expect((await balance(w, w.main)) + (await balance(w, w.bonus))).toBe(1_000 - 3 * stakes);
  });

  it('reverses one transaction once under 10 parallel reversals with different keys', async () => {
    const w = await funded(0);
    const deposit = await creditDeposit(db, money(w, 900));
    if (!deposit.ok) throw new Error('deposit failed');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) => reverseTransaction(db, { transactionId: deposit.value.transactionId, idempotencyKey: key(`reverse-${index}`), actor: 'admin:1', now })),
    );
    expect(codes(results)).toEqual({ ok: 1, already_reversed: 9 });
    expect(await balance(w)).toBe(0);
  });

  it('settles a withdrawal once under parallel approvals and rejections', async () => {
    const w = await funded(500);
    const request = await requestWithdrawal(db, money(w, 500));
    const withdrawalId = request.ok ? (request.value.withdrawal?.id ?? 0) : 0;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) => (index % 2 ? approveWithdrawal : rejectWithdrawal)(db, { withdrawalId, idempotencyKey: key(`settle-${index}`), actor: 'provider:demo', now })),
    );
    expect(codes(results)).toEqual({ ok: 1, withdrawal_not_pending: 9 });
    expect(await balance(w)).toBe(results.findIndex((result) => result.ok) % 2 ? 0 : 500);
  });

  it('credits one provider payment once when 10 callbacks race with different keys', async () => {
    const w = await funded(0);
    const results = await Promise.all(Array.from({ length: 10 }, (_, index) => creditDeposit(db, money(w, 300, { reference: 'payment:race', idempotencyKey: key(`callback-${index}`) }))));
    expect(codes(results)).toEqual({ ok: 1, duplicate_reference: 9 });
    expect(await balance(w)).toBe(300);
  });

  it('opens one set of system accounts when a currency is first used by parallel calls', async () => {
    const wallets = await Promise.all(Array.from({ length: 10 }, () => openTestWallet(db, nextUserId(), now)));
    const usd = await Promise.all(wallets.map((w) => openCurrencyAccount(db, w.userId, 840, now)));
    const results = await Promise.all(
      wallets.map((w, index) => {
        const account = usd[index];
        return creditDeposit(db, money(w, 100, { walletAccountId: account?.ok ? account.value.id : 0, currency: 'USD' }));
      }),
    );
    expect(codes(results)).toEqual({ ok: 10 });
    expect(await db.query("select system_code from ledger_accounts where currency_id = 840 and owner = 'system'")).toEqual([{ system_code: 'provider_clearing' }]);
  });
});
