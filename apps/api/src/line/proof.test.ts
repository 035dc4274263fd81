import { LineGameProofResponseSchema, LinePaths, LineTestControlPaths, type LineGameProofResponse } from '@betting/contracts';
import { advance, settleMarket, startGame, verifySimGame, type SimEvent, type SimGameProof } from '@betting/games';
import { fixedClock } from '@betting/kernel';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../db/testing/engines';
import { testControlAppOptions } from '../test-control';
import { TEST_LINE_SIMULATOR_SECRET, seededApp, seededSite } from '../testing/app.fixture';
import { SPORTS } from './catalog';
import { SimDraws, drawKeyCommitment, gameDrawKey } from './draws';
import { marketsForGame } from './odds';
import { modelStateOf, type SimGame } from './simulation';

const NOW = Date.UTC(2026, 10, 22, 12, 0);

/** A game the way the simulator plays it: its secret draws, ticks of random lengths, events logged on the side. */
function simulate(sportIndex: number, homeRating: number, awayRating: number, key: Uint8Array, ticks: readonly number[]): { proof: SimGameProof; events: SimEvent[] } {
  const sport = SPORTS[sportIndex % SPORTS.length]!;
  const events: SimEvent[] = [];
  const game: SimGame = { draws: new SimDraws(Buffer.from(key)), sport, homeRating, awayRating, status: 'prematch', gameSeconds: 0, period: 0, home: 0, away: 0, periodScores: [], events };
  startGame(game);
  const defs = marketsForGame(modelStateOf(game), 'Home', 'Away');
  for (let i = 0; game.status === 'live'; i += 1) advance(game, ticks[i % ticks.length]!);
  const proof: SimGameProof = {
    sport,
    homeRating,
    awayRating,
    commitment: drawKeyCommitment(key),
    key: Buffer.from(key).toString('hex'),
    home: game.home,
    away: game.away,
    periodScores: game.periodScores,
    events: events.map((e) => ({ ...e })),
    // Settled as the simulator settles them, on its own final state.
    markets: defs.map((def, id) => ({ ...def, id: id + 1, outcomes: def.outcomes.map((o, i) => ({ code: o.code, result: settleMarket(game, def)[i] ?? null })) })),
  };
  return { proof, events };
}

const arbGame = fc.record({
  sportIndex: fc.nat(),
  homeRating: fc.integer({ min: 1300, max: 2100 }),
  awayRating: fc.integer({ min: 1300, max: 2100 }),
  key: fc.uint8Array({ minLength: 32, maxLength: 32 }),
  ticks: fc.array(fc.integer({ min: 1, max: 900 }), { minLength: 1, maxLength: 5 }),
});

const failed = (result: Awaited<ReturnType<typeof verifySimGame>>) => result!.checks.filter((check) => !check.ok).map((check) => check.id);

describe('the bettor verifier against the simulator', () => {
  it('replays every event, the final and the period scores of any schedule and key exactly', async () => {
    await fc.assert(
      fc.asyncProperty(arbGame, async ({ sportIndex, homeRating, awayRating, key, ticks }) => {
        const { proof, events } = simulate(sportIndex, homeRating, awayRating, key, ticks);
        const result = await verifySimGame(proof);
        expect(failed(result)).toEqual([]);
        expect(result!.events.map((row) => row.replayed)).toEqual(events);
        expect(result!.replay).toEqual({ home: proof.home, away: proof.away, periodScores: proof.periodScores });
      }),
      { numRuns: 24 },
    );
  });

  it('detects a changed key, a changed event and a changed result', async () => {
    await fc.assert(
      fc.asyncProperty(arbGame, fc.nat(), fc.integer({ min: 0, max: 255 }), async ({ sportIndex, homeRating, awayRating, key, ticks }, pick, bit) => {
        const { proof } = simulate(sportIndex, homeRating, awayRating, key, ticks);
        const other = Uint8Array.from(key);
        other[bit % 32]! ^= 1 << (bit % 8);
        expect(failed(await verifySimGame({ ...proof, key: Buffer.from(other).toString('hex') }))).toContain('commitment');
        if (proof.events!.length > 0) {
          const i = pick % proof.events!.length;
          const changed = proof.events!.map((e, j) => (j === i ? { ...e, second: e.second + 1 } : e));
          expect(failed(await verifySimGame({ ...proof, events: changed }))).toEqual(['events']);
        }
        expect(failed(await verifySimGame({ ...proof, away: proof.away + 1 }))).toEqual(['final']);
        const periods = proof.periodScores.map(([h = 0, a = 0], j) => (j === 0 ? [h + 1, a] : [h, a]));
        expect(failed(await verifySimGame({ ...proof, periodScores: periods }))).toEqual(['periods']);
        const markets = proof.markets!;
        const m = pick % markets.length;
        const flipped = markets.map((market, j) => (j === m ? { ...market, outcomes: market.outcomes.map((o, i) => (i === 0 ? { ...o, result: o.result === 'won' ? 'lost' : 'won' } : o)) } : market));
        expect(failed(await verifySimGame({ ...proof, markets: flipped }))).toEqual(['markets']);
      }),
      { numRuns: 12 },
    );
  });
});

