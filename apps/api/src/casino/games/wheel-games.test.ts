import { randomUUID } from 'node:crypto';
import { CasinoGameResponseSchema, CasinoGameStateResponseSchema, CasinoPaths, CasinoVerifyResponseSchema, casinoLaunchGame, type CasinoLaunchKind } from '@betting/contracts';
import { PICK_TABLES, fortunaRound, pickRound, pickTableOf, verifyRound, type GameOutcome, type PickGame } from '@betting/games';
import { currencyByIso } from '@betting/kernel';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../db/testing/engines';
import { limitCalls } from '../../limits/testing';
import { openBonusAccount, grantBonus } from '../../wallet';
import { DEMO_WHEEL_GAMES } from '../catalogue/demo/wheel-games';
import { balanceOf, casinoRoundCount, demoCookieOf, gameCalls, gamesSite, ledgerTransactionCount, newPlayer, nextSeed, played, roundLedgerCount, type Player } from './games.fixture';

const PICKS: Readonly<Record<PickGame, number[]>> = { chest: [1], safe: [4], dragon: [0], memory: [0, 3, 6, 11], lottery: [0, 4, 7, 12, 19] };
const picksOf = (kind: CasinoLaunchKind) => {
  const game = casinoLaunchGame(kind);
  return game === 'fortuna' ? undefined : PICKS[game as PickGame];
};
const expected = (kind: CasinoLaunchKind, seeds: { serverSeed: string; clientSeed: string; nonce: number }, stake: number): GameOutcome => {
  const game = casinoLaunchGame(kind);
  return game === 'fortuna' ? fortunaRound(seeds, { stake }) : (pickRound(game as PickGame, pickTableOf(game as PickGame), seeds, { stake, picks: PICKS[game as PickGame] }) as GameOutcome);
};

