import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { seed } from '../db/seeds';
import { DEMO_USER } from '../db/seeds/0006_identity';
import { enginesUnderTest } from '../db/testing/engines';
import { teamCashPayments } from './account-history';
import { accountBalances, auditLedger } from './ledger';
import { openTestWallet, userIds, type TestWallet } from './ledger/testing/ledger-fixtures';
import { changeTeamCashStatus, markTeamCashPaymentPaid, recordTeamCashPayment, teamCashReference, type TeamCashPaymentInput } from './team-cash';

const now = new Date(Date.UTC(2026, 10, 22, 12));

describe.each(enginesUnderTest())('team-cash payments on $name', (engine) => {
  let db: Database;
  let dispose: () => Promise<void>;
  const nextUserId = userIds(300_000_000);

  beforeAll(async () => {
    ({ db, dispose } = await engine.open('migrated'));
  });
  afterAll(() => dispose());

  const wallet = () => openTestWallet(db, nextUserId(), now);
  const balanceOf = async (w: TestWallet, accountId = w.main) => (await accountBalances(db, w.userId)).find((row) => row.walletAccountId === accountId)?.balance;
  const record = async (w: TestWallet, overrides: Partial<TeamCashPaymentInput> = {}) => {
    const recorded = await recordTeamCashPayment(db, { userId: w.userId, amount: 50_000, statusId: 1, now, ...overrides });
    if (!recorded.ok) throw new Error(`recording refused: ${recorded.error.code}`);
    return recorded.value;
  };
  const creditsOf = (paymentId: number) => db.query<{ id: unknown }>('select id from ledger_transactions where reference = $1', [teamCashReference(paymentId)]);

  it('credits a payment reported as paid at once, with its deposit as money_deposit_id', async () => {
    const w = await wallet();
    const paid = await record(w, { statusId: 2, amount: 125_000, message: 'Cash desk 3' });
    expect(paid).toMatchObject({ status_id: 2, status_title: 'Paid', summ: 125_000, iso: 'RUB', message: 'Cash desk 3', money_deposit_id: expect.any(Number) });
    expect(await balanceOf(w)).toBe(125_000);
    expect((await creditsOf(paid.id)).map((row) => Number(row.id))).toEqual([paid.money_deposit_id]);
  });

  it('moves no money while the payment awaits, then credits it once however often the agent says paid', async () => {
    const w = await wallet();
    const awaiting = await record(w);
    expect(awaiting).toMatchObject({ status_id: 1, status_title: 'Awaiting payment', money_deposit_id: null });
    expect(await balanceOf(w)).toBe(0);

    const first = await markTeamCashPaymentPaid(db, { paymentId: awaiting.id, now });
    const again = await changeTeamCashStatus(db, { paymentId: awaiting.id, statusId: 2, now });
    expect(first.ok && again.ok && first.value.money_deposit_id === again.value.money_deposit_id).toBe(true);
    expect(await balanceOf(w)).toBe(50_000);
    expect(await creditsOf(awaiting.id)).toHaveLength(1);
  });

  it('credits once when the agent reports the same payment paid many times at once', async () => {
    const w = await wallet();
    const awaiting = await record(w, { amount: 7_000 });
    const results = await Promise.all(Array.from({ length: 8 }, () => markTeamCashPaymentPaid(db, { paymentId: awaiting.id, now })));
    const depositIds = new Set(results.map((result) => (result.ok ? result.value.money_deposit_id : result.error.code)));
    expect(depositIds.size).toBe(1);
    expect([...depositIds][0]).toEqual(expect.any(Number));
    expect(await balanceOf(w)).toBe(7_000);
    expect(await auditLedger(db)).toMatchObject({ lost: 0, doubled: 0, negative: 0, mismatched: 0 });
  });

  it('finishes the record after a crash between the credit and the record, replaying the one credit', async () => {
    const w = await wallet();
    const awaiting = await record(w, { amount: 9_900 });
    const crashingOnRecord: Database = {
      ...db,
      query: (sql, params) => (sql.startsWith('update team_cash_payments') ? Promise.reject(new Error('connection lost')) : db.query(sql, params)),
    };
    await expect(markTeamCashPaymentPaid(crashingOnRecord, { paymentId: awaiting.id, now })).rejects.toThrow('connection lost');
    expect(await balanceOf(w)).toBe(9_900);

    const retried = await markTeamCashPaymentPaid(db, { paymentId: awaiting.id, now });
    expect(retried.ok && retried.value.status_id).toBe(2);
    expect(await balanceOf(w)).toBe(9_900);
    expect((await creditsOf(awaiting.id)).map((row) => Number(row.id))).toEqual([retried.ok ? retried.value.money_deposit_id : null]);
  });

  it('credits the currency account it names, and refuses accounts and payments that are not there', async () => {
    const w = await wallet();
    const eur = await record(w, { walletAccountId: w.eur, statusId: 2, amount: 2_500 });
    expect(eur).toMatchObject({ iso: 'EUR', status_id: 2 });
    expect(await balanceOf(w, w.eur)).toBe(2_500);

    const other = await wallet();
    const refusals = await Promise.all([
      recordTeamCashPayment(db, { userId: other.userId, walletAccountId: w.main, amount: 100, statusId: 2, now }),
      recordTeamCashPayment(db, { userId: w.userId, walletAccountId: w.bonus, amount: 100, statusId: 2, now }),
      recordTeamCashPayment(db, { userId: nextUserId(), amount: 100, statusId: 1, now }),
      recordTeamCashPayment(db, { userId: w.userId, amount: 0, statusId: 1, now }),
      recordTeamCashPayment(db, { userId: w.userId, amount: 100, statusId: 10, now }),
      markTeamCashPaymentPaid(db, { paymentId: 987_654_321, now }),
    ]);
    expect(refusals.map((result) => (result.ok ? 'ok' : result.error.code))).toEqual([
      'account_not_found',
      'account_not_found',
      'account_not_found',
      'invalid_request',
      'invalid_request',
      'payment_not_found',
    ]);
    expect(await balanceOf(other)).toBe(0);
  });

  it('lets the agent change an unpaid status, but a paid payment keeps its status', async () => {
    const w = await wallet();
    const awaiting = await record(w);
    const cancelled = await changeTeamCashStatus(db, { paymentId: awaiting.id, statusId: 3, now });
    expect(cancelled.ok && cancelled.value).toMatchObject({ status_id: 3, status_title: 'Cancelled', money_deposit_id: null });
    const paid = await record(w, { statusId: 2 });
    const refused = await changeTeamCashStatus(db, { paymentId: paid.id, statusId: 3, now });
    expect(refused.ok ? 'ok' : refused.error.code).toBe('already_paid');
    expect((await teamCashPayments(db, w.userId, { page: 1, pageSize: 20 })).entities.map((payment) => payment.status_id).sort()).toEqual([2, 3]);
  });

  it('seeds two paid payments for the demo bettor, credited through the ledger', async () => {
    await seed(db);
    const seeded = await teamCashPayments(db, DEMO_USER.id, { page: 1, pageSize: 20 });
    expect(seeded.total_count).toBe(2);
    expect(seeded.entities.every((payment) => payment.status_id === 2 && payment.money_deposit_id !== null)).toBe(true);
    for (const payment of seeded.entities) expect((await creditsOf(payment.id)).map((row) => Number(row.id))).toEqual([payment.money_deposit_id]);
    expect(await auditLedger(db)).toMatchObject({ lost: 0, doubled: 0, negative: 0, mismatched: 0 });
  });
});
