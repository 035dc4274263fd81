import {
  AuditResponseSchema,
  BackofficeOperatorPaths,
  BackofficePaths,
  BettorStakeFactorSchema,
  CouponRefusedResponseSchema,
  RgBettorResponseSchema,
  SESSION_COOKIE,
  STAFF_SESSION_COOKIE,
  StaffCredentialsResponseSchema,
  StaffListResponseSchema,
  StaffMemberSchema,
  StaffResetResponseSchema,
  StakeFactorsResponseSchema,
  type PlaceCouponBodyInput,
  type StaffRole,
} from '@betting/contracts';
import { describe, expect, it } from 'vitest';
import { bettingSite, lineGame, newBettor, placeCall, type Bettor } from '../betting/testing';
import { enginesUnderTest } from '../db/testing/engines';
import { limitCalls, userTokenOf } from '../limits/testing';
import { signedInStaff } from './staff.fixture';
import { base32Encode, totpCode } from './totp';
import { openTotpSecret, sealClearTotpSecrets } from './totp-seal';

/**
 * The operator controls: stake factors per bettor (the placement applies them), one bettor's responsible-gaming record
 * (nothing lifts a self-exclusion), and staff administration (disable, reset, never oneself), with TOTP secrets sealed
 * at rest. Each call refuses a bettor and a role without its permission; each action writes one audit record.
 */
