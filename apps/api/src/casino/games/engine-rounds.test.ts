import { randomUUID } from 'node:crypto';
import { CasinoEngineVerifyResponseSchema, CasinoGameStateResponseSchema, CasinoRotateSeedResponseSchema, IDEMPOTENT_REPLAY_HEADER, limitRefusalOfPaymentError } from '@betting/contracts';
import { diceEngine, hiloEngine, minesEngine, plinkoEngine, replayRound, type HiloState, type MinesState } from '@betting/games';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../db/testing/engines';
import { limitCalls } from '../../limits/testing';
import { balanceOf, casinoRoundCount, gameCalls, gamesSite, ledgerTransactionCount, newPlayer, nextSeed, played, roundLedgerCount } from './games.fixture';

describe.each(enginesUnderTest())('engine games through the game server on $name', (engine) => {
  const site = gamesSite(engine);

  it('dice and plinko settle at once: the balance moves by exactly stake and the engine’s payout, through the ledger', async () => {
    const player = await newPlayer(site, 1_000_000);
    const calls = gameCalls(site.app, player);
    let expected = 1_000_000;
    for (const [kind, params, game] of [
      ['dice', { target: 5_000, direction: 'under' }, diceEngine],
      ['plinko', { rows: 8, risk: 'high' }, plinkoEngine],
    ] as const) {
      const { serverSeed } = await nextSeed(site.app, { userId: player.userId, launchKind: kind, serverSeed: `engine-${kind}-${randomUUID()}`, clientSeed: 'mine' });
      for (let nonce = 0; nonce < 6; nonce += 1) {
        const stake = 1_000 + nonce * 10;
        const answer = played(await calls.play(kind, { stake, params }));
        const state = (game.start as (seeds: object, params: object, stake: number) => { multiplier: number })({ serverSeed, clientSeed: 'mine', nonce }, params, stake);
        const payout = game.payout(state as never);
        expected += payout - stake;
        expect(answer.round).toMatchObject({ launchKind: kind, status: 'settled', stake, payout, multiplier: state.multiplier, nonce, outcome: null });
        expect(answer.round.engine).toMatchObject({ engine: kind, params, actions: 0, finished: true, view: JSON.parse(JSON.stringify(state)) });
        expect(answer.wallet.balance).toBe(expected);
        expect(await roundLedgerCount(site.db, 'bet_win', answer.round.id)).toBe(payout > 0 ? 1 : 0);
      }
    }
    expect(await balanceOf(site.db, player.accountId)).toBe(expected);
    // The tile's variant or the engine's defaults when no params are sent; params that are not the game's are refused.
    expect(played(await calls.play('plinko', { stake: 1_000 })).round.engine?.params).toEqual(plinkoEngine.defaultParams);
    const before = await ledgerTransactionCount(site.db);
    const wrong = await calls.play('dice', { stake: 1_000, params: { target: 9_990, direction: 'under' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: { code: 'invalid_params' } });
    expect((await calls.play('plinko', { stake: 1_000, variant: 'no-such' })).json()).toMatchObject({ error: { code: 'invalid_params' } });
    expect(await ledgerTransactionCount(site.db)).toBe(before);
  });

  it('mines: the stake is taken at the start, reveals are idempotent actions, the cash-out pays once, and the verifier replays it all', async () => {
    const player = await newPlayer(site, 100_000);
    const calls = gameCalls(site.app, player);
    const { serverSeed, seeds } = await nextSeed(site.app, { userId: player.userId, launchKind: 'mines', serverSeed: `engine-mines-${randomUUID()}`, clientSeed: 'grid' });
    const board = minesEngine.start({ serverSeed, clientSeed: 'grid', nonce: 0 }, { mines: 5 }, 2_000);
    const safe = [...Array(25).keys()].filter((cell) => !board.mineCells.includes(cell));

    const started = played(await calls.play('mines', { stake: 2_000, params: { mines: 5 } }));
    expect(started.round).toMatchObject({ status: 'open', payout: null, serverSeedHash: seeds.serverSeedHash });
    expect(started.round.engine).toMatchObject({ finished: false, view: { mineCells: [], revealed: [] } });
    expect(started.wallet.balance).toBe(98_000);
    const id = started.round.id;
    expect((await calls.play('mines', { stake: 2_000, params: { mines: 5 } })).json()).toMatchObject({ error: { code: 'round_open' } });
    expect(CasinoGameStateResponseSchema.parse((await calls.state('mines')).json()).openRound?.id).toBe(id);
    // Another game is not held up by the open board.
    played(await calls.play('dice', { stake: 1_000 }));
    const afterDice = await balanceOf(site.db, player.accountId);

    const key = randomUUID();
    const [first, second] = await Promise.all([calls.act(id, { type: 'reveal', cell: safe[0] }, key), calls.act(id, { type: 'reveal', cell: safe[0] }, key)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(played(first, 200).round.engine?.actions).toBe(1);
    expect(played(second, 200).round.engine?.actions).toBe(1);
    expect((await calls.act(id, { type: 'reveal', cell: safe[1] }, key)).json()).toMatchObject({ error: { code: 'idempotency_conflict' } });
    expect((await calls.act(id, { type: 'reveal', cell: safe[0] })).json()).toMatchObject({ error: { code: 'invalid_action' } });
    expect((await calls.act(id, { type: 'explode' })).statusCode).toBe(409);
    expect((await calls.rotate('mines')).json()).toMatchObject({ error: { code: 'round_open' } });

    played(await calls.act(id, { type: 'reveal', cell: safe[1] }), 200);
    const cashKey = randomUUID();
    const cashed = played(await calls.act(id, { type: 'cashOut' }, cashKey), 200);
    const expected = replayRound(minesEngine, { serverSeed, clientSeed: 'grid', nonce: 0 }, { mines: 5 }, 2_000, [
      { type: 'reveal', cell: safe[0] as number },
      { type: 'reveal', cell: safe[1] as number },
      { type: 'cashOut' },
    ]);
    if (!expected.ok) throw new Error('the round replays');
    const payout = minesEngine.payout(expected.value);
    expect(payout).toBeGreaterThan(2_000);
    expect(cashed.round).toMatchObject({ status: 'settled', payout, multiplier: expected.value.multiplier });
    expect(cashed.round.engine?.view).toMatchObject({ mineCells: board.mineCells });
    expect(cashed.wallet.balance).toBe(afterDice + payout);
    const again = await calls.act(id, { type: 'cashOut' }, cashKey);
    expect(again.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
    expect((await calls.act(id, { type: 'cashOut' })).json()).toMatchObject({ error: { code: 'round_settled' } });
    expect(await roundLedgerCount(site.db, 'bet_win', id)).toBe(1);
    expect(await balanceOf(site.db, player.accountId)).toBe(afterDice + payout);

    const rotated = CasinoRotateSeedResponseSchema.parse((await calls.rotate('mines')).json());
    expect(rotated.revealed.serverSeed).toBe(serverSeed);
    const verified = CasinoEngineVerifyResponseSchema.parse((await calls.verify(id)).json());
    expect(verified).toMatchObject({ roundId: id, verified: true, revealed: { engine: 'mines', nonce: 0, stake: 2_000, params: { mines: 5 } } });
    expect(verified.revealed.actions).toEqual([{ type: 'reveal', cell: safe[0] }, { type: 'reveal', cell: safe[1] }, { type: 'cashOut' }]);
    expect(verified.recomputed).toEqual(JSON.parse(JSON.stringify(expected.value)));
  });

  it('mines: a mine loses the stake, and nothing is paid', async () => {
    const player = await newPlayer(site, 50_000);
    const calls = gameCalls(site.app, player);
    const { serverSeed } = await nextSeed(site.app, { userId: player.userId, launchKind: 'mines', serverSeed: `engine-mine-${randomUUID()}`, clientSeed: 'boom' });
    const board: MinesState = minesEngine.start({ serverSeed, clientSeed: 'boom', nonce: 0 }, { mines: 3 }, 5_000);
    const id = played(await calls.play('mines', { stake: 5_000, params: { mines: 3 } })).round.id;
    const lost = played(await calls.act(id, { type: 'reveal', cell: board.mineCells[0] }), 200);
    expect(lost.round).toMatchObject({ status: 'settled', payout: 0, multiplier: 0 });
    expect(lost.round.engine?.view).toMatchObject({ hit: board.mineCells[0], mineCells: board.mineCells });
    expect(lost.wallet.balance).toBe(45_000);
    expect(await roundLedgerCount(site.db, 'bet_win', id)).toBe(0);
  });

  it('a responsible-gaming limit refuses an engine round and keeps nothing: no round, no nonce, no money', async () => {
    const player = await newPlayer(site);
    const calls = gameCalls(site.app, player);
    expect((await limitCalls(site.app, { session: player.session }).set({ limitType: 1, limitValue: 100 })).statusCode).toBe(200);
    played(await calls.play('mines', { stake: 8_000, params: { mines: 2 } }));
    const before = { ledger: await ledgerTransactionCount(site.db), state: CasinoGameStateResponseSchema.parse((await calls.state('plinko')).json()) };
    const over = await calls.play('plinko', { stake: 5_000 });
    expect(over.statusCode).toBe(403);
    expect(limitRefusalOfPaymentError(over.json())).toMatchObject({ code: 'wagering_limit_exceeded', remaining: 2_000 });
    expect(await ledgerTransactionCount(site.db)).toBe(before.ledger);
    expect(await casinoRoundCount(site.db, `user:${player.userId}`)).toBe(1);
    expect(CasinoGameStateResponseSchema.parse((await calls.state('plinko')).json())).toEqual(before.state);
  });

  it('hi-lo in demo: a guest guesses with play money, and the ledger never moves', async () => {
    const ledgerBefore = await ledgerTransactionCount(site.db);
    const state = await gameCalls(site.app, { demo: null }).state('hilo');
    const demo = state.cookies.find((cookie) => cookie.name === 'casino_demo')?.value ?? null;
    const calls = gameCalls(site.app, { demo });
    const started = played(await calls.play('hilo', { stake: 1_000 }));
    expect(started.round).toMatchObject({ demo: true, status: 'open' });
    const view = started.round.engine?.view as unknown as HiloState;
    const guess = view.first.rank >= 7 ? 'lower' : 'higher';
    const after = played(await calls.act(started.round.id, { type: 'guess', guess }), 200);
    const step = (after.round.engine?.view as unknown as HiloState).steps[0];
    if (step?.win) {
      const cashed = played(await calls.act(started.round.id, { type: 'cashOut' }), 200);
      expect(cashed.round.payout).toBe(hiloEngine.payout({ ...(after.round.engine?.view as unknown as HiloState), finished: true }));
      expect(cashed.wallet.balance).toBe(100_000 - 1_000 + (cashed.round.payout ?? 0));
    } else {
      expect(after.round).toMatchObject({ status: 'settled', payout: 0 });
      expect(after.wallet.balance).toBe(99_000);
    }
    expect(await ledgerTransactionCount(site.db)).toBe(ledgerBefore);
    expect(await casinoRoundCount(site.db, `demo:${demo}`)).toBe(1);
  });
});
