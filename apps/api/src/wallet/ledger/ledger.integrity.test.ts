import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../db/database';
import { migrate } from '../../db/migrate';
import { migrations } from '../../db/migrations';
import { enginesUnderTest } from '../../db/testing/engines';
import { openMainAccount } from '../accounts';
import { auditLedger, creditDeposit, placeStake, type LedgerAudit, type UserMoneyInput } from './index';
import { postTransaction } from './post-transaction';
import { systemAccountId } from './system-accounts';
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
    expect(await db.query('select balance::text as balance from ledger_balances where account_id = $1', [clearing])).toEqual([{ balance: '-1000' }]);
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
  });
});

/** Before 0017 a wallet account had no frozen column and no trigger: insert it as the old code did. */
async function openMainAccountBeforeLedger(tx: Queryable, userId: number): Promise<number> {
  const [row] = await tx.query<{ id: string }>('insert into wallet_accounts (user_id, currency_id, type, created_at) values ($1, 643, 0, $2) returning id::text', [userId, now]);
  return Number(row?.id);
}
