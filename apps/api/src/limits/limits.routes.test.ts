import { randomUUID } from 'node:crypto';
import {
  LimitActionResponseSchema,
  LimitListResponseSchema,
  LimitPingResponseSchema,
  SESSION_COOKIE,
  SetLimitResponseSchema,
  TestControlPaths,
  limitRefusalFromApiError,
  limitRefusalOfPaymentError,
  type ApiError,
} from '@betting/contracts';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../db/testing/engines';
import { checkSession, freshAddress, identitySite, signIn } from '../identity/testing';
import { placeStake } from '../wallet';
import { depositFor, fund, limitCalls, newPerson, userTokenOf } from './limits.fixture';
import { createLimitsService } from './limits.service';

const DAY = 86_400;

describe.each(enginesUnderTest())('the limit service on $name', (engine) => {
  const site = identitySite(engine);
  const nowSeconds = () => Math.floor(site.clock.now() / 1000);
  /** Moves one person's clock through the test-control API, as the journeys do (their sessions stay valid). */
  const advanceUser = async (userId: number, seconds: number) => {
    const moved = await site.app.inject({ method: 'POST', url: TestControlPaths.clockAdvance(`user-${userId}`), payload: { ms: seconds * 1000 } });
    expect(moved.statusCode).toBe(200);
  };

  it('answers only a signed-in person: the X-Auth bearer token or the ua cookie; a ping answers the session time', async () => {
    const person = await newPerson(site.app);
    const guest = await site.app.inject({ method: 'GET', url: '/limit-service-api/api/external/web/v3/limits' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ error: { code: 'not_signed_in' } });
    const forged = await limitCalls(site.app, { token: 'a.b.c' }).list();
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ error: { code: 'invalid_token' } });

    const token = await userTokenOf(site.app, person.session);
    const byToken = await limitCalls(site.app, { token }).list();
    expect(byToken.statusCode).toBe(200);
    expect(LimitListResponseSchema.parse(byToken.json())).toEqual([]);
    expect((await limitCalls(site.app, { session: person.session }).list()).json()).toEqual([]);
    const ping = await limitCalls(site.app, { token }).ping();
    expect(ping.statusCode).toBe(200);
    expect(LimitPingResponseSchema.parse(ping.json())).toEqual({ sessionSeconds: 0, sessionSecondsLeft: null, sessionLimitEnded: false });
  });

  it('a ping is not user activity: the session is not marked seen', async () => {
    const person = await newPerson(site.app);
    const seen = async () => (await site.db.query<{ last_seen_at: Date | string }>('select last_seen_at from sessions where user_id = $1', [person.userId]))[0]?.last_seen_at;
    const before = new Date((await seen()) ?? 0).getTime();
    site.clock.advance(60_000);
    expect((await limitCalls(site.app, { session: person.session }).ping()).statusCode).toBe(200);
    expect(new Date((await seen()) ?? 0).getTime()).toBe(before);
  });

  it('a decrease takes effect at once; an increase waits 86400 s and the person’s approval', async () => {
    const person = await newPerson(site.app);
    const calls = limitCalls(site.app, { session: person.session });
    const start = nowSeconds();
    const first = SetLimitResponseSchema.parse((await calls.set({ limitType: 20, limitValue: 100 })).json());
    expect(first).toMatchObject({ status: true, limits: [{ limitType: 20, limitValue: 100, limitState: 'ACTIVE', limitBalance: 100, startedAt: start }] });

    const lower = SetLimitResponseSchema.parse((await calls.set({ limitType: 20, limitValue: 50 })).json());
    expect(lower.limits).toMatchObject([{ limitType: 20, limitValue: 50, limitState: 'ACTIVE' }]);

    const raise = SetLimitResponseSchema.parse((await calls.set({ limitType: 20, limitValue: 500 })).json());
    expect(raise.limits).toMatchObject([
      { limitType: 20, limitValue: 50, limitState: 'ACTIVE' },
      { limitType: 20, limitValue: 500, limitState: 'PENDING', startedAt: start, endsAt: start + DAY, needApprove: false },
    ]);
    const early = await calls.action(20, 1);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: { code: 'approval_not_due', params: { endsAt: start + DAY } } });

    await advanceUser(person.userId, DAY - 1);
    expect((await calls.action(20, 1)).statusCode).toBe(409);
    await advanceUser(person.userId, 1);
    expect(LimitListResponseSchema.parse((await calls.list()).json())[1]).toMatchObject({ limitState: 'PENDING', needApprove: true });
    const approved = await calls.action(20, 1);
    expect(approved.statusCode).toBe(200);
    expect(LimitActionResponseSchema.parse(approved.json())).toEqual({ status: true, title: 'The limit change is confirmed' });
    expect((await calls.list()).json()).toMatchObject([{ limitType: 20, limitValue: 500, limitState: 'ACTIVE', startedAt: start + DAY }]);
    expect((await calls.list()).json()).toHaveLength(1);
    const history = await site.db.query<{ action: string; outcome: string }>('select action, outcome from user_limit_history where user_id = $1 order by id', [person.userId]);
    expect(history.map((row) => `${row.action}:${row.outcome}`)).toEqual(['set:applied', 'set:applied', 'set:pending', 'approve:approval_not_due', 'approve:approval_not_due', 'approve:approve']);
  });

  it('a rejection drops the pending change and keeps the limit; titles follow X-Language', async () => {
    const person = await newPerson(site.app);
    const calls = limitCalls(site.app, { session: person.session }, 'ru');
    await calls.set({ limitType: 1, limitValue: 100 });
    const pending = SetLimitResponseSchema.parse((await calls.set({ limitType: 1, limitValue: 999_999_999 })).json());
    expect(pending.title).toBe('Изменение вступит в силу через 24 часа, после вашего подтверждения');
    expect(pending.limits).toHaveLength(2);
    await advanceUser(person.userId, DAY);
    const rejected = await calls.action(1, 0);
    expect(rejected.json()).toEqual({ status: true, title: 'Изменение лимита отклонено' });
    expect((await calls.list()).json()).toMatchObject([{ limitType: 1, limitValue: 100, limitState: 'ACTIVE' }]);
    expect((await calls.list()).json()).toHaveLength(1);
    expect((await calls.action(1, 0)).json()).toMatchObject({ error: { code: 'no_pending_limit', message: 'Нет ожидающего изменения этого лимита' } });
  });

  it('cancel withdraws a pending change at any time; an active time-out or a limit in force is not cancellable', async () => {
    const person = await newPerson(site.app);
    const calls = limitCalls(site.app, { session: person.session });
    await calls.set({ limitType: 21, limitValue: 100 });
    await calls.set({ limitType: 21, limitValue: 300 });
    const cancelled = await calls.cancel(21);
    expect(cancelled.json()).toEqual({ status: true, title: 'The limit change is cancelled' });
    expect((await calls.list()).json()).toMatchObject([{ limitType: 21, limitValue: 100, limitState: 'ACTIVE' }]);
    expect((await calls.cancel(21)).json()).toMatchObject({ error: { code: 'limit_not_cancellable' } });

    expect((await calls.set({ limitType: 33, limitValue: 1 })).statusCode).toBe(200);
    const timeOut = await calls.cancel(33);
    expect(timeOut.statusCode).toBe(409);
    expect(timeOut.json()).toMatchObject({ error: { code: 'limit_not_cancellable' } });
    const shorter = await calls.set({ limitType: 33, limitValue: 1 });
    expect(shorter.json()).toMatchObject({ error: { code: 'limit_cannot_shorten' } });
    expect((await calls.set({ limitType: 33, limitValue: 2 })).json()).toMatchObject({ error: { code: 'invalid_limit_value' } });
  });

  it('a deposit over the deposit limit is refused with the reason, a smaller one goes through', async () => {
    const person = await newPerson(site.app);
    await limitCalls(site.app, { session: person.session }).set({ limitType: 20, limitValue: 100 });
    const refused = await depositFor(site.app, person, 150_00);
    expect(refused.statusCode).toBe(403);
    expect(limitRefusalOfPaymentError(refused.json<ApiError>())).toEqual({ code: 'deposit_limit_exceeded', limitType: 20, limitValue: 100, remaining: 100_00, currency: 'RUB' });
    expect((await depositFor(site.app, person, 100_00)).statusCode).toBe(201);
  });

  it('counts successful deposits in the rolling window (gross, by settled_at)', async () => {
    const registered = await newPerson(site.app);
    // A remembered session outlives the day the server's clock moves below.
    const remembered = await signIn(site.app, String(registered.userId), registered.password, { ip: freshAddress(), save: true });
    const person = { ...registered, session: remembered.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value ?? '' };
    await limitCalls(site.app, { session: person.session }).set({ limitType: 20, limitValue: 1000 });
    const created = await depositFor(site.app, person, 800_00);
    expect(created.statusCode, created.body).toBe(201);
    const paymentId = created.json<{ paymentId: number }>().paymentId;
    // The provider's success, as its callback would write it (the callback itself is tested in the payments suite).
    await site.db.query("update payments set status = 'success', settling_status = 'success', settled_at = $2 where id = $1", [paymentId, new Date(site.clock.now())]);
    const refused = await depositFor(site.app, person, 300_00);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(limitRefusalOfPaymentError(refused.json<ApiError>())).toMatchObject({ code: 'deposit_limit_exceeded', remaining: 200_00 });
    expect((await limitCalls(site.app, { session: person.session }).list()).json()).toMatchObject([{ limitType: 20, limitBalance: 200 }]);
    // Exactly 24 h later the deposit no longer counts (rolling window on the server's clock).
    site.clock.advance(DAY * 1000);
    expect((await depositFor(site.app, person, 1000_00)).statusCode).toBe(201);
  });

  it('a time-out refuses deposits with its end and lets the person sign in', async () => {
    const person = await newPerson(site.app);
    const set = SetLimitResponseSchema.parse((await limitCalls(site.app, { session: person.session }).set({ limitType: 33, limitValue: 1 })).json());
    const endsAt = nowSeconds() + DAY;
    expect(set.limits).toMatchObject([{ limitType: 33, limitState: 'ACTIVE', endsAt }]);
    const refused = await depositFor(site.app, person, 100_00);
    expect(refused.statusCode).toBe(403);
    expect(limitRefusalOfPaymentError(refused.json<ApiError>())).toEqual({ code: 'time_out_active', limitType: 33, endsAt });
    expect(await checkSession(site.app, person.session)).toBe(person.userId);
    const signedIn = await signIn(site.app, String(person.userId), person.password, { ip: freshAddress() });
    expect(signedIn.statusCode).toBe(200);
  });

  it('a self-exclusion ends every session at once and refuses sign-in until it ends (the person’s own clock)', async () => {
    const person = await newPerson(site.app);
    const token = await userTokenOf(site.app, person.session);
    const other = await signIn(site.app, String(person.userId), person.password, { ip: freshAddress() });
    const otherSession = other.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value;
    const set = await limitCalls(site.app, { token }).set({ limitType: 30, limitValue: 7 });
    expect(set.statusCode).toBe(200);
    const endsAt = nowSeconds() + 7 * DAY;
    expect(await checkSession(site.app, person.session)).toBeNull();
    expect(await checkSession(site.app, otherSession)).toBeNull();
    expect((await limitCalls(site.app, { token }).list()).json()).toMatchObject({ error: { code: 'invalid_token' } });

    const refused = await signIn(site.app, String(person.userId), person.password, { ip: freshAddress() });
    expect(refused.statusCode).toBe(403);
    expect(limitRefusalFromApiError(refused.json<ApiError>())).toEqual({ code: 'self_exclusion_active', limitType: 30, endsAt });
    expect(await site.db.query('select id from sessions where user_id = $1 and revoked_at is null', [person.userId])).toEqual([]);

    // Test control moves only this person's clock: 7 days later they may sign in again.
    await site.app.inject({ method: 'POST', url: TestControlPaths.clockAdvance(`user-${person.userId}`), payload: { ms: 7 * DAY * 1000 } });
    const back = await signIn(site.app, String(person.userId), person.password, { ip: freshAddress() });
    expect(back.statusCode).toBe(200);
  });

  it('checkStake: wagering and loss limits count ledger stakes and returns; a time-out refuses every stake', async () => {
    const person = await newPerson(site.app);
    const service = createLimitsService({ db: site.db, clock: site.clock });
    const now = () => new Date(site.clock.now());
    const calls = limitCalls(site.app, { session: person.session });
    expect(await service.checkStake(person.userId, { amount: 1_000_000_00, currency: 'RUB' }, now())).toEqual({ ok: true, value: undefined });
    await calls.set({ limitType: 1, limitValue: 100 });
    await calls.set({ limitType: 10, limitValue: 60 });
    await fund(site.db, person, 1000_00, 'RUB', now());
    const staked = await placeStake(site.db, { userId: person.userId, walletAccountId: person.accountId, amount: 50_00, currency: 'RUB', idempotencyKey: `t:${randomUUID()}`, actor: 'system:test', now: now() });
    expect(staked.ok).toBe(true);
    expect(await service.checkStake(person.userId, { amount: 10_01, currency: 'RUB' }, now())).toEqual({ ok: false, error: { code: 'loss_limit_exceeded', limitType: 10, limitValue: 60, remaining: 10_00, currency: 'RUB' } });
    expect((await service.checkStake(person.userId, { amount: 10_00, currency: 'RUB' }, now())).ok).toBe(true);
    await calls.set({ limitType: 33, limitValue: 1 });
    expect(await service.checkStake(person.userId, { amount: 1, currency: 'RUB' }, now())).toEqual({ ok: false, error: { code: 'time_out_active', limitType: 33, endsAt: nowSeconds() + DAY } });
  });
});