describe.each(enginesUnderTest())('commit before, reveal after on $name', (engine) => {
  const site = seededSite(() => seededApp({ clock: fixedClock(NOW), ...testControlAppOptions }, engine));
  const inject = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await site.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.body;
  };
  const proofOf = async (gameId: number): Promise<LineGameProofResponse> => LineGameProofResponseSchema.parse(JSON.parse(await inject('GET', LinePaths.proof(gameId))));

  it('no line answer or stream event carries the key of a game not finished; a finished game verifies, a forced score does not', async () => {
    await inject('GET', LinePaths.menu);
    const games = await site.db.query<{ id: number; schedule_key: string; status: string; sport_id: number; champ_id: number }>(
      `select id, schedule_key, status, sport_id, champ_id from line_games order by start_at, id`,
    );
    // A virtual FIFA game (two halves of 6 minutes) is played to its end by the clock; another is finished by hand.
    const [game, forced] = games.filter((g) => g.status === 'prematch' && g.sport_id === 50);
    const secretKeys = () => new Map<string, number>(games.map((g) => [gameDrawKey(TEST_LINE_SIMULATOR_SECRET, g.schedule_key).toString('hex'), g.id]));
    const before = await proofOf(game!.id);
    expect(before.key).toBeNull();
    expect(before.events).toBeNull();
    expect(before.commitment).toBe(drawKeyCommitment(gameDrawKey(TEST_LINE_SIMULATOR_SECRET, game!.schedule_key)));

    await inject('POST', LineTestControlPaths.start(game!.id));
    await inject('POST', LineTestControlPaths.tick, { ms: 120_000 });
    const finishedNow = await site.db.query<{ id: number }>(`select id from line_games where status = 'finished'`);
    const finishedIds = new Set(finishedNow.map((r) => r.id));
    const liveProof = await proofOf(game!.id);
    expect(liveProof.status).toBe('live');
    expect(liveProof.key).toBeNull();
    const [champ] = await site.db.query<{ champ_id: number }>(`select champ_id from line_games where id = $1`, [game!.id]);
    const bodies = await Promise.all(
      [
        LinePaths.menu,
        `${LinePaths.events}?section=live`,
        `${LinePaths.events}?section=line`,
        `${LinePaths.events}?section=line&esports=1&esportsType=virtual`,
        LinePaths.top,
        LinePaths.game(game!.id),
        LinePaths.results,
        LinePaths.champ(champ!.champ_id),
        `${LinePaths.esports}?type=virtual`,
        `${LinePaths.bets}?ids=1,2,3`,
        ...games.slice(0, 60).map((g) => LinePaths.proof(g.id)),
        `${LineTestControlPaths.stream}?after=0`,
      ].map((url) => inject('GET', url)),
    );
    const keys = secretKeys();
    const leaks = (texts: readonly string[], finished: ReadonlySet<number>) =>
      texts.flatMap((body) => [...body.matchAll(/[0-9a-f]{64}/g)].map((m) => keys.get(m[0])).filter((id) => id !== undefined && !finished.has(id)));
    expect(leaks(bodies, finishedIds)).toEqual([]);
    // The stream's recorded changes cover every event type the simulator published for the game meanwhile.
    const streamed = bodies.at(-1)!;
    for (const type of ['coefs', 'game', 'market', 'started']) expect(streamed).toContain(`event: ${type}`);

    await inject('POST', LineTestControlPaths.tick, { ms: 660_000 });
    const after = await proofOf(game!.id);
    expect(after.status).toBe('finished');
    expect(after.key).toBe(gameDrawKey(TEST_LINE_SIMULATOR_SECRET, game!.schedule_key).toString('hex'));
    const verified = await verifySimGame(after);
    expect(after.markets.length).toBeGreaterThan(3);
    expect(verified!.checks.map((check) => [check.id, check.ok])).toEqual([['commitment', true], ['events', true], ['final', true], ['periods', true], ['markets', true]]);
    const finishedStream = await inject('GET', `${LineTestControlPaths.stream}?after=0`);
    expect(finishedStream).toContain('event: finished');
    expect(leaks([finishedStream, await inject('GET', LinePaths.results)], new Set([...finishedIds, game!.id]))).toEqual([]);

    await inject('POST', LineTestControlPaths.finish(forced!.id), { score: [7, 0] });
    const tampered = await verifySimGame(await proofOf(forced!.id));
    expect(tampered!.checks.filter((check) => !check.ok).map((check) => check.id)).toEqual(['final', 'periods', 'markets']);
  });
});