describe.each(enginesUnderTest())('the operator controls on $name', (engine) => {
  const site = bettingSite(engine);
  const get = (cookies: Record<string, string>, url: string) => site.app.inject({ method: 'GET', url, cookies });
  const post = (cookies: Record<string, string>, url: string, payload: object = {}) => site.app.inject({ method: 'POST', url, cookies, payload });
  const staff = (roles: StaffRole[]) => signedInStaff(site, roles);
  const auditOf = async (cookies: Record<string, string>, query: string) => AuditResponseSchema.parse((await get(cookies, `${BackofficePaths.audit}?${query}`)).json()).entities;
  const single = (bettor: Bettor, outcomeId: number, coef: number, amount: number, fields: Partial<PlaceCouponBodyInput> = {}): PlaceCouponBodyInput => ({
    typeId: 0,
    bets: [{ outcomeId, coef }],
    amount,
    accountId: bettor.accountId,
    ...fields,
  });

  it('each call refuses a bettor (cookie or token) and a staff role without its permission', async () => {
    const bettor = await newBettor(site, 0);
    const token = await userTokenOf(site.app, bettor.session);
    const kyc = await staff(['kyc']);
    const calls: [string, string, object | undefined][] = [
      ['GET', BackofficeOperatorPaths.stakeFactors, undefined],
      ['GET', BackofficeOperatorPaths.stakeFactor(bettor.userId), undefined],
      ['POST', BackofficeOperatorPaths.stakeFactor(bettor.userId), { factor: 100, reason: 'sharp' }],
      ['GET', BackofficeOperatorPaths.rgBettor(bettor.userId), undefined],
      ['POST', BackofficeOperatorPaths.staffState(1), { disabled: true }],
      ['POST', BackofficeOperatorPaths.staffReset(1), {}],
    ];
    for (const [method, url, payload] of calls) {
      const as = (extra: object) => site.app.inject({ method: method as 'GET' | 'POST', url, ...(payload ? { payload } : {}), ...extra });
      expect((await as({ cookies: kyc })).statusCode, `${method} ${url}`).toBe(403);
      expect((await as({ cookies: { [SESSION_COOKIE]: bettor.session } })).statusCode, `${method} ${url}`).toBe(401);
      expect((await as({ headers: { authorization: `Bearer ${token}` } })).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await site.app.inject({ method: 'POST', url: BackofficeOperatorPaths.credentials, headers: { authorization: `Bearer ${token}` }, payload: { password: 'Long-enough-pass-1' } })).statusCode).toBe(401);
    // Nothing was changed by the refused calls.
    expect(await site.db.query('select 1 from bettor_stake_factors where user_id = $1', [bettor.userId])).toEqual([]);
  });

  it('a stake factor of 0.1 refuses a stake above a tenth of the maximum with amount_above_max; audited; 1.000 lifts it', async () => {
    const trader = await staff(['trader']);
    const risk = await staff(['risk']);
    const admin = await staff(['admin']);
    const [limited, other] = [await newBettor(site, 10_000_000), await newBettor(site, 10_000_000)];
    const game = await lineGame(site.db, { nowMs: site.clock.now() });
    const [outcome, coef] = [game.outcomes[0], game.coefs[0]];

    expect(BettorStakeFactorSchema.parse((await get(risk, BackofficeOperatorPaths.stakeFactor(limited.userId))).json())).toMatchObject({ factor: 1000, reason: null });
    const set = await post(trader, BackofficeOperatorPaths.stakeFactor(limited.userId), { factor: 100, reason: 'Sharp on this league' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ user_id: limited.userId, factor: 100, reason: 'Sharp on this league' });
    expect(StakeFactorsResponseSchema.parse((await get(risk, BackofficeOperatorPaths.stakeFactors)).json()).entities).toEqual(
      expect.arrayContaining([expect.objectContaining({ user_id: limited.userId, factor: 100 })])
    );
    expect((await post(trader, BackofficeOperatorPaths.stakeFactor(999_999_999), { factor: 100, reason: 'x' })).statusCode).toBe(404);
    expect((await post(trader, BackofficeOperatorPaths.stakeFactor(limited.userId), { factor: 5, reason: 'x' })).statusCode).toBe(400);

    // The operator's maximum is 5 000.00 RUB: a tenth of it is 500.00.
    const refused = await placeCall(site.app, limited, single(limited, outcome, coef, 50_001));
    expect(refused.statusCode, refused.body).toBe(409);
    expect(CouponRefusedResponseSchema.parse(refused.json()).refusals).toEqual([expect.objectContaining({ code: 'amount_above_max', params: expect.objectContaining({ max: 50_000, currency: 'RUB' }) })]);
    // The vip bet is no way around it for a limited bettor.
    const vip = await placeCall(site.app, limited, single(limited, outcome, coef, 60_000, { isVipBet: true }));
    expect(CouponRefusedResponseSchema.parse(vip.json()).refusals.map((refusal) => refusal.code)).toContain('vip_unavailable');
    expect((await placeCall(site.app, limited, single(limited, outcome, coef, 50_000))).statusCode).toBe(201);
    expect((await placeCall(site.app, other, single(other, outcome, coef, 50_001))).statusCode).toBe(201);

    const records = await auditOf(admin, `target=user:${limited.userId}&action=risk.stake_factor`);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ before: { factor: 1000, reason: null }, after: { factor: 100, reason: 'Sharp on this league' } });

    // Back to the normal maximum: the row goes, the stake goes through.
    expect((await post(risk, BackofficeOperatorPaths.stakeFactor(limited.userId), { factor: 1000, reason: 'Reviewed' })).json()).toMatchObject({ factor: 1000 });
    expect(await site.db.query('select 1 from bettor_stake_factors where user_id = $1', [limited.userId])).toEqual([]);
    expect((await placeCall(site.app, limited, single(limited, outcome, coef, 50_001))).statusCode).toBe(201);
    expect(await auditOf(admin, `target=user:${limited.userId}&action=risk.stake_factor`)).toHaveLength(2);
  });

  it('responsible gaming: a bettor’s limits, their history and reality-check settings; no call lifts a self-exclusion', async () => {
    const officer = await staff(['responsible-gaming']);
    const admin = await staff(['admin']);
    const bettor = await newBettor(site, 0);
    const limits = limitCalls(site.app, { session: bettor.session });
    expect((await limits.set({ limitType: 32, limitValue: 15 })).statusCode).toBe(200);
    expect((await limits.set({ limitType: 33, limitValue: 7 })).statusCode).toBe(200);
    const view = RgBettorResponseSchema.parse((await get(officer, BackofficeOperatorPaths.rgBettor(bettor.userId))).json());
    expect(view.limits).toEqual(expect.arrayContaining([expect.objectContaining({ limit_type: 33, limit_value: 7, limit_state: 'ACTIVE' }), expect.objectContaining({ limit_type: 32, limit_value: 15 })]));
    expect(view.reality_checks).toEqual([expect.objectContaining({ action: 'set', limit_type: 32, limit_value: 15 })]);
    expect(view.history.map((entry) => entry.limit_type)).toEqual([33, 32]);
    expect((await get(officer, BackofficeOperatorPaths.rgBettor(999_999_999))).statusCode).toBe(404);

    // An admin trying to lift it early finds no call that does; the time-out stays.
    for (const [method, url] of [
      ['POST', `${BackofficeOperatorPaths.rgBettor(bettor.userId)}/lift`],
      ['DELETE', BackofficeOperatorPaths.rgBettor(bettor.userId)],
      ['POST', BackofficeOperatorPaths.rgBettor(bettor.userId)],
    ] as const) {
      expect((await site.app.inject({ method, url, cookies: admin, payload: { limitType: 33 } })).statusCode).toBe(404);
    }
    expect(RgBettorResponseSchema.parse((await get(admin, BackofficeOperatorPaths.rgBettor(bettor.userId))).json()).limits).toEqual(
      expect.arrayContaining([expect.objectContaining({ limit_type: 33, limit_state: 'ACTIVE' })])
    );
  });

  it('an admin disables a member (their session ends at once), never themselves; resets a member, who chooses new credentials', async () => {
    const admin = await staff(['admin']);
    const me = (await get(admin, BackofficePaths.me)).json<{ id: number; login: string }>();
    const agent = await staff(['support']);
    const agentId = (await get(agent, BackofficePaths.me)).json<{ id: number; login: string }>();

    expect((await post(admin, BackofficeOperatorPaths.staffState(me.id), { disabled: true })).json()).toMatchObject({ error: { code: 'cannot_disable_self' } });
    const disabled = await post(admin, BackofficeOperatorPaths.staffState(agentId.id), { disabled: true });
    expect(StaffMemberSchema.parse(disabled.json())).toMatchObject({ id: agentId.id, disabled: true });
    expect((await get(agent, BackofficePaths.supportInbox)).statusCode).toBe(401);
    expect((await site.app.inject({ method: 'POST', url: BackofficePaths.signIn, payload: { login: agentId.login, password: 'Staff-password-1' } })).statusCode).toBe(401);
    expect(StaffListResponseSchema.parse((await get(admin, BackofficePaths.staff)).json()).entities.find((member) => member.id === agentId.id)).toMatchObject({ disabled: true, must_reset: false });
    expect((await post(admin, BackofficeOperatorPaths.staffState(agentId.id), { disabled: false })).json()).toMatchObject({ disabled: false });
    expect((await post(admin, BackofficeOperatorPaths.staffState(999_999), { disabled: true })).statusCode).toBe(404);

    const reset = StaffResetResponseSchema.parse((await post(admin, BackofficeOperatorPaths.staffReset(agentId.id))).json());
    expect(reset.temporary_password).toHaveLength(24);
    expect((await site.app.inject({ method: 'POST', url: BackofficePaths.signIn, payload: { login: agentId.login, password: 'Staff-password-1' } })).statusCode).toBe(401);
    const signIn = await site.app.inject({ method: 'POST', url: BackofficePaths.signIn, payload: { login: agentId.login, password: reset.temporary_password } });
    expect(signIn.json()).toEqual({ next: 'reset' });
    const half = { [STAFF_SESSION_COOKIE]: signIn.cookies.find((cookie) => cookie.name === STAFF_SESSION_COOKIE)?.value ?? '' };
    expect((await post(half, BackofficePaths.totp, { code: '123456' })).json()).toMatchObject({ error: { code: 'reset_required' } });
    expect((await get(half, BackofficePaths.supportInbox)).statusCode).toBe(401);
    const chosen = StaffCredentialsResponseSchema.parse((await post(half, BackofficeOperatorPaths.credentials, { password: 'Chosen-password-22' })).json());
    expect(chosen.totp_uri).toContain(`secret=${chosen.totp_secret}`);
    const full = await post(half, BackofficePaths.totp, { code: totpCode(chosen.totp_secret, site.clock.now()) });
    expect(full.json()).toMatchObject({ id: agentId.id });
    const fullCookies = { [STAFF_SESSION_COOKIE]: full.cookies.find((cookie) => cookie.name === STAFF_SESSION_COOKIE)?.value ?? '' };
    expect((await get(fullCookies, BackofficePaths.supportInbox)).statusCode).toBe(200);
    expect((await post(fullCookies, BackofficeOperatorPaths.credentials, { password: 'Another-password-33' })).statusCode).toBe(409);
    expect((await site.app.inject({ method: 'POST', url: BackofficePaths.signIn, payload: { login: agentId.login, password: reset.temporary_password } })).statusCode).toBe(401);

    const records = await auditOf(admin, `target=staff:${agentId.id}&action=staff.&staff=${me.login}`);
    expect(records.map((record) => record.action)).toEqual(['staff.reset_credentials', 'staff.enable', 'staff.disable']);
    expect(records[2]).toMatchObject({ staff_login: expect.any(String), before: { disabled: false }, after: { disabled: true } });
    expect(records[0]).toMatchObject({ before: { must_reset: false }, after: { must_reset: true } });
    expect(JSON.stringify(records)).not.toContain(reset.temporary_password);
  });

  it('TOTP secrets are sealed at rest (AES-256-GCM, bound to the login); rows in clear are sealed at start', async () => {
    const admin = await staff(['admin']);
    const rows = await site.db.query<{ login: string; totp_secret: string }>('select login, totp_secret from staff where totp_secret is not null');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.totp_secret).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    const [keyRow] = await site.db.query<{ value: string }>("select value from server_secrets where name = 'backoffice_totp_aes256gcm'");
    const key = Buffer.from(keyRow?.value ?? '', 'base64');
    const first = rows[0] as { login: string; totp_secret: string };
    expect(openTotpSecret(key, first.login, first.totp_secret)).toMatch(/^[A-Z2-7]+$/);
    expect(openTotpSecret(key, `${first.login}x`, first.totp_secret)).toBeUndefined();
    expect(openTotpSecret(Buffer.alloc(32), first.login, first.totp_secret)).toBeUndefined();

    // A member stored before sealing: the start seals the row, and the member signs in with the same authenticator.
    const login = (await get(admin, BackofficePaths.me)).json<{ login: string }>().login;
    const clear = base32Encode(Buffer.from(`secret-of-${login}-0123456789`).subarray(0, 20));
    await site.db.query('update staff set totp_secret = $2 where login = $1', [login, clear]);
    expect(await sealClearTotpSecrets(site.db, key)).toBe(1);
    expect(await sealClearTotpSecrets(site.db, key)).toBe(0);
    const [sealed] = await site.db.query<{ totp_secret: string }>('select totp_secret from staff where login = $1', [login]);
    expect(sealed?.totp_secret).not.toContain(clear);
    site.clock.advance(31_000);
    const signIn = await site.app.inject({ method: 'POST', url: BackofficePaths.signIn, payload: { login, password: 'Staff-password-1' } });
    const half = { [STAFF_SESSION_COOKIE]: signIn.cookies.find((cookie) => cookie.name === STAFF_SESSION_COOKIE)?.value ?? '' };
    expect((await post(half, BackofficePaths.totp, { code: totpCode(clear, site.clock.now()) })).statusCode).toBe(200);
  });
});
