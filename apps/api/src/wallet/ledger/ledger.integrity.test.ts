import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../db/database';
import { migrate } from '../../db/migrate';
import { migrations } from '../../db/migrations';
import { enginesUnderTest } from '../../db/testing/engines';
import { openMainAccount } from '../accounts';
import { auditLedger, creditDeposit, placeStake, type LedgerAudit, type UserMoneyInput } from './index';
import { postTransaction } from './post-transaction';
import { SYSTEM_BALANCE_BUCKETS, systemAccountId } from './system-accounts';
import { openTestWallet, userIds, type TestWallet } from './testing/ledger-fixtures';

const now = new Date(Date.UTC(2026, 10, 22, 12));

describe.each(enginesUnderTest())('ledger integrity on $name', (engine) => {
  let db: Database;
  let dispose: () => Promise<void>;
  const nextUserId = userIds(500_000_000);
  let keyCounter = 0;
  const key = () => `integrity:${(keyCounter += 1)}`;
  let w: TestWallet;
  let depositId: number;

  const money = (amount: number, overrides: Partial<UserMoneyInput> = {}): UserMoneyInput => ({
    userId: w.userId,
    walletAccountId: w.main,
    amount,
    currency: 'RUB',
    idempotencyKey: key(),
    actor: 'test',
    now,
    ...overrides,
  });
  const ledgerAccountOf = async (walletAccountId: number) =>
    Number((await db.query<{ id: string }>('select id::text as id from ledger_accounts where wallet_account_id = $1', [walletAccountId]))[0]?.id);

  beforeAll(async () => {
    ({ db, dispose } = await engine.open('empty'));
    // A wallet account opened before the ledger existed gets its ledger account and zero balance from the migration.
    await migrate(
      db,
      migrations.filter((migration) => migration.id < '0017'),
    );
    const early = nextUserId();
    await db.query(
      "insert into users (id, registration_type, password_hash, country_id, currency_id, first_deposit_bonus_choice, created_at) values ($1, 'fast_reg', 'x', 643, 643, 0, $2)",
      [early, now],
    );
    const account = await db.transaction((tx) => openMainAccountBeforeLedger(tx, early));
    expect(await migrate(db, migrations.filter((migration) => migration.id < '0018'))).toEqual(['0017_ledger']);
    expect(await db.query('select b.balance::text as balance from ledger_balances b join ledger_accounts l on l.id = b.account_id where l.wallet_account_id = $1', [account])).toEqual([
      { balance: '0' },
    ]);
    await migrate(db);

    w = await openTestWallet(db, nextUserId(), now);
    const deposit = await creditDeposit(db, money(1_000, { reference: 'payment:integrity' }));
    if (!deposit.ok) throw new Error('deposit failed');
    depositId = deposit.value.transactionId;
    await placeStake(db, money(400));
  });
  afterAll(() => dispose());

  it('keeps registration’s main account working: the trigger opens its ledger account', async () => {
    const userId = nextUserId();
    await db.query(
      "insert into users (id, registration_type, password_hash, country_id, currency_id, first_deposit_bonus_choice, created_at) values ($1, 'fast_reg', 'x', 643, 643, 0, $2)",
      [userId, now],
    );
    const account = await db.transaction((tx) => openMainAccount(tx, userId, 643, now));
    expect(account).toMatchObject({ userId, currencyId: 643, type: 0, frozen: false });
    expect(await ledgerAccountOf(account.id)).toBeGreaterThan(0);
  });

  it.each([
    ['update', 'update ledger_balance_audit set balance_after = 0'],
    ['delete', 'delete from ledger_balance_audit'],
    ['truncate', 'truncate ledger_balance_audit'],
  ])('keeps the audit trail append-only: %s is refused', async (_label, sql) => {
    await expect(db.query(sql)).rejects.toThrow(/append-only/);
  });

  it.each([
    ['update a posting', 'update ledger_postings set amount = amount * 2'],
    ['delete a posting', 'delete from ledger_postings'],
    ['update a transaction', "update ledger_transactions set actor = 'someone else'"],
    ['delete a transaction', 'delete from ledger_transactions'],
  ])('keeps postings and transactions append-only: %s is refused', async (_label, sql) => {
    await expect(db.query(sql)).rejects.toThrow(/append-only/);
  });

  it('refuses at commit a transaction whose postings written by hand do not sum to zero', async () => {
    const account = await ledgerAccountOf(w.main);
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into ledger_idempotency (key, operation, fingerprint, status, created_at) values ('by-hand', 'x', repeat('0', 64), 'pending', $1)", [now]);
        const [row] = await tx.query<{ id: string }>("insert into ledger_transactions (kind, idempotency_key, actor, created_at) values ('deposit', 'by-hand', 'hand', $1) returning id::text", [now]);
        await tx.query('insert into ledger_postings (transaction_id, account_id, currency_id, amount) values ($1, $2, 643, 5)', [row?.id, account]);
      }),
    ).rejects.toThrow(/does not sum to zero|fewer than two postings/);
    expect(await db.query("select key from ledger_idempotency where key = 'by-hand'")).toEqual([]);
  });

  it('refuses a user balance below zero written by hand; a system balance may go below zero', async () => {
    await expect(db.query('update ledger_balances set balance = -1 where account_id = $1', [await ledgerAccountOf(w.main)])).rejects.toThrow(/ledger_balances_user_not_negative/);
    const clearing = await db.transaction((tx) => systemAccountId(tx, 'provider_clearing', 643, now));
    expect(await db.query('select balance::text as balance from ledger_system_balances where account_id = $1', [clearing])).toEqual([{ balance: '-1000' }]);
  });

  it('keeps a system balance in buckets, each posting in one bucket with that bucket’s audit trail', async () => {
    const house = await db.transaction((tx) => systemAccountId(tx, 'house_bets', 643, now));
    const buckets = await db.query<{ bucket: number; balance: string }>('select bucket, balance::text as balance from ledger_system_buckets where account_id = $1 order by bucket', [house]);
    expect(buckets.map((row) => row.bucket)).toEqual(Array.from({ length: SYSTEM_BALANCE_BUCKETS }, (_, index) => index));
    expect(buckets.filter((row) => row.balance !== '0')).toEqual([{ bucket: expect.any(Number), balance: '400' }]);
    expect(await db.query('select bucket, balance_before::text as before, balance_after::text as after from ledger_balance_audit where account_id = $1', [house])).toEqual([
      { bucket: buckets.find((row) => row.balance !== '0')?.bucket, before: '0', after: '400' },
    ]);
    expect(await db.query("select account_id from ledger_balances where owner = 'system'")).toEqual([]);
    await expect(db.query("insert into ledger_balances (account_id, owner, balance, updated_at) values ($1, 'system', 0, $2)", [house, now])).rejects.toThrow(/ledger_balances_users_only/);
  });

  it('spreads postings of one system account over its buckets by transaction id', async () => {
    const house = await db.transaction((tx) => systemAccountId(tx, 'house_bets', 643, now));
    const other = await openTestWallet(db, nextUserId(), now);
    await creditDeposit(db, money(1_000, { walletAccountId: other.main, userId: other.userId }));
    for (let index = 0; index < 4; index += 1) await placeStake(db, money(10, { walletAccountId: other.main, userId: other.userId }));
    const rows = await db.query<{ transaction_id: string; bucket: number }>(
      'select transaction_id::text as transaction_id, bucket from ledger_balance_audit where account_id = $1 order by id desc limit 4',
      [house],
    );
    // Run one at a time, each takes the bucket its transaction id starts from.
    for (const row of rows) expect(row.bucket).toBe(Number(row.transaction_id) % SYSTEM_BALANCE_BUCKETS);
    expect(new Set(rows.map((row) => row.bucket)).size).toBe(4);
  });

  it('keeps a wallet account’s currency', async () => {
    await expect(db.query('update wallet_accounts set currency_id = 840 where id = $1', [w.main])).rejects.toThrow(/keeps its user and currency/);
  });

  it('refuses to post an unbalanced draft and writes nothing', async () => {
    const main = await ledgerAccountOf(w.main);
    const house = await db.transaction((tx) => systemAccountId(tx, 'house_bets', 643, now));
    const eurHouse = await db.transaction((tx) => systemAccountId(tx, 'house_bets', 978, now));
    const draft = { kind: 'bet_stake', idempotencyKey: 'never-claimed', actor: 'test', reason: null, reference: null, reversesId: null, now, refuseFrozenDebits: true } as const;
    const attempts = [
      [{ ledgerAccountId: main, amount: -10 }, { ledgerAccountId: house, amount: 9 }],
      [{ ledgerAccountId: main, amount: -10 }, { ledgerAccountId: eurHouse, amount: 10 }],
      [{ ledgerAccountId: main, amount: -10 }],
      [{ ledgerAccountId: main, amount: 0 }, { ledgerAccountId: house, amount: 0 }],
      [{ ledgerAccountId: main, amount: -10 }, { ledgerAccountId: main, amount: 10 }],
    ];
    for (const postings of attempts) {
      const result = await db.transaction((tx) => postTransaction(tx, { ...draft, postings }));
      expect(result.ok ? 'ok' : result.error.code).toMatch(/^(unbalanced|invalid_amount)$/);
    }
    expect(await db.query("select id from ledger_transactions where idempotency_key = 'never-claimed'")).toEqual([]);
  });

  describe('auditLedger counts what it finds', () => {
    const corrupt = (work: (tx: Queryable) => Promise<unknown>) =>
      db.transaction(async (tx) => {
        await tx.exec('set local session_replication_role = replica');
        await work(tx);
      });
    const handWritten = async (tx: Queryable, label: string, kind: string, reference: string | null) => {
      await tx.query("insert into ledger_idempotency (key, operation, fingerprint, status, created_at) values ($1, 'x', repeat('0', 64), 'pending', $2)", [label, now]);
      const [row] = await tx.query<{ id: string }>('insert into ledger_transactions (kind, idempotency_key, reference, actor, created_at) values ($1, $2, $3, $4, $5) returning id::text', [
        kind,
        label,
        reference,
        'corruptor',
        now,
      ]);
      return row?.id;
    };
    let before: LedgerAudit;

    it('finds nothing wrong in a healthy ledger', async () => {
      before = await auditLedger(db);
      expect(before).toMatchObject({ lost: 0, doubled: 0, negative: 0, mismatched: 0 });
      expect(before.transactions).toBeGreaterThanOrEqual(2);
    });

    it('finds a one-legged transaction (lost) and the balance that no longer matches its postings', async () => {
      const main = await ledgerAccountOf(w.main);
      await corrupt(async (tx) => {
        const id = await handWritten(tx, 'one-leg', 'deposit', null);
        await tx.query('insert into ledger_postings (transaction_id, account_id, currency_id, amount) values ($1, $2, 643, 5)', [id, main]);
      });
      expect(await auditLedger(db)).toEqual({ ...before, lost: 2, mismatched: 1, transactions: before.transactions + 1 });
    });

    it('finds an effect claimed twice: a second key pointing at another key’s transaction, and a reference settled twice', async () => {
      const audit = await auditLedger(db);
      await db.query(
        "insert into ledger_idempotency (key, operation, fingerprint, status, result, transaction_id, created_at, completed_at) values ('ghost', 'deposit', repeat('0', 64), 'succeeded', '{}', $1, $2, $2)",
        [depositId, now],
      );
      expect(await auditLedger(db)).toEqual({ ...audit, doubled: 1 });
      await db.exec('drop index ledger_transactions_one_per_reference');
      const main = await ledgerAccountOf(w.main);
      const clearing = await db.transaction((tx) => systemAccountId(tx, 'provider_clearing', 643, now));
      await corrupt(async (tx) => {
        const id = await handWritten(tx, 'again', 'deposit', 'payment:integrity');
        await tx.query('insert into ledger_postings (transaction_id, account_id, currency_id, amount) values ($1, $2, 643, 1000), ($1, $3, 643, -1000)', [id, main, clearing]);
      });
      expect(await auditLedger(db)).toEqual({ ...audit, doubled: 2, mismatched: audit.mismatched + 1, transactions: audit.transactions + 1 });
    });

    it('finds a negative user balance', async () => {
      const audit = await auditLedger(db);
      const other = await openTestWallet(db, nextUserId(), now);
      await db.exec('alter table ledger_balances drop constraint ledger_balances_user_not_negative');
      await db.query('update ledger_balances set balance = -50 where account_id = $1', [await ledgerAccountOf(other.main)]);
      expect(await auditLedger(db)).toEqual({ ...audit, negative: 1, mismatched: audit.mismatched + 1 });
    });

    it('finds a system bucket changed by hand, even when its account’s sum still matches the postings', async () => {
      const audit = await auditLedger(db);
      const house = await db.transaction((tx) => systemAccountId(tx, 'house_bets', 643, now));
      await db.query('update ledger_system_buckets set balance = balance + case bucket when 0 then 5 when 1 then -5 else 0 end where account_id = $1 and bucket in (0, 1)', [house]);
      expect(await auditLedger(db)).toEqual({ ...audit, mismatched: audit.mismatched + 1 });
      await db.query('update ledger_system_buckets set balance = balance + 5 where account_id = $1 and bucket = 1', [house]);
      expect(await auditLedger(db)).toEqual({ ...audit, mismatched: audit.mismatched + 1 });
    });
  });
});

