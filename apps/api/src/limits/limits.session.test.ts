import { randomUUID } from 'node:crypto';
import {
  ConfigAllPath,
  ConfigAllResponseSchema,
  LimitListResponseSchema,
  LimitPingResponseSchema,
  LimitSessionResponseSchema,
  SESSION_COOKIE,
  TestControlPaths,
  limitRefusalOfPaymentError,
  type ApiError,
} from '@betting/contracts';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../db/testing/engines';
import { casinoRoundReference } from '../bonuses';
import { checkSession, freshAddress, identitySite, signIn } from '../identity/testing';
import { payWin, placeStake, refundStake } from '../wallet';
import { advancePerson, depositFor, fund, limitCalls, newPerson, pingFor, startOfNextDay, userTokenOf } from './limits.fixture';
import { createLimitsService } from './limits.service';
import { SESSION_ACTIVITY_GAP_SECONDS, dayStartOf } from './session-time';
import { testControlPersonClock } from '../test-control/testing';

describe('dayStartOf', () => {
  it('is the UTC midnight at or before the moment', () => {
    expect(dayStartOf(Date.UTC(2026, 0, 2, 13, 5) / 1000)).toBe(Date.UTC(2026, 0, 2) / 1000);
    expect(dayStartOf(Date.UTC(2026, 0, 2) / 1000)).toBe(Date.UTC(2026, 0, 2) / 1000);
    expect(dayStartOf(Date.UTC(2026, 0, 2) / 1000 - 1)).toBe(Date.UTC(2026, 0, 1) / 1000);
  });
});

