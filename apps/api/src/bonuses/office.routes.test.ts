import { BringFriendResponseSchema, OfficeBonusesPaths, RewardsResponseSchema, SESSION_COOKIE, cashbackClaimPath, cashbackPath } from '@betting/contracts';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../db/testing/engines';
import { bonusesSite, call, casinoRound, firstDepositOf, fund, newBettor } from './bonuses.fixture';
import { casinoRoundReference } from './cashback/casino-loss';
import { grantFirstDepositBonus } from './grants/first-deposit-bonus';

describe.each(enginesUnderTest())('the office bonus calls on $name', (engine) => {
  // bets.example.com is one of the site's hosts (ALLOWED_HOSTS): the referral link names it when asked through it.
  const site = bonusesSite(engine, { allowedHosts: ['bets.example.com'] });

  it.each([
    ['GET', OfficeBonusesPaths.firstDeposit],
    ['PUT', OfficeBonusesPaths.firstDeposit],
    ['GET', OfficeBonusesPaths.wager],
    ['POST', OfficeBonusesPaths.promoCheck],
    ['POST', OfficeBonusesPaths.promoActivate],
    ['GET', cashbackPath('vip')],
    ['POST', cashbackClaimPath('premium')],
    ['GET', OfficeBonusesPaths.rewards],
    ['GET', OfficeBonusesPaths.bringFriend],
  ] as const)('%s %s needs a session', async (method, url) => {
    const response = await site.app.inject({ method, url, payload: {} });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'not_signed_in' } });
  });

  it('rewards: every bonus granted, newest first, with its source', async () => {
    const bettor = await newBettor(site);
    expect(RewardsResponseSchema.parse((await call(site, bettor, { method: 'GET', url: OfficeBonusesPaths.rewards })).json())).toEqual({ entities: [], total_count: 0 });
    await grantFirstDepositBonus(site.db, firstDepositOf(site, bettor, 200_00, 1), new Date(site.clock.now()));
    site.clock.advance(60_000);
    await call(site, bettor, { method: 'POST', url: OfficeBonusesPaths.promoActivate, payload: { code: 'WELCOME2026' } });
    await fund(site, bettor, 1_000_00, 'RUB', new Date('2026-11-10T00:00:00Z'));
    await casinoRound(site, bettor, { stake: 1_000_00, at: new Date('2026-11-11T00:00:00Z'), reference: casinoRoundReference(`rewards-${engine.name}`) });
    site.clock.advance(60_000);
    expect((await call(site, bettor, { method: 'POST', url: cashbackClaimPath('vip') })).statusCode).toBe(201);

    const rewards = RewardsResponseSchema.parse((await call(site, bettor, { method: 'GET', url: `${OfficeBonusesPaths.rewards}?lng=ru` })).json());
    expect(rewards.total_count).toBe(3);
    expect(rewards.entities.map((bonus) => [bonus.source, bonus.amount, bonus.state])).toEqual([
      ['cashback', 50_00, 'wagered'],
      ['promo_code', 300_00, 'active'],
      ['first_deposit', 200_00, 'active'],
    ]);
    expect(rewards.entities[0]?.title).toMatch(/кешбэк/i);
    expect(RewardsResponseSchema.parse((await call(site, bettor, { method: 'GET', url: `${OfficeBonusesPaths.rewards}?page=2` })).json()).entities).toEqual([]);
  });

  it('bring a friend: the link with ?ref= that registration captures, and the friends with their first deposits', async () => {
    const inviter = await newBettor(site);
    const empty = BringFriendResponseSchema.parse(
      (await site.app.inject({ method: 'GET', url: `${OfficeBonusesPaths.bringFriend}?lng=ru`, headers: { host: 'bets.example.com' }, cookies: { [SESSION_COOKIE]: inviter.session } })).json(),
    );
    expect(empty).toEqual({ ref_code: String(inviter.userId), link: `http://bets.example.com/ru/?ref=${inviter.userId}`, friends: [], total_count: 0, with_deposit_count: 0 });

    const friend = await newBettor(site, { ref_code: String(inviter.userId) });
    site.clock.advance(60_000);
    await newBettor(site, { ref_code: String(inviter.userId) });
    await newBettor(site, { ref_code: 'SOMEONE-ELSE' });
    await site.db.query(
      "insert into payments (user_id, wallet_account_id, kind, amount, currency_id, method, provider, lng, status, settling_status, idempotency_key, request_fingerprint, created_at, settled_at) values ($1, $2, 'deposit', $4, 643, 'demo_card', 'demo', 'en', 'success', 'success', 'k', repeat('0', 64), $3, $3)",
      [friend.userId, friend.accountId, new Date(site.clock.now()), 750_00],
    );
    await site.db.query('insert into payment_first_deposits (user_id, payment_id, created_at) select user_id, id, settled_at from payments where user_id = $1', [friend.userId]);

    const list = BringFriendResponseSchema.parse((await call(site, inviter, { method: 'GET', url: OfficeBonusesPaths.bringFriend })).json());
    expect(list.total_count).toBe(2);
    expect(list.with_deposit_count).toBe(1);
    expect(list.friends.map((item) => item.first_deposit?.amount ?? null)).toEqual([null, 750_00]);
    expect(list.friends[1]?.friend).toMatch(/^\d{2}\*+\d{2}$/);
    expect(list.friends[1]?.friend).not.toContain(String(friend.userId));
  });
});
