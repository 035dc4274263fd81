/**
 * Half results stored: a finished game's Asian quarter lines end half won / half lost in `line_outcomes`,
 * exactly as `settleMarket` says, and coupon legs may carry them too; a game scheduled more than a day ahead gets its
 * deep markets, in line, once it comes within a day — on both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { enginesUnderTest } from '../db/testing/engines';
import { TEST_LINE_SIMULATOR_SECRET as secret } from '../testing/app.fixture';
import { SPORT_BY_ID } from './catalog';
import { LineEvents } from './events';
import { lineParts, marketsForGame, settleMarket, type MarketDef, type ModelState } from './odds';
import { DEEP_AHEAD_MS, ensureLineSchedule } from './schedule';
import { createLineSimulator } from './simulator';

const START = Date.UTC(2026, 10, 22, 18, 0);

describe.each(enginesUnderTest())('half results on $name', (engine) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let simulator: ReturnType<typeof createLineSimulator>;

  beforeAll(async () => {
    ({ db, dispose } = await engine.open('seeded'));
    await ensureLineSchedule(db, START, { secret });
    simulator = createLineSimulator({ db, clock: { now: () => START }, events: new LineEvents(), secret });
  });
  afterAll(async () => {
    await simulator.stop();
    await dispose();
  });

  it('a football game finished 1:1 settles its quarter lines half won and half lost, as settleMarket does', async () => {
    const [game] = await db.query<{ id: number }>("select id from line_games where status = 'prematch' and sport_id = 1 order by start_at, id limit 1");
    const result = await simulator.finishGame(game!.id, [1, 1]);
    expect(result.ok).toBe(true);
    const rows = await db.query<{ market_id: number; type_id: number; kind: number; group_id: number; name: string; period: number; param: number | null; code: string; result: string | null }>(
      `select m.id as market_id, m.type_id, m.kind, m.group_id, m.name, m.period, m.param, o.code, o.result
         from line_markets m join line_outcomes o on o.market_id = m.id where m.game_id = $1 order by m.sort, m.id, o.sort`,
      [game!.id],
    );
    expect(rows.every((row) => row.result !== null)).toBe(true);
    const final: ModelState = { sport: SPORT_BY_ID.get(1)!, homeRating: 1500, awayRating: 1500, gameSeconds: 5400, period: 1, home: 1, away: 1, periodScores: [[1, 1]] };
    const markets = new Map<number, { def: MarketDef; results: (string | null)[] }>();
    for (const row of rows) {
      const entry = markets.get(row.market_id) ?? { def: { typeId: row.type_id, kind: row.kind, groupId: row.group_id, name: row.name, period: row.period, param: row.param, isCombinable: false, isBannedExpress: false, outcomes: [] }, results: [] };
      (entry.def.outcomes as { code: string; name: string }[]).push({ code: row.code, name: row.code });
      entry.results.push(row.result);
      markets.set(row.market_id, entry);
    }
    let quarter = 0;
    for (const { def, results } of markets.values()) {
      expect(results, def.name).toEqual(settleMarket(final, def));
      if (def.param !== null && lineParts(def.param).length === 2 && def.name.includes('handicap') && Math.abs(def.param) === 250) {
        quarter += 1;
        expect([...results].sort(), def.name).toEqual(['half_lost', 'half_won']);
      }
    }
    expect(quarter).toBeGreaterThan(0);
  });

  it('a game more than a day ahead has its core markets, and the deep ones in line once it comes within a day', async () => {
    const [far] = await db.query<{ id: number; start_ms: number; home_name: string; away_name: string; home_strength: number; away_strength: number }>(
      `select id, (extract(epoch from start_at) * 1000)::float8 as start_ms, home_name, away_name, home_strength, away_strength from line_games
        where status = 'prematch' and sport_id = 1 and start_at > $1 order by start_at, id limit 1`,
      [new Date(START + DEEP_AHEAD_MS)],
    );
    const names = async () => (await db.query<{ name: string }>('select name from line_markets where game_id = $1 order by sort, id', [far!.id])).map((row) => row.name);
    const state: ModelState = { sport: SPORT_BY_ID.get(1)!, homeRating: far!.home_strength, awayRating: far!.away_strength, gameSeconds: 0, period: 0, home: 0, away: 0, periodScores: [] };
    expect(await names()).toEqual(marketsForGame(state, far!.home_name, far!.away_name, { deep: false }).map((def) => def.name));
    await ensureLineSchedule(db, Number(far!.start_ms) - DEEP_AHEAD_MS + 60_000, { secret });
    expect(await names()).toEqual(marketsForGame(state, far!.home_name, far!.away_name).map((def) => def.name));
  });

  it('coupon legs may be half won or half lost', async () => {
    const [row] = await db.query<{ def: string }>("select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'bet_coupon_legs_result_check'");
    expect(row!.def).toContain('half_won');
    expect(row!.def).toContain('half_lost');
  });
});