describe.each(enginesUnderTest())('session time and the reality check on $name', (engine) => {
  const site = identitySite(engine);

  it('pings count session time: a gap under 3 minutes joins the interval, a longer one starts a new one', async () => {
    const person = await newPerson(site.app);
    const calls = limitCalls(site.app, { token: await userTokenOf(site.app, person.session) });
    await startOfNextDay(site.app, person.userId);
    const first = await calls.ping();
    expect(first.statusCode).toBe(200);
    expect(LimitPingResponseSchema.parse(first.json())).toEqual({ sessionSeconds: 0, sessionSecondsLeft: null, sessionLimitEnded: false });

    expect(await pingFor(site.app, { session: person.session }, person.userId, 600, 30)).toEqual({ sessionSeconds: 600, sessionSecondsLeft: null, sessionLimitEnded: false });
    // The page was closed for longer than the gap: that time is not session time.
    await advancePerson(site.app, person.userId, SESSION_ACTIVITY_GAP_SECONDS);
    expect((await calls.ping()).json()).toMatchObject({ sessionSeconds: 600 });
    await advancePerson(site.app, person.userId, SESSION_ACTIVITY_GAP_SECONDS - 1);
    expect((await calls.ping()).json()).toMatchObject({ sessionSeconds: 600 + SESSION_ACTIVITY_GAP_SECONDS - 1 });
    // Two tabs pinging at the same moment count once.
    await Promise.all([calls.ping(), limitCalls(site.app, { session: person.session }).ping()]);
    expect((await calls.ping()).json()).toMatchObject({ sessionSeconds: 600 + SESSION_ACTIVITY_GAP_SECONDS - 1 });
    const rows = await site.db.query('select id from user_session_activity where user_id = $1', [person.userId]);
    expect(rows).toHaveLength(2);
    // A ping is still not activity for the idle logoff.
    expect(await checkSession(site.app, person.session)).toBe(person.userId);
  });

  it('a new day of the person’s clock starts with no session time; an interval across midnight counts its part after it', async () => {
    const person = await newPerson(site.app);
    const auth = { session: person.session };
    await startOfNextDay(site.app, person.userId, 86_400 - 300);
    expect((await pingFor(site.app, auth, person.userId, 600, 60)).sessionSeconds).toBe(300);
    await advancePerson(site.app, person.userId, 86_400);
    expect((await limitCalls(site.app, auth).ping()).json()).toMatchObject({ sessionSeconds: 0 });
  });

  it('a used-up session limit refuses stakes and deposits with its reason, keeps sign-in, and ends with the day', async () => {
    const person = await newPerson(site.app);
    const auth = { session: person.session };
    const calls = limitCalls(site.app, auth);
    // The service as the test-control build makes it: each person's clock as test control moved it.
    const service = createLimitsService({ db: site.db, clock: site.clock, personClock: testControlPersonClock });
    const now = () => new Date(site.clock.now());
    await startOfNextDay(site.app, person.userId);
    expect((await calls.set({ limitType: 31, limitValue: 1 })).statusCode).toBe(200);

    expect(await pingFor(site.app, auth, person.userId, 1800)).toEqual({ sessionSeconds: 1800, sessionSecondsLeft: 1800, sessionLimitEnded: false });
    expect(LimitListResponseSchema.parse((await calls.list()).json())).toMatchObject([{ limitType: 31, limitValue: 1, limitState: 'ACTIVE', limitBalance: 1800 }]);
    expect((await service.checkStake(person.userId, { amount: 100, currency: 'RUB' }, now())).ok).toBe(true);

    expect(await pingFor(site.app, auth, person.userId, 1900)).toEqual({ sessionSeconds: 3700, sessionSecondsLeft: 0, sessionLimitEnded: true });
    expect(LimitListResponseSchema.parse((await calls.list()).json())).toMatchObject([{ limitType: 31, limitBalance: 0 }]);
    const refusal = { code: 'session_limit_reached', limitType: 31, limitValue: 1 };
    expect(await service.checkStake(person.userId, { amount: 100, currency: 'RUB' }, now())).toEqual({ ok: false, error: refusal });
    const refused = await depositFor(site.app, person, 100_00);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(limitRefusalOfPaymentError(refused.json<ApiError>())).toEqual(refusal);
    // Sign-in stays possible (to withdraw and see history).
    expect(await checkSession(site.app, person.session)).toBe(person.userId);
    expect((await signIn(site.app, String(person.userId), person.password, { ip: freshAddress() })).statusCode).toBe(200);

    // Tomorrow in the person's clock the day's session time starts again.
    await startOfNextDay(site.app, person.userId);
    expect((await calls.ping()).json()).toEqual({ sessionSeconds: 0, sessionSecondsLeft: 3600, sessionLimitEnded: false });
    expect((await service.checkStake(person.userId, { amount: 100, currency: 'RUB' }, now())).ok).toBe(true);
    expect((await depositFor(site.app, person, 100_00)).statusCode).toBe(201);
  });

  it('GET …/session: stakes, returns and net of this sign-in session from the ledger — bets and casino rounds, main currency', async () => {
    const registered = await newPerson(site.app);
    const person = { userId: registered.userId, accountId: registered.accountId };
    const at = () => new Date(site.clock.now());
    const money = (amount: number) => ({ userId: person.userId, walletAccountId: person.accountId, amount, currency: 'RUB', actor: 'system:test', now: at() });
    await fund(site.db, person, 10_000_00, 'RUB', at());
    // Before this sign-in: not the session's.
    expect((await placeStake(site.db, { ...money(500_00), idempotencyKey: `t:${randomUUID()}` })).ok).toBe(true);
    site.clock.advance(1000);
    const signedIn = await signIn(site.app, String(person.userId), registered.password, { ip: freshAddress() });
    const session = signedIn.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value ?? '';
    const calls = limitCalls(site.app, { token: await userTokenOf(site.app, session) });
    const empty = LimitSessionResponseSchema.parse((await calls.session()).json());
    expect(empty).toEqual({
      sessionStartedAt: Math.floor(site.clock.now() / 1000),
      currency: 'RUB',
      stakes: 0,
      returns: 0,
      net: 0,
      sessionSeconds: 0,
      sessionSecondsLeft: null,
      sessionLimitEnded: false,
    });

    // A sports bet won, a void one refunded, a casino round lost and one won.
    const bet = `bet:${randomUUID()}`;
    await placeStake(site.db, { ...money(100_00), idempotencyKey: `t:${randomUUID()}`, reference: bet });
    await payWin(site.db, { ...money(185_00), idempotencyKey: `t:${randomUUID()}`, reference: bet });
    const voided = `bet:${randomUUID()}`;
    await placeStake(site.db, { ...money(50_00), idempotencyKey: `t:${randomUUID()}`, reference: voided });
    await refundStake(site.db, { ...money(50_00), idempotencyKey: `t:${randomUUID()}`, reference: voided });
    const lost = casinoRoundReference(randomUUID());
    await placeStake(site.db, { ...money(300_00), idempotencyKey: `t:${randomUUID()}`, reference: lost });
    const won = casinoRoundReference(randomUUID());
    await placeStake(site.db, { ...money(20_00), idempotencyKey: `t:${randomUUID()}`, reference: won });
    await payWin(site.db, { ...money(45_50), idempotencyKey: `t:${randomUUID()}`, reference: won });
    const summary = LimitSessionResponseSchema.parse((await calls.session()).json());
    expect(summary).toMatchObject({ currency: 'RUB', stakes: 470_00, returns: 280_50, net: -189_50 });

    // The person's clock (test control) shifts the session's start as it does every limit time.
    const moved = await advancePerson(site.app, person.userId, 3600);
    expect(LimitSessionResponseSchema.parse((await calls.session()).json()).sessionStartedAt).toBe(empty.sessionStartedAt + 3600);
    expect(moved).toBe(Math.floor(site.clock.now() / 1000) + 3600);
    // The older session sees its own, longer history (the stake before the new sign-in counts there).
    expect((await limitCalls(site.app, { session: registered.session }).session()).json()).toMatchObject({ stakes: 970_00, net: -689_50 });
    expect((await site.app.inject({ method: 'GET', url: '/limit-service-api/api/external/web/v3/session' })).statusCode).toBe(401);
  });

  it('site config carries depositLimitSectionLock: off by default, on through settings (test-control override per scope)', async () => {
    const read = async (scope: string) => ConfigAllResponseSchema.parse((await site.app.inject({ method: 'GET', url: `${ConfigAllPath}?lang=en`, headers: { 'x-test-scope': scope } })).json());
    const scope = `limits-${randomUUID()}`;
    expect((await read(scope)).siteConfig.depositLimitSectionLock).toBe(false);
    const put = await site.app.inject({ method: 'PUT', url: TestControlPaths.setting('deposit_limit_section_lock'), headers: { 'x-test-scope': scope }, payload: { value: true } });
    expect(put.statusCode).toBe(204);
    expect((await read(scope)).siteConfig.depositLimitSectionLock).toBe(true);
    expect((await read(`other-${randomUUID()}`)).siteConfig.depositLimitSectionLock).toBe(false);
    const [stored] = await site.db.query<{ value: unknown }>("select value from site_settings where key = 'deposit_limit_section_lock'");
    expect(stored?.value).toBe(false);
  });
});