describe.each(enginesUnderTest())('bonus wheel games on $name', (engine) => {
  const site = gamesSite(engine);

  /** A person's casino bonus balance: the bonus account (type 4) in RUB with `amount` granted through the ledger. */
  async function withBonus(player: Player, amount: number): Promise<number> {
    const now = new Date(site.clock.now());
    const opened = await openBonusAccount(site.db, player.userId, currencyByIso('RUB')?.numericCode ?? 643, now);
    if (!opened.ok) throw new Error(opened.error.code);
    const granted = await grantBonus(site.db, { userId: player.userId, walletAccountId: opened.value.id, currency: 'RUB', amount, reference: `test-bonus:${randomUUID()}`, idempotencyKey: `test-bonus:${randomUUID()}`, actor: 'system:test', now });
    if (!granted.ok) throw new Error(granted.error.code);
    return opened.value.id;
  }

  it.each(['fortuna', 'chest', 'safe', 'memory', 'lottery'] as const)('%s plays for real money: the balance moves by exactly stake and win, as the lib computes them', async (kind) => {
    const player = await newPlayer(site, 1_000_000);
    const { serverSeed } = await nextSeed(site.app, { userId: player.userId, launchKind: kind, serverSeed: `wheel-${kind}-${randomUUID()}`, clientSeed: 'wheel-seed' });
    const calls = gameCalls(site.app, player);
    let balance = 1_000_000;
    for (let nonce = 0; nonce < 12; nonce += 1) {
      const stake = 1_000 + nonce * 50;
      const picks = picksOf(kind);
      const answer = played(await calls.play(kind, { stake, ...(picks ? { picks } : {}) }));
      const outcome = expected(kind, { serverSeed, clientSeed: 'wheel-seed', nonce }, stake);
      balance += outcome.payout - stake;
      expect(answer.round).toMatchObject({ launchKind: kind, status: 'settled', stake, payout: outcome.payout, multiplier: outcome.multiplier, nonce, demo: false, currency: 'RUB' });
      expect(answer.round.outcome).toEqual(JSON.parse(JSON.stringify(outcome)));
      expect(answer.wallet).toEqual({ demo: false, accountId: player.accountId, currency: 'RUB', balance });
      expect(await roundLedgerCount(site.db, 'bet_stake', answer.round.id)).toBe(1);
      expect(await roundLedgerCount(site.db, 'bet_win', answer.round.id)).toBe(outcome.payout > 0 ? 1 : 0);
    }
    expect(await balanceOf(site.db, player.accountId)).toBe(balance);
  });

  it('a -bonus game plays the casino bonus balance through the ledger and leaves the real account alone; the state shows the bonus wallet', async () => {
    const player = await newPlayer(site, 500_000);
    const bonusAccountId = await withBonus(player, 200_000);
    const calls = gameCalls(site.app, player);
    const state = CasinoGameStateResponseSchema.parse((await calls.state('chest-bonus')).json());
    expect(state.wallet).toEqual({ demo: false, bonus: true, accountId: bonusAccountId, currency: 'RUB', balance: 200_000 });
    const { serverSeed } = await nextSeed(site.app, { userId: player.userId, launchKind: 'chest-bonus', serverSeed: `bonus-${randomUUID()}`, clientSeed: 'b' });
    let bonus = 200_000;
    for (let nonce = 0; nonce < 10; nonce += 1) {
      const answer = played(await calls.play('chest-bonus', { stake: 5_000, picks: [nonce % 3] }));
      const outcome = pickRound('chest', PICK_TABLES.chest, { serverSeed, clientSeed: 'b', nonce }, { stake: 5_000, picks: [nonce % 3] });
      bonus += outcome.payout - 5_000;
      expect(answer.round).toMatchObject({ launchKind: 'chest-bonus', payout: outcome.payout });
      expect(answer.wallet).toEqual({ demo: false, bonus: true, accountId: bonusAccountId, currency: 'RUB', balance: bonus });
    }
    expect(await balanceOf(site.db, bonusAccountId)).toBe(bonus);
    expect(await balanceOf(site.db, player.accountId)).toBe(500_000);
    const dragon = played(await calls.play('dragon-bonus', { stake: 1_000, picks: [2] }));
    expect(dragon.round.outcome).toMatchObject({ game: 'dragon', picks: [2] });
    expect(dragon.wallet.accountId).toBe(bonusAccountId);
  });

  it('no bonus balance: the state answers an empty bonus wallet and a round is refused with no_bonus_balance, keeping nothing', async () => {
    const player = await newPlayer(site, 100_000);
    const calls = gameCalls(site.app, player);
    const state = CasinoGameStateResponseSchema.parse((await calls.state('fortuna-bonus')).json());
    expect(state.wallet).toEqual({ demo: false, bonus: true, accountId: null, currency: 'RUB', balance: 0 });
    const before = await ledgerTransactionCount(site.db);
    const refused = await calls.play('fortuna-bonus', { stake: 1_000 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'no_bonus_balance', params: { currency: 'RUB' } } });
    await withBonus(player, 0 + 1).then(async (accountId) => {
      const short = await calls.play('fortuna-bonus', { stake: 1_000 });
      expect(short.json()).toMatchObject({ error: { code: 'insufficient_funds' } });
      expect(await balanceOf(site.db, accountId)).toBe(1);
    });
    expect(await ledgerTransactionCount(site.db)).toBe(before + 1);
    expect(await casinoRoundCount(site.db, `user:${player.userId}`)).toBe(0);
  });

  it('guests play the real-money wheel games with demo credits, never a -bonus game', async () => {
    const demo = gameCalls(site.app, { demo: null });
    const first = await demo.state('memory');
    const cookie = demoCookieOf(first);
    const guest = gameCalls(site.app, { demo: cookie });
    const round = played(await guest.play('memory', { stake: 1_000, picks: [0, 1, 2, 3] }));
    expect(round.wallet).toMatchObject({ demo: true, currency: 'FUN' });
    const bonusState = await guest.state('safe-bonus');
    expect(bonusState.statusCode).toBe(401);
    expect(bonusState.json()).toMatchObject({ error: { code: 'not_signed_in' } });
    expect((await guest.play('safe-bonus', { stake: 1_000, picks: [0] })).json()).toMatchObject({ error: { code: 'not_signed_in' } });
  });

  it.each<[string, CasinoLaunchKind, number[] | undefined]>([
    ['no chest picked', 'chest', undefined],
    ['two chests', 'chest', [0, 1]],
    ['a card twice', 'memory', [0, 0, 1, 2]],
    ['a number off the ticket', 'lottery', [0, 1, 2, 3, 20]],
  ])('%s is refused as invalid_picks before any money moves', async (_name, kind, picks) => {
    const player = await newPlayer(site, 100_000);
    const answer = await gameCalls(site.app, player).play(kind, { stake: 1_000, ...(picks ? { picks } : {}) });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error: { code: 'invalid_picks' } });
    expect(await balanceOf(site.db, player.accountId)).toBe(100_000);
  });

  it('limits decide inside the transaction for bonus play too: a refused stake keeps nothing', async () => {
    const player = await newPlayer(site, 100_000);
    const bonusAccountId = await withBonus(player, 50_000);
    const calls = gameCalls(site.app, player);
    expect((await limitCalls(site.app, { session: player.session }).set({ limitType: 1, limitValue: 100 })).statusCode).toBe(200);
    const first = played(await calls.play('lottery-bonus', { stake: 8_000, picks: [1, 2, 3, 4, 5] }));
    const refused = await calls.play('lottery-bonus', { stake: 3_000, picks: [1, 2, 3, 4, 5] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'limit_refused' } });
    expect(await casinoRoundCount(site.db, `user:${player.userId}`)).toBe(1);
    expect(await balanceOf(site.db, bonusAccountId)).toBe(50_000 - 8_000 + (first.round.payout ?? 0));
  });

  it('the same Idempotency-Key and picks replay the round; other picks under it are a conflict', async () => {
    const player = await newPlayer(site, 100_000);
    const calls = gameCalls(site.app, player);
    const key = randomUUID();
    const first = played(await calls.play('safe', { stake: 1_000, picks: [2] }, key));
    expect(played(await calls.play('safe', { stake: 1_000, picks: [2] }, key)).round).toEqual(first.round);
    expect((await calls.play('safe', { stake: 1_000, picks: [3] }, key)).json()).toMatchObject({ error: { code: 'idempotency_conflict' } });
    expect(await casinoRoundCount(site.db, `user:${player.userId}`)).toBe(1);
  });

  it('after rotation every wheel round verifies with the lib’s verifyRound, the server’s answer included', async () => {
    const player = await newPlayer(site, 1_000_000);
    const bonusAccountId = await withBonus(player, 100_000);
    const calls = gameCalls(site.app, player);
    const ids: number[] = [];
    for (const kind of ['fortuna', 'lottery', 'memory-bonus'] as const) for (let index = 0; index < 3; index += 1) ids.push(played(await calls.play(kind, { stake: 1_000, ...(picksOf(kind) ? { picks: picksOf(kind) } : {}) })).round.id);
    expect((await calls.verify(ids[0] ?? 0)).json()).toMatchObject({ error: { code: 'seed_not_revealed' } });
    for (const kind of ['fortuna', 'lottery', 'memory-bonus'] as const) expect((await calls.rotate(kind)).statusCode).toBe(200);
    for (const id of ids) {
      const answer = CasinoVerifyResponseSchema.parse((await calls.verify(id)).json());
      expect(answer.verified).toBe(true);
      expect(verifyRound(answer.revealed as Parameters<typeof verifyRound>[0])).toEqual({ ok: true, value: answer.recomputed });
    }
    expect(bonusAccountId).toBeGreaterThan(0);
  });

  it('the catalogue finds every wheel game by its route, with its launch kind and a cover', async () => {
    for (const game of DEMO_WHEEL_GAMES) {
      const answer = await site.app.inject({ method: 'GET', url: `${CasinoPaths.gameByRoute(game.route)}?lng=en` });
      expect(answer.statusCode, game.route).toBe(200);
      expect(CasinoGameResponseSchema.parse(answer.json()).game).toMatchObject({ id: game.id, route: game.route, launch: game.launch, providerSlug: 'apex-originals', coverUrl: CasinoPaths.gameCover(game.id) });
      const cover = await site.app.inject({ method: 'GET', url: CasinoPaths.gameCover(game.id) });
      expect(cover.statusCode).toBe(200);
    }
  });
});
