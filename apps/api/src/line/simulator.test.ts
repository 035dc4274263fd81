import type { LineStreamEvent } from '@betting/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { enginesUnderTest } from '../db/testing/engines';
import { TEST_LINE_SIMULATOR_SECRET as secret } from '../testing/app.fixture';
import { LineEvents } from './events';
import { gameDetails, NOTHING_DISALLOWED } from './line.repository';
import { ensureLineSchedule } from './schedule';
import { createLineSimulator, SUSPEND_AFTER_SCORE_MS } from './simulator';

const START = Date.UTC(2026, 10, 22, 18, 0);

describe.each(enginesUnderTest())('line simulator on $name', (engine) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let nowMs = START;
  const clock = { now: () => nowMs };
  const events = new LineEvents();
  const seen: LineStreamEvent[] = [];
  const finishedBatches: number[][] = [];
  const simulator = () => created;
  let created: ReturnType<typeof createLineSimulator>;

  beforeAll(async () => {
    ({ db, dispose } = await engine.open('seeded'));
    await ensureLineSchedule(db, START, { secret });
    created = createLineSimulator({ db, clock, events, secret });
    events.subscribe((event) => seen.push(event));
    events.onGamesFinished((ids) => {
      finishedBatches.push([...ids]);
    });
  });
  afterAll(async () => {
    await simulator().stop();
    await dispose();
  });

  it('starts games whose time has come, moves time and prices from the model', async () => {
    const [due] = await db.query<{ id: number; start_ms: number }>(
      "select id, (extract(epoch from start_at) * 1000)::float8 as start_ms from line_games where status = 'prematch' and sport_id = 1 order by start_at, id limit 1",
    );
    nowMs = Number(due!.start_ms) + 1000;
    await simulator().tick();
    const [row] = await db.query<{ status: string }>('select status from line_games where id = $1', [due!.id]);
    expect(row!.status).toBe('live');
    expect(seen.some((e) => e.type === 'started' && e.gameId === due!.id)).toBe(true);
    const before = await db.query<{ id: number; coef: number }>('select id, coef from line_outcomes where game_id = $1 order by id', [due!.id]);
    for (let i = 0; i < 30; i += 1) {
      nowMs += 60_000;
      await simulator().tick();
    }
    const [moved] = await db.query<{ game_seconds: number; period: number }>('select game_seconds, period from line_games where id = $1', [due!.id]);
    expect(moved!.game_seconds).toBeGreaterThanOrEqual(30 * 60);
    const after = await db.query<{ id: number; coef: number }>('select id, coef from line_outcomes where game_id = $1 order by id', [due!.id]);
    expect(after.filter((o, i) => o.coef !== before[i]!.coef).length).toBeGreaterThan(0);
    expect(seen.some((e) => e.type === 'coefs' && e.gameId === due!.id)).toBe(true);
    expect(seen.some((e) => e.type === 'game' && e.gameId === due!.id)).toBe(true);
  });

  it('plays a live tennis match point by point: the points of the game under way stored, sent and read', async () => {
    const [match] = await db.query<{ id: number }>("select id from line_games where status = 'prematch' and sport_id = 4 order by start_at, id limit 1");
    expect(await simulator().startGame(match!.id)).toMatchObject({ ok: true });
    const stored: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      nowMs += 30_000;
      await simulator().tick();
      const [row] = await db.query<{ game_points: number[] | string | null }>('select game_points from line_games where id = $1', [match!.id]);
      const points = typeof row!.game_points === 'string' ? (JSON.parse(row!.game_points) as number[]) : row!.game_points;
      expect(points).toHaveLength(2);
      // Never a game already won: four points and two clear end the game, and its points start again.
      expect(Math.max(...points!) >= 4 && Math.abs(points![0]! - points![1]!) >= 2).toBe(false);
      stored.push(points!.join(':'));
    }
    const sent = seen.filter((e): e is Extract<LineStreamEvent, { type: 'game' }> => e.type === 'game' && e.gameId === match!.id);
    expect(new Set(sent.map((e) => e.points?.join(':'))).size).toBeGreaterThan(1);
    expect(sent.at(-1)!.points!.join(':')).toBe(stored.at(-1));
    const read = await gameDetails(db, nowMs, match!.id, NOTHING_DISALLOWED);
    expect(read!.game.points!.join(':')).toBe(stored.at(-1));
    expect(read!.game.periodScores).toEqual(sent.at(-1)!.periodScores);
  });

  it('suspends the markets of a game right after its score changes, and lifts them', async () => {
    const goal = seen.find((e): e is Extract<LineStreamEvent, { type: 'game' }> => e.type === 'game' && e.scoreChanged);
    if (!goal) return; // no goal in the first half hour: nothing to check (the seed decides)
    const suspended = seen.find((e) => e.type === 'market' && e.gameId === goal.gameId && e.markets.some((m) => m.isSuspended));
    expect(suspended).toBeDefined();
    nowMs += SUSPEND_AFTER_SCORE_MS + 1000;
    await simulator().tick();
    const stillSuspended = await db.query("select 1 from line_markets m join line_games g on g.id = m.game_id where g.id = $1 and m.is_suspended and m.suspended_until < $2", [goal.gameId, new Date(nowMs)]);
    expect(stillSuspended).toHaveLength(0);
  });

  it('finishes games: every outcome settled (won/lost/void), the hook told of decided games once per batch', async () => {
    finishedBatches.length = 0;
    for (let i = 0; i < 12; i += 1) {
      nowMs += 10 * 60_000;
      await simulator().tick();
    }
    // Told of every game with outcomes just decided (finished, or a market certain before the end), each once a batch.
    expect(finishedBatches.every((batch) => new Set(batch).size === batch.length)).toBe(true);
    const told = [...new Set(finishedBatches.flat())];
    const finishedIds = (await db.query<{ id: number }>("select id from line_games where id = any($1::int[]) and status = 'finished' order by id", [told])).map((row) => row.id);
    expect(finishedIds.length).toBeGreaterThan(0);
    const undecided = await db.query('select g.id from line_games g where g.id = any($1::int[]) and not exists (select 1 from line_outcomes o where o.game_id = g.id and o.result is not null)', [told]);
    expect(undecided).toEqual([]);
    const open = await db.query('select 1 from line_outcomes where game_id = any($1::int[]) and result is null', [finishedIds]);
    expect(open).toHaveLength(0);
    const won = await db.query<{ n: number }>("select count(*)::int as n from line_outcomes where game_id = any($1::int[]) and result = 'won'", [finishedIds]);
    expect(won[0]!.n).toBeGreaterThan(0);
    const [game] = await db.query<{ status: string; finished_at: Date | null }>('select status, finished_at from line_games where id = $1', [finishedIds[0]]);
    expect(game!.status).toBe('finished');
    expect(game!.finished_at).not.toBeNull();
  });

  it('a pinned coefficient is left alone by the model', async () => {
    const [live] = await db.query<{ id: number; game_id: number }>(
      "select o.id, o.game_id from line_outcomes o join line_markets m on m.id = o.market_id join line_games g on g.id = o.game_id where g.status = 'live' and not m.settled order by o.id limit 1",
    );
    if (!live) return;
    expect(await simulator().setCoef(live.id, 4440)).toEqual({ ok: true, changed: 1 });
    nowMs += 5 * 60_000;
    await simulator().tick();
    const [row] = await db.query<{ coef: number }>('select coef from line_outcomes where id = $1', [live.id]);
    expect(row!.coef).toBe(4440);
  });

  it('the timer runs and stops without keeping the process alive', async () => {
    simulator().start();
    expect(simulator().running).toBe(true);
    await simulator().stop();
    expect(simulator().running).toBe(false);
  });
});
