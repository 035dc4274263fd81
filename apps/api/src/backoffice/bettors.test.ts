import {
  AuditResponseSchema,
  AuthPaths,
  BackofficeBettorPaths,
  BackofficePaths,
  BettorBanSchema,
  BettorDetailSchema,
  BettorSearchResponseSchema,
  OfficePaths,
  SESSION_COOKIE,
  TeamCashPaymentSchema,
  UserConfigResponseSchema,
  AccountsPaths,
} from '@betting/contracts';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../db/testing/engines';
import { identitySite, registerFast } from '../identity/testing';
import { accountBalances } from '../wallet';
import { auditLedger, TEAM_CASH_TEST_CONTROL_PATHS } from '../wallet/testing';
import { signedInStaff } from './staff.fixture';

const APPEAL = 'I was restricted by mistake, please look at my account again.';

describe.each(enginesUnderTest())('bettors, bans and team cash on the back office on $name', (engine) => {
  const site = identitySite(engine);
  const staffOf = (roles: Parameters<typeof signedInStaff>[1]) => signedInStaff(site, roles);
  const get = (cookies: Record<string, string>, url: string) => site.app.inject({ method: 'GET', url, cookies });
  const post = (cookies: Record<string, string>, url: string, payload: unknown) => site.app.inject({ method: 'POST', url, cookies, payload: payload as Record<string, unknown> });
  const auditOf = async (admin: Record<string, string>, target: string) =>
    AuditResponseSchema.parse((await get(admin, `${BackofficePaths.audit}?target=${encodeURIComponent(target)}`)).json()).entities;
  const bettorSide = (session: string) => ({
    rights: async () => (await site.app.inject({ method: 'GET', url: AuthPaths.rights, cookies: { [SESSION_COOKIE]: session } })).json<{ ban_level: number; rights: string[] }>(),
    config: async () => UserConfigResponseSchema.parse((await site.app.inject({ method: 'GET', url: AuthPaths.userConfig, cookies: { [SESSION_COOKIE]: session } })).json()).result,
    appeal: () => site.app.inject({ method: 'POST', url: OfficePaths.blockAppeals, cookies: { [SESSION_COOKIE]: session }, payload: { message: APPEAL } }),
    page: (path: string) => site.app.inject({ method: 'GET', url: path, cookies: { [SESSION_COOKIE]: session } }),
  });
  const reportTeamCash = async (userId: number, amount: number, statusId: number) =>
    TeamCashPaymentSchema.parse((await site.app.inject({ method: 'POST', url: TEAM_CASH_TEST_CONTROL_PATHS.payments, payload: { user_id: userId, amount, status_id: statusId } })).json());

  it('refuses a bettor, and a staff role without the permission, on every bettor, ban and team-cash call', async () => {
    const [kyc, trader, payments, risk] = [await staffOf(['kyc']), await staffOf(['trader']), await staffOf(['payments']), await staffOf(['risk'])];
    const bettor = await registerFast(site.app);
    const payment = await reportTeamCash(bettor.user_id, 5_000, 1);
    const token = (await site.app.inject({ method: 'GET', url: `${AuthPaths.getToken}?force_refresh=true`, cookies: { [SESSION_COOKIE]: bettor.session } })).json<{ token: string }>().token;
    const calls = [
      { method: 'GET', url: `${BackofficeBettorPaths.search}?q=${bettor.user_id}`, permitted: payments, refused: trader },
      { method: 'GET', url: BackofficeBettorPaths.bettor(bettor.user_id), permitted: payments, refused: kyc },
      // A payments officer sees the bettor but may not ban them; a risk officer may.
      { method: 'POST', url: BackofficeBettorPaths.ban(bettor.user_id), permitted: risk, refused: payments, payload: { level: 0, version: 0, reason: 'checking the guard' } },
      { method: 'POST', url: BackofficeBettorPaths.teamCashStatus(payment.id), permitted: payments, refused: trader, payload: { status_id: 1, reason: 'checking the guard' } },
    ] as const;
    for (const call of calls) {
      const as = (options: { cookies?: Record<string, string>; headers?: Record<string, string> }) =>
        site.app.inject({ method: call.method, url: call.url, ...options, payload: 'payload' in call ? call.payload : undefined });
      expect((await as({ cookies: call.refused })).statusCode, `${call.method} ${call.url} without the permission`).toBe(403);
      expect((await as({ cookies: kyc })).statusCode, `${call.method} ${call.url} as kyc`).toBe(403);
      expect((await as({ cookies: { [SESSION_COOKIE]: bettor.session } })).statusCode).toBe(401);
      expect((await as({ headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
      expect((await as({ cookies: call.permitted })).statusCode, `${call.method} ${call.url} with the permission`).toBe(200);
    }
    // Nothing the refused calls tried happened: the bettor is not banned and the payment still awaits.
    expect((await bettorSide(bettor.session).rights()).ban_level).toBe(0);
  });

  it('a risk officer finds a bettor, bans them with a reason and lifts the ban; the site restricts them meanwhile; each change one audit record', async () => {
    const risk = await staffOf(['risk']);
    const admin = await staffOf(['admin']);
    const email = `banned-${Date.now()}@mail.test`;
    const bettor = await registerFast(site.app);
    await site.db.query('update users set email = $2 where id = $1', [bettor.user_id, email]);
    const side = bettorSide(bettor.session);
    expect((await side.rights()).rights).toContain('bet');

    for (const q of [String(bettor.user_id), email.toUpperCase().slice(0, 12)]) {
      const found = BettorSearchResponseSchema.parse((await get(risk, `${BackofficeBettorPaths.search}?q=${encodeURIComponent(q)}`)).json());
      expect(found.entities.map((entity) => entity.user_id), q).toContain(bettor.user_id);
    }
    expect(BettorDetailSchema.parse((await get(risk, BackofficeBettorPaths.bettor(bettor.user_id))).json()).ban).toEqual({
      level: 0,
      version: 0,
      deduce_allowed: false,
      reason: null,
      set_by: null,
      set_at: null,
    });
    expect((await get(risk, BackofficeBettorPaths.bettor(999_999_999))).statusCode).toBe(404);

    // Banned at level 53, version 1: the level version 1 names, so the withdrawal page stays open (spec §2).
    const banned = await post(risk, BackofficeBettorPaths.ban(bettor.user_id), { level: 53, version: 1, reason: '  Bonus abuse ring, case 118  ' });
    expect(banned.statusCode, banned.body).toBe(200);
    expect(BettorBanSchema.parse(banned.json())).toMatchObject({ level: 53, version: 1, deduce_allowed: true, reason: 'Bonus abuse ring, case 118', set_at: expect.any(String) });
    // The site: no rights, the ban in the user config, an appeal accepted, an office page sent to the appeals page,
    // the withdrawal page still open.
    expect(await side.rights()).toMatchObject({ ban_level: 53, rights: [] });
    expect(await side.config()).toMatchObject({ ban_level: 53, ban_version: 1 });
    expect((await side.appeal()).statusCode).toBe(201);
    const office = await side.page('/en/office/account');
    expect(office.statusCode).toBe(302);
    expect(office.headers.location).toMatch(/\/en\/block-appeal-history$/);
    expect((await side.page('/en/office/deduce')).statusCode).toBe(200);

    // Version 0 names level 45: at 53 the bettor keeps no way to the withdrawal page.
    const stricter = BettorBanSchema.parse((await post(risk, BackofficeBettorPaths.ban(bettor.user_id), { level: 53, version: 0, reason: 'Funds held for the investigation' })).json());
    expect(stricter.deduce_allowed).toBe(false);
    expect((await side.page('/en/office/deduce')).statusCode).toBe(302);

    const lifted = BettorBanSchema.parse((await post(risk, BackofficeBettorPaths.ban(bettor.user_id), { level: 0, version: 0, reason: 'Cleared after review' })).json());
    expect(lifted).toMatchObject({ level: 0, deduce_allowed: false, reason: 'Cleared after review' });
    expect((await side.rights()).rights).toEqual(['bet', 'deposit', 'withdraw', 'transfer']);
    expect((await side.appeal()).statusCode).toBe(409);
    expect((await side.page('/en/office/account')).statusCode).toBe(200);

    const records = await auditOf(admin, `user:${bettor.user_id}`);
    expect(records.map((record) => [record.action, record.before, record.after])).toEqual([
      ['bettors.unban', { level: 53, version: 0, deduce_allowed: false, reason: 'Funds held for the investigation' }, { level: 0, version: 0, deduce_allowed: false, reason: 'Cleared after review' }],
      ['bettors.ban', { level: 53, version: 1, deduce_allowed: true, reason: 'Bonus abuse ring, case 118' }, { level: 53, version: 0, deduce_allowed: false, reason: 'Funds held for the investigation' }],
      ['bettors.ban', { level: 0, version: 0, deduce_allowed: false, reason: null }, { level: 53, version: 1, deduce_allowed: true, reason: 'Bonus abuse ring, case 118' }],
    ]);

    // Refused input changes nothing and writes no record.
    for (const body of [{ level: -1, version: 0, reason: 'x' }, { level: 40_000, version: 0, reason: 'x' }, { level: 1, version: 0, reason: '   ' }, { level: 1, version: 0 }])
      expect((await post(risk, BackofficeBettorPaths.ban(bettor.user_id), body)).statusCode, JSON.stringify(body)).toBe(400);
    expect((await post(risk, BackofficeBettorPaths.ban(999_999_999), { level: 1, version: 0, reason: 'nobody' })).statusCode).toBe(404);
    expect(await auditOf(admin, `user:${bettor.user_id}`)).toHaveLength(3);
    expect((await side.rights()).ban_level).toBe(0);
  });

  it('a payments officer sets a team-cash payment paid (the account credited once) or cancelled; each change one audit record', async () => {
    const payments = await staffOf(['payments']);
    const admin = await staffOf(['admin']);
    const bettor = await registerFast(site.app);
    const main = async () => (await accountBalances(site.db, bettor.user_id)).find((account) => account.type === 0)?.balance;
    const awaiting = await reportTeamCash(bettor.user_id, 12_345, 1);
    const other = await reportTeamCash(bettor.user_id, 700, 1);

    const detail = BettorDetailSchema.parse((await get(payments, BackofficeBettorPaths.bettor(bettor.user_id))).json());
    expect(detail.team_cash.map((payment) => [payment.id, payment.status_id, payment.summ, payment.iso])).toEqual(
      expect.arrayContaining([
        [awaiting.id, 1, 12_345, 'RUB'],
        [other.id, 1, 700, 'RUB'],
      ])
    );

    const paid = await post(payments, BackofficeBettorPaths.teamCashStatus(awaiting.id), { status_id: 2, reason: 'Agent receipt checked by phone' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(TeamCashPaymentSchema.parse(paid.json())).toMatchObject({ status_id: 2, status_title: 'Paid', money_deposit_id: expect.any(Number) });
    expect(await main()).toBe(12_345);
    // Paid again: nothing moves, nothing is recorded; a paid payment cannot be cancelled.
    expect((await post(payments, BackofficeBettorPaths.teamCashStatus(awaiting.id), { status_id: 2, reason: 'again' })).statusCode).toBe(200);
    const cancelPaid = await post(payments, BackofficeBettorPaths.teamCashStatus(awaiting.id), { status_id: 3, reason: 'too late' });
    expect(cancelPaid.statusCode).toBe(409);
    expect(cancelPaid.json()).toMatchObject({ error: { code: 'already_paid' } });
    expect(await main()).toBe(12_345);

    expect(TeamCashPaymentSchema.parse((await post(payments, BackofficeBettorPaths.teamCashStatus(other.id), { status_id: 3, reason: 'Agent reversed it' })).json())).toMatchObject({
      status_id: 3,
      status_title: 'Cancelled',
      money_deposit_id: null,
    });
    expect(await main()).toBe(12_345);
    // The bettor's own list shows the new statuses.
    const own = (await site.app.inject({ method: 'GET', url: AccountsPaths.teamCashPayments, cookies: { [SESSION_COOKIE]: bettor.session } })).json<{ entities: { id: number; status_id: number }[] }>();
    expect(own.entities.map((payment) => [payment.id, payment.status_id]).sort()).toEqual(
      [
        [awaiting.id, 2],
        [other.id, 3],
      ].sort()
    );

    const paidRecords = await auditOf(admin, `team-cash:${awaiting.id}`);
    expect(paidRecords).toEqual([
      expect.objectContaining({
        action: 'team_cash.status',
        before: { status_id: 1, status_title: 'Awaiting payment', money_deposit_id: null, user_id: bettor.user_id, summ: 12_345, iso: 'RUB' },
        after: { status_id: 2, status_title: 'Paid', money_deposit_id: expect.any(Number), reason: 'Agent receipt checked by phone' },
      }),
    ]);
    expect((await auditOf(admin, `team-cash:${other.id}`)).map((record) => record.after)).toEqual([{ status_id: 3, status_title: 'Cancelled', money_deposit_id: null, reason: 'Agent reversed it' }]);
    expect((await post(payments, BackofficeBettorPaths.teamCashStatus(987_654), { status_id: 3, reason: 'nobody' })).statusCode).toBe(404);
    expect((await post(payments, BackofficeBettorPaths.teamCashStatus(other.id), { status_id: 7, reason: 'not a staff status' })).statusCode).toBe(400);
    expect(await auditLedger(site.db)).toMatchObject({ lost: 0, doubled: 0, negative: 0, mismatched: 0 });
  });
});