describe.each(enginesUnderTest())('system balances written before the buckets on $name', (engine) => {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await engine.open('empty'));
  });
  afterAll(() => dispose());

  it('moves each system balance into its bucket 0, whose trail continues the account’s', async () => {
    await migrate(
      db,
      migrations.filter((migration) => migration.id < '0037'),
    );
    const w = await openTestWallet(db, 510_000_001, now);
    const main = Number((await db.query<{ id: string }>('select id::text as id from ledger_accounts where wallet_account_id = $1', [w.main]))[0]?.id);
    const clearing = await db.transaction((tx) => systemAccountId(tx, 'provider_clearing', 643, now));
    // A deposit as the ledger wrote it before 0037: the clearing account's one balance row, its audit row without a bucket.
    await db.transaction(async (tx) => {
      await tx.query("insert into ledger_idempotency (key, operation, fingerprint, status, created_at) values ('before-buckets', 'deposit', repeat('0', 64), 'pending', $1)", [now]);
      const [row] = await tx.query<{ id: string }>("insert into ledger_transactions (kind, idempotency_key, actor, created_at) values ('deposit', 'before-buckets', 'test', $1) returning id::text", [now]);
      await tx.query('insert into ledger_postings (transaction_id, account_id, currency_id, amount) values ($1, $2, 643, 700), ($1, $3, 643, -700)', [row?.id, main, clearing]);
      await tx.query('update ledger_balances set balance = balance + case account_id when $1 then 700 else -700 end where account_id in ($1, $2)', [main, clearing]);
      await tx.query(
        "insert into ledger_balance_audit (account_id, transaction_id, actor, reason, balance_before, balance_after, created_at) values ($1, $3, 'test', 'deposit', 0, 700, $4), ($2, $3, 'test', 'deposit', 0, -700, $4)",
        [main, clearing, row?.id, now],
      );
    });

    expect(await migrate(db)).toEqual(migrations.filter((migration) => migration.id >= '0037').map((migration) => migration.id));
    expect(await db.query('select bucket, balance::text as balance from ledger_system_buckets where account_id = $1 and balance <> 0', [clearing])).toEqual([{ bucket: 0, balance: '-700' }]);
    expect(await db.query('select count(*)::int as buckets from ledger_system_buckets where account_id = $1', [clearing])).toEqual([{ buckets: SYSTEM_BALANCE_BUCKETS }]);
    expect(await auditLedger(db)).toMatchObject({ lost: 0, doubled: 0, negative: 0, mismatched: 0 });

    // New postings land in buckets (bucket 0 among them), and the audit still finds every trail whole.
    for (let index = 0; index < SYSTEM_BALANCE_BUCKETS; index += 1) {
      const credited = await creditDeposit(db, { userId: w.userId, walletAccountId: w.main, amount: 10, currency: 'RUB', idempotencyKey: `after-buckets:${index}`, actor: 'test', now });
      expect(credited.ok).toBe(true);
    }
    expect(await db.query('select balance::text as balance from ledger_system_balances where account_id = $1', [clearing])).toEqual([{ balance: String(-700 - 10 * SYSTEM_BALANCE_BUCKETS) }]);
    expect(await auditLedger(db)).toMatchObject({ lost: 0, doubled: 0, negative: 0, mismatched: 0 });
  });
});

/** Before 0017 a wallet account had no frozen column and no trigger: insert it as the old code did. */
async function openMainAccountBeforeLedger(tx: Queryable, userId: number): Promise<number> {
  const [row] = await tx.query<{ id: string }>('insert into wallet_accounts (user_id, currency_id, type, created_at) values ($1, 643, 0, $2) returning id::text', [userId, now]);
  return Number(row?.id);
}
