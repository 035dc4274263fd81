import { randomUUID } from 'node:crypto';
import { CASINO_DEMO_START_BALANCE, CasinoGameStateResponseSchema, IDEMPOTENT_REPLAY_HEADER, limitRefusalOfPaymentError } from '@betting/contracts';
import { scratchRound, slotRound } from '@betting/games';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../db/testing/engines';
import { limitCalls } from '../../limits/testing';
import { setAccountFrozen } from '../../wallet/testing';
import { balanceOf, casinoRoundCount, demoCookieOf, gameCalls, gamesSite, ledgerTransactionCount, newPlayer, nextSeed, played, roundLedgerCount } from './games.fixture';

describe.each(enginesUnderTest())('house game rounds on $name', (engine) => {
  const site = gamesSite(engine);

  it.each(['slot', 'scratch'] as const)('%s rounds move the balance by exactly stake and win, through the ledger, as the lib computes them', async (kind) => {
    const player = await newPlayer(site, 1_000_000);
    const { serverSeed, seeds } = await nextSeed(site.app, { userId: player.userId, launchKind: kind, serverSeed: `rounds-${kind}-${randomUUID()}`, clientSeed: 'my-seed' });
    expect(seeds).toMatchObject({ clientSeed: 'my-seed', nextNonce: 0 });
    const calls = gameCalls(site.app, player);
    let expected = 1_000_000;
    let wins = 0;
    for (let nonce = 0; nonce < 25; nonce += 1) {
      const stake = 1_000 + nonce * 100;
      const answer = played(await calls.play(kind, { stake }));
      const outcome = (kind === 'slot' ? slotRound : scratchRound)({ serverSeed, clientSeed: 'my-seed', nonce }, { stake });
      expected += outcome.payout - stake;
      if (outcome.payout > 0) wins += 1;
      expect(answer.round).toMatchObject({ launchKind: kind, status: 'settled', stake, payout: outcome.payout, multiplier: outcome.multiplier, nonce, clientSeed: 'my-seed', serverSeedHash: seeds.serverSeedHash, serverSeed: null, demo: false, currency: 'RUB' });
      expect(answer.round.outcome).toEqual(JSON.parse(JSON.stringify(outcome)));
      expect(answer.wallet).toEqual({ demo: false, accountId: player.accountId, currency: 'RUB', balance: expected });
      expect(await roundLedgerCount(site.db, 'bet_stake', answer.round.id)).toBe(1);
      expect(await roundLedgerCount(site.db, 'bet_win', answer.round.id)).toBe(outcome.payout > 0 ? 1 : 0);
    }
    expect(wins).toBeGreaterThan(0);
    expect(await balanceOf(site.db, player.accountId)).toBe(expected);
  });

  it('the same Idempotency-Key answers the same round and moves money once; another body under it is a conflict', async () => {
    const player = await newPlayer(site, 100_000);
    const calls = gameCalls(site.app, player);
    const key = randomUUID();
    const [first, second] = await Promise.all([calls.play('slot', { stake: 1_000 }, key), calls.play('slot', { stake: 1_000 }, key)]);
    const rounds = [played(first), played(second)];
    expect(rounds[0]?.round.id).toBe(rounds[1]?.round.id);
    const again = await calls.play('slot', { stake: 1_000 }, key);
    expect(again.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
    expect(played(again).round).toEqual(rounds[0]?.round);
    expect(await casinoRoundCount(site.db, `user:${player.userId}`)).toBe(1);
    expect(await balanceOf(site.db, player.accountId)).toBe(100_000 - 1_000 + (rounds[0]?.round.payout ?? 0));
    const other = await calls.play('slot', { stake: 2_000 }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ error: { code: 'idempotency_conflict' } });
    const keyless = await site.app.inject({ method: 'POST', url: '/web-api/casino/play/slot/rounds?demo=0', cookies: { ua: player.session }, payload: { stake: 1_000 } });
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json()).toMatchObject({ error: { code: 'invalid_request', params: { field: 'Idempotency-Key' } } });
  });

  it('a responsible-gaming limit refuses the stake with its reason and keeps nothing (no round, no nonce, no money)', async () => {
    const player = await newPlayer(site);
    const calls = gameCalls(site.app, player);
    expect((await limitCalls(site.app, { session: player.session }).set({ limitType: 1, limitValue: 100 })).statusCode).toBe(200);
    played(await calls.play('scratch', { stake: 8_000 }));
    const stateBefore = CasinoGameStateResponseSchema.parse((await calls.state('scratch')).json());
    const ledgerBefore = await ledgerTransactionCount(site.db);
    const over = await calls.play('scratch', { stake: 5_000 });
    expect(over.statusCode).toBe(403);
    expect(limitRefusalOfPaymentError(over.json())).toEqual({ code: 'wagering_limit_exceeded', limitType: 1, limitValue: 100, remaining: 2_000, currency: 'RUB' });
    expect(await ledgerTransactionCount(site.db)).toBe(ledgerBefore);
    expect(await casinoRoundCount(site.db, `user:${player.userId}`)).toBe(1);
    expect(CasinoGameStateResponseSchema.parse((await calls.state('scratch')).json())).toEqual(stateBefore);

    const other = await newPlayer(site);
    expect((await limitCalls(site.app, { session: other.session }).set({ limitType: 33, limitValue: 1 })).statusCode).toBe(200);
    const timedOut = await gameCalls(site.app, other).play('slot', { stake: 1_000 });
    expect(timedOut.statusCode).toBe(403);
    expect(limitRefusalOfPaymentError(timedOut.json())).toMatchObject({ code: 'time_out_active', limitType: 33 });
    expect(await balanceOf(site.db, other.accountId)).toBe(1_000_000);
  });

  it('refusals: short balance, frozen account, stake out of range, a guest playing for real', async () => {
    const player = await newPlayer(site, 500);
    const calls = gameCalls(site.app, player);
    const short = await calls.play('slot', { stake: 1_000 });
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({ error: { code: 'insufficient_funds', params: { balance: 500, currency: 'RUB' } } });
    expect(await casinoRoundCount(site.db, `user:${player.userId}`)).toBe(0);
    expect(await balanceOf(site.db, player.accountId)).toBe(500);

    const low = await calls.play('slot', { stake: 99 });
    expect(low.statusCode).toBe(400);
    expect(low.json()).toMatchObject({ error: { code: 'stake_out_of_range', params: { min: 100, max: 1_000_000, currency: 'RUB' } } });

    await site.db.transaction((tx) => setAccountFrozen(tx, player.userId, player.accountId, true));
    expect((await calls.play('slot', { stake: 100 })).json()).toMatchObject({ error: { code: 'account_frozen' } });
    await site.db.transaction((tx) => setAccountFrozen(tx, player.userId, player.accountId, false));

    const guest = await site.app.inject({ method: 'POST', url: '/web-api/casino/play/slot/rounds?demo=0', headers: { 'idempotency-key': randomUUID() }, payload: { stake: 100 } });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ error: { code: 'not_signed_in' } });
  });

  it('demo mode: a guest plays with 1 000.00 of play money kept by a cookie, and the ledger never moves', async () => {
    const ledgerBefore = await ledgerTransactionCount(site.db);
    const first = await gameCalls(site.app, { demo: null }).state('slot');
    expect(first.statusCode).toBe(200);
    const demo = demoCookieOf(first);
    expect(demo).toMatch(/^[0-9a-f]{32}$/);
    const state = CasinoGameStateResponseSchema.parse(first.json());
    expect(state.wallet).toEqual({ demo: true, accountId: null, currency: 'FUN', balance: CASINO_DEMO_START_BALANCE });
    expect(state.stakes).toEqual({ min: 100, max: 1_000_000, initial: 1_000 });
    const calls = gameCalls(site.app, { demo });
    let balance = CASINO_DEMO_START_BALANCE;
    for (const kind of ['slot', 'scratch', 'slot'] as const) {
      const answer = played(await calls.play(kind, { stake: 2_500 }));
      balance += (answer.round.payout ?? 0) - 2_500;
      expect(answer.round).toMatchObject({ demo: true, currency: 'FUN', stake: 2_500 });
      expect(answer.wallet).toEqual({ demo: true, accountId: null, currency: 'FUN', balance });
    }
    expect(await ledgerTransactionCount(site.db)).toBe(ledgerBefore);
    expect((await calls.play('slot', { stake: 1_000_000 })).json()).toMatchObject({ error: { code: 'insufficient_funds' } });
    const refill = await site.app.inject({ method: 'POST', url: '/web-api/casino/play/demo/refill', cookies: { casino_demo: demo ?? '' } });
    expect(refill.json()).toEqual({ wallet: { demo: true, accountId: null, currency: 'FUN', balance: CASINO_DEMO_START_BALANCE } });
    // Another guest has a wallet of their own.
    const other = CasinoGameStateResponseSchema.parse((await gameCalls(site.app, { demo: null }).state('scratch')).json());
    expect(other.wallet.balance).toBe(CASINO_DEMO_START_BALANCE);
    expect(other.seeds.serverSeedHash).not.toBe(state.seeds.serverSeedHash);
  });
});
