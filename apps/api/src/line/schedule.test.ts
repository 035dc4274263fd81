import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { enginesUnderTest } from '../db/testing/engines';
import { TEST_LINE_SIMULATOR_SECRET as secret } from '../testing/app.fixture';
import { SPORTS } from './catalog';
import { ensureLineSchedule, planGames } from './schedule';

const NOW = Date.UTC(2026, 10, 22, 15, 0);

describe('planGames (pure)', () => {
  it('is deterministic and draws hundreds of games over dozens of sports', () => {
    const a = planGames(NOW);
    const b = planGames(NOW);
    expect(a).toEqual(b);
    expect(a.length).toBeGreaterThan(300);
    expect(new Set(a.map((g) => g.sportId)).size).toBeGreaterThanOrEqual(SPORTS.length - 2);
    expect(SPORTS.filter((s) => s.esports !== null).map((s) => s.slug)).toEqual(expect.arrayContaining(['cs2', 'dota-2', 'lol', 'valorant', 'fifa']));
    for (const game of a) expect(game.homeName).not.toBe(game.awayName);
  });
  it('another seed draws other games', () => {
    expect(planGames(NOW, { seed: 7 })).not.toEqual(planGames(NOW));
  });
});

describe.each(enginesUnderTest())('ensureLineSchedule on $name', (engine) => {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await engine.open('seeded'));
  });
  afterAll(() => dispose());

  it('adds the window once, with live and finished games, the same on every run', async () => {
    const started = performance.now();
    const added = await ensureLineSchedule(db, NOW, { secret });
    const took = performance.now() - started;
    expect(added).toBe(planGames(NOW).length);
    expect(took).toBeLessThan(15_000);
    expect(await ensureLineSchedule(db, NOW, { secret })).toBe(0);
    const counts = await db.query<{ status: string; n: number }>('select status, count(*)::int as n from line_games group by status order by status');
    const by = Object.fromEntries(counts.map((row) => [row.status, row.n]));
    expect(by['prematch']).toBeGreaterThan(100);
    expect(by['finished']).toBeGreaterThan(50);
    expect(by['live']).toBeGreaterThan(0);
    const open = await db.query<{ coef: number }>("select o.coef from line_outcomes o join line_markets m on m.id = o.market_id where not m.is_blocked and o.result is null");
    expect(open.length).toBeGreaterThan(1000);
    for (const row of open) expect(row.coef).toBeGreaterThanOrEqual(1010);
    const unsettled = await db.query("select 1 from line_outcomes o join line_games g on g.id = o.game_id where g.status = 'finished' and o.result is null");
    expect(unsettled).toHaveLength(0);
    const fingerprint = await db.query<{ f: string }>("select md5(string_agg(schedule_key || status || coalesce(home_score, -1) || ':' || coalesce(away_score, -1), ',' order by schedule_key)) as f from line_games");
    const again = await engine.open('seeded');
    try {
      await ensureLineSchedule(again.db, NOW, { secret });
      expect(await again.db.query("select md5(string_agg(schedule_key || status || coalesce(home_score, -1) || ':' || coalesce(away_score, -1), ',' order by schedule_key)) as f from line_games")).toEqual(fingerprint);
    } finally {
      await again.dispose();
    }
  });
});
