import { CasinoGameStateResponseSchema } from '@betting/contracts';
import { bustAtMs, msToReach, multiplierAt } from '@betting/games';
import { applyCoef } from '@betting/kernel';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../db/testing/engines';
import { balanceOf, demoCookieOf, gameCalls, gamesSite, ledgerTransactionCount, newPlayer, nextSeed, played, roundLedgerCount } from './games.fixture';

describe.each(enginesUnderTest())('crash rounds on $name', (engine) => {
  const site = gamesSite(engine);

  it('a cash-out before the crash pays stake × the server’s multiplier; the stake left at the start', async () => {
    const player = await newPlayer(site, 100_000);
    const seed = await nextSeed(site.app, { userId: player.userId, launchKind: 'crash', minCrashPoint: 3_000 });
    expect(seed.firstCrashPoint).toBeGreaterThanOrEqual(3_000);
    const calls = gameCalls(site.app, player);
    const started = played(await calls.play('crash', { stake: 10_000 }));
    expect(started.round).toMatchObject({ status: 'open', outcome: null, payout: null, crash: { startedAtMs: site.clock.now(), serverNowMs: site.clock.now() } });
    expect(JSON.stringify(started)).not.toContain('crashPoint');
    expect(started.wallet.balance).toBe(90_000);

    site.clock.advance(5_000);
    const multiplier = multiplierAt(5_000);
    const cashed = played(await calls.cashOut(started.round.id), 200);
    expect(cashed.round).toMatchObject({ status: 'settled', multiplier, payout: applyCoef(10_000, multiplier), outcome: { game: 'crash', crashPoint: seed.firstCrashPoint, cashOut: multiplier, won: true } });
    expect(cashed.wallet.balance).toBe(90_000 + applyCoef(10_000, multiplier));
    expect(await balanceOf(site.db, player.accountId)).toBe(90_000 + applyCoef(10_000, multiplier));

    // A second cash-out answers the settled round and pays nothing more.
    const again = await calls.cashOut(started.round.id);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(played(again, 200).round).toEqual(cashed.round);
    expect(await roundLedgerCount(site.db, 'bet_win', started.round.id)).toBe(1);
  });

  it('a cash-out after the crash pays nothing; the round settles as busted at its crash point', async () => {
    const player = await newPlayer(site, 100_000);
    const seed = await nextSeed(site.app, { userId: player.userId, launchKind: 'crash', minCrashPoint: 1_200 });
    const calls = gameCalls(site.app, player);
    const started = played(await calls.play('crash', { stake: 10_000 }));
    site.clock.advance(bustAtMs(seed.firstCrashPoint));
    const late = played(await calls.cashOut(started.round.id), 200);
    expect(late.round).toMatchObject({ status: 'settled', payout: 0, multiplier: 0, outcome: { crashPoint: seed.firstCrashPoint, cashOut: null, won: false } });
    expect(late.wallet.balance).toBe(90_000);
    expect(await roundLedgerCount(site.db, 'bet_win', started.round.id)).toBe(0);
  });

  it('an auto cash-out pays exactly its target when the crash point reaches it, and loses when it does not', async () => {
    const player = await newPlayer(site, 100_000);
    const seed = await nextSeed(site.app, { userId: player.userId, launchKind: 'crash', minCrashPoint: 2_000 });
    const calls = gameCalls(site.app, player);
    const started = played(await calls.play('crash', { stake: 10_000, autoCashOut: 1_500 }));
    expect(started.round.autoCashOut).toBe(1_500);
    site.clock.advance(msToReach(1_500) - 1);
    expect(played(await calls.round(started.round.id), 200).round.status).toBe('open');
    site.clock.advance(60_000);
    const paid = played(await calls.round(started.round.id), 200);
    expect(paid.round).toMatchObject({ status: 'settled', multiplier: 1_500, payout: 15_000, outcome: { cashOut: 1_500, won: true, crashPoint: seed.firstCrashPoint } });
    expect(new Date(paid.round.settledAt ?? '').getTime()).toBe(new Date(paid.round.startedAt).getTime() + msToReach(1_500));
    expect(await balanceOf(site.db, player.accountId)).toBe(105_000);

    const low = await nextSeed(site.app, { userId: player.userId, launchKind: 'crash', serverSeed: 'instant-bust-hunt', clientSeed: 'x' });
    const target = low.firstCrashPoint + 1 > 10_000_000 ? 10_000_000 : Math.max(1_010, low.firstCrashPoint + 1);
    const missed = played(await calls.play('crash', { stake: 10_000, autoCashOut: target }));
    site.clock.advance(bustAtMs(low.firstCrashPoint));
    expect(played(await calls.round(missed.round.id), 200).round).toMatchObject({ status: 'settled', payout: 0, outcome: { won: false, cashOut: null } });
    expect(await balanceOf(site.db, player.accountId)).toBe(95_000);
  });

  it('one round in flight at a time; no cash-out before 1.01×; no rotation while a round flies (its seed would tell the crash point)', async () => {
    const player = await newPlayer(site, 100_000);
    await nextSeed(site.app, { userId: player.userId, launchKind: 'crash', minCrashPoint: 5_000 });
    const calls = gameCalls(site.app, player);
    const started = played(await calls.play('crash', { stake: 1_000 }));
    const second = await calls.play('crash', { stake: 1_000 });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: { code: 'round_open' } });
    const early = await calls.cashOut(started.round.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: { code: 'cash_out_too_early' } });
    expect((await calls.rotate('crash')).json()).toMatchObject({ error: { code: 'round_open' } });
    const state = CasinoGameStateResponseSchema.parse((await calls.state('crash')).json());
    expect(state.openRound).toMatchObject({ id: started.round.id, status: 'open' });
    expect(await calls.cashOut(999_999_999).then((response) => response.json())).toMatchObject({ error: { code: 'round_not_found' } });
    site.clock.advance(2_000);
    expect(played(await calls.cashOut(started.round.id), 200).round.status).toBe('settled');
    expect(played(await calls.play('crash', { stake: 1_000 })).round.status).toBe('open');
  });

  it('demo crash rounds pay play money and never touch the ledger', async () => {
    const ledgerBefore = await ledgerTransactionCount(site.db);
    const first = await gameCalls(site.app, { demo: null }).state('crash');
    const calls = gameCalls(site.app, { demo: demoCookieOf(first) });
    let settledBalance = 0;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const started = played(await calls.play('crash', { stake: 1_000 }));
      site.clock.advance(msToReach(1_010));
      const settled = await calls.cashOut(started.round.id);
      const round = played(settled, 200);
      settledBalance = round.wallet.balance;
      expect(round.round.payout).toBe(round.round.outcome?.game === 'crash' && round.round.outcome.won ? applyCoef(1_000, round.round.multiplier ?? 0) : 0);
    }
    expect(settledBalance).toBeGreaterThan(0);
    expect(await ledgerTransactionCount(site.db)).toBe(ledgerBefore);
  });
});
