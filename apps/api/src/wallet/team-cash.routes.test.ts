import { AccountsPaths, SESSION_COOKIE, TeamCashPaymentSchema, TeamCashPaymentsResponseSchema } from '@betting/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../db/testing/engines';
import { identityApp, registerFast, type IdentityApp } from '../identity/testing';
import { accountBalances } from './ledger';
import { TEAM_CASH_TEST_CONTROL_PATHS } from './team-cash.test-control';

const statusPath = (id: number) => TEAM_CASH_TEST_CONTROL_PATHS.status.replace(':id', String(id));

describe.each(enginesUnderTest())('team-cash test control and list on $name', (engine) => {
  let site: IdentityApp;
  beforeAll(async () => {
    site = await identityApp(engine);
  });
  afterAll(() => site.close());

  const report = (payload: Record<string, unknown>) => site.app.inject({ method: 'POST', url: TEAM_CASH_TEST_CONTROL_PATHS.payments, payload });
  const changeStatus = (id: number, statusId: number) => site.app.inject({ method: 'POST', url: statusPath(id), payload: { status_id: statusId } });
  const listOf = async (session: string, page = 1) =>
    TeamCashPaymentsResponseSchema.parse((await site.app.inject({ method: 'GET', url: `${AccountsPaths.teamCashPayments}?page=${page}`, cookies: { [SESSION_COOKIE]: session } })).json());
  const mainBalance = async (userId: number) => (await accountBalances(site.db, userId)).find((account) => account.type === 0)?.balance;

  it('records an agent’s paid payment, credits the account and lists it with every field of the record', async () => {
    const user = await registerFast(site.app);
    const response = await report({ user_id: user.user_id, amount: 30_000, status_id: 2, message: 'Cash desk 1' });
    expect(response.statusCode).toBe(201);
    const paid = TeamCashPaymentSchema.parse(response.json());
    expect(paid).toMatchObject({ status_id: 2, summ: 30_000, iso: 'RUB', money_deposit_id: expect.any(Number) });
    expect(await mainBalance(user.user_id)).toBe(30_000);
    expect(await listOf(user.session)).toEqual({ entities: [paid], total_count: 1 });
  });

  it('credits an awaiting payment when the agent marks it paid, once', async () => {
    const user = await registerFast(site.app);
    const awaiting = TeamCashPaymentSchema.parse((await report({ user_id: user.user_id, amount: 4_000, status_id: 1 })).json());
    expect(awaiting.money_deposit_id).toBeNull();
    expect(await mainBalance(user.user_id)).toBe(0);

    const marked = await changeStatus(awaiting.id, 2);
    const markedAgain = await changeStatus(awaiting.id, 2);
    expect([marked.statusCode, markedAgain.statusCode]).toEqual([200, 200]);
    expect(markedAgain.json()).toEqual(marked.json());
    expect(await mainBalance(user.user_id)).toBe(4_000);
    expect((await changeStatus(awaiting.id, 3)).json()).toMatchObject({ error: { code: 'already_paid' } });
  });

  it('pages the list newest first, 20 a page', async () => {
    const user = await registerFast(site.app);
    for (let index = 0; index < 21; index += 1) {
      site.clock.advance(1_000);
      expect((await report({ user_id: user.user_id, amount: 100 + index, status_id: index % 2 === 0 ? 2 : 1 })).statusCode).toBe(201);
    }
    const [first, second] = [await listOf(user.session, 1), await listOf(user.session, 2)];
    expect([first.entities.length, second.entities.length, first.total_count]).toEqual([20, 1, 21]);
    expect(first.entities[0]?.summ).toBe(120);
    expect(second.entities[0]?.summ).toBe(100);
  });

  it('refuses reports about no account, unknown payments and bad statuses', async () => {
    expect((await report({ user_id: 999_999_998, amount: 100, status_id: 2 })).statusCode).toBe(404);
    expect((await changeStatus(987_654_321, 2)).statusCode).toBe(404);
    expect((await report({ user_id: 1, amount: 100, status_id: 0 })).statusCode).toBe(400);
    expect((await report({ user_id: 1, amount: 1.5, status_id: 2 })).statusCode).toBe(400);
  });
});
