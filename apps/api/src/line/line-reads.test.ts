/**
 * Reads of the line do not queue behind the simulator, and its lists are answered from memory until the line or the
 * second changes. No timings: "does not wait" is told by the event loop (a read that waits loses to setImmediate).
 * Each language gets its own answer, named from the same rows.
 */
import { LineBetsResponseSchema, LineEventsResponseSchema, LineGameResponseSchema, LineMenuResponseSchema, LinePaths, LineResultsResponseSchema, LineTestControlPaths } from '@betting/contracts';
import { manualClock } from '@betting/kernel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database, Queryable } from '../db/database';
import { pgliteEngine } from '../db/testing/engines';
import { testControlAppOptions } from '../test-control';
import { GENEROUS_PROTECTION, TEMPLATE, TEST_LINE_SIMULATOR_SECRET as secret } from '../testing/app.fixture';
import { LineEvents } from './events';
import { createLineSimulator } from './simulator';

const START = Date.UTC(2026, 10, 22, 18, 0);

/** The database with a gate: while it is shut every query waits; and the statements asked, in order. */
function gated(db: Database) {
  let shut: { promise: Promise<void>; open: () => void } | null = null;
  const statements: string[] = [];
  const wait = async (sql: string) => {
    statements.push(sql);
    if (shut) await shut.promise;
  };
  const through = (inner: Queryable): Queryable => ({
    query: async (sql, params) => {
      await wait(sql);
      return inner.query(sql, params);
    },
    exec: async (sql) => {
      await wait(sql);
      return inner.exec(sql);
    },
  });
  const gatedDb: Database = { ...through(db), engine: db.engine, transaction: (work) => db.transaction((tx) => work(through(tx))), close: () => db.close() };
  return {
    db: gatedDb,
    statements,
    shut() {
      let open = () => undefined as void;
      shut = { promise: new Promise<void>((resolve) => (open = resolve)), open: () => open() };
    },
    open() {
      shut?.open();
      shut = null;
    },
  };
}

/** 'read' when `read` settles within the current turn of the event loop; 'waiting' when it is still queued after it. */
const settlesNow = (read: Promise<unknown>) => Promise.race([read.then(() => 'read' as const), new Promise<'waiting'>((resolve) => setImmediate(() => resolve('waiting')))]);

describe('the schedule does not hold reads up', () => {
  let dispose: () => Promise<void>;
  let gate: ReturnType<typeof gated>;
  const clock = manualClock(START);
  let simulator: ReturnType<typeof createLineSimulator>;
  beforeAll(async () => {
    const opened = await pgliteEngine.open('seeded');
    dispose = opened.dispose;
    gate = gated(opened.db);
    simulator = createLineSimulator({ db: gate.db, clock, events: new LineEvents(), secret });
  });
  afterAll(async () => {
    gate.open();
    await simulator.stop();
    await dispose();
  });

  it('the first read waits until the schedule is made', async () => {
    gate.shut();
    const first = simulator.ensureSchedule();
    expect(await settlesNow(first)).toBe('waiting');
    gate.open();
    await first;
    const [games] = await gate.db.query<{ count: number }>('select count(*)::int as count from line_games');
    expect(games?.count).toBeGreaterThan(0);
  });

  it('later reads go on while a tick holds the queue', async () => {
    gate.shut();
    const tick = simulator.tick(1000);
    expect(await settlesNow(simulator.ensureSchedule())).toBe('read');
    gate.open();
    await tick;
  });

  it('a due renewal runs in the queue behind the tick, while the read goes on', async () => {
    clock.advance(11 * 60_000);
    gate.shut();
    const tick = simulator.tick();
    const asked = gate.statements.length;
    expect(await settlesNow(simulator.ensureSchedule())).toBe('read');
    gate.open();
    await tick;
    await simulator.stop();
    expect(gate.statements.slice(asked).filter((sql) => sql === 'select id from line_champs')).toHaveLength(1);
  });

  it('a schedule over a day old is waited for again', async () => {
    clock.advance(25 * 3_600_000);
    gate.shut();
    expect(await settlesNow(simulator.ensureSchedule())).toBe('waiting');
    gate.open();
  });
});

describe('the events list from memory', () => {
  let dispose: () => Promise<void>;
  let gate: ReturnType<typeof gated>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const opened = await pgliteEngine.open('seeded');
    dispose = opened.dispose;
    gate = gated(opened.db);
    app = await buildApp({ db: gate.db, clock: manualClock(START), template: TEMPLATE, validateResponses: true, protection: GENEROUS_PROTECTION, line: { secret }, ...testControlAppOptions });
  });
  afterAll(async () => {
    await app.close();
    await dispose();
  });

  const events = async () => {
    const response = await app.inject({ method: 'GET', url: `${LinePaths.events}?section=line&timeFilter=all&limit=20` });
    expect(response.statusCode).toBe(200);
    return { body: response.body, etag: response.headers.etag, list: LineEventsResponseSchema.parse(response.json()) };
  };
  const listReads = () => gate.statements.filter((sql) => sql.includes('from line_games g join line_sports')).length;

  it('answers the same bytes again without reading the line, until a write through test control', async () => {
    const first = await events();
    const reads = listReads();
    const again = await events();
    expect([again.body, again.etag]).toEqual([first.body, first.etag]);
    expect(listReads()).toBe(reads);

    const outcome = first.list.games.find((game) => game.mainMarket)?.mainMarket?.outcomes[0];
    expect(outcome).toBeDefined();
    const coef = (outcome?.coef ?? 0) + 137;
    expect((await app.inject({ method: 'POST', url: LineTestControlPaths.coef(outcome?.id ?? 0), payload: { coef } })).statusCode).toBe(200);
    const changed = await events();
    expect(listReads()).toBe(reads + 1);
    expect(changed.list.games.flatMap((game) => game.mainMarket?.outcomes ?? []).find((one) => one.id === outcome?.id)?.coef).toBe(coef);
  });

  it('reads again in the next second of the simulator (the answer tells its time)', async () => {
    const before = await events();
    expect((await app.inject({ method: 'POST', url: LineTestControlPaths.tick, payload: { ms: 1000 } })).statusCode).toBe(200);
    const after = await events();
    expect(after.list.now).toBe(before.list.now + 1);
  });

  it('answers each language in its own words: sports, champs, countries, markets and outcomes', async () => {
    const read = async (lng: string) => {
      const response = await app.inject({ method: 'GET', url: `${LinePaths.events}?section=line&timeFilter=all&limit=200&sportId=1&lng=${lng}` });
      return LineEventsResponseSchema.parse(response.json());
    };
    const [en, ru] = [await read('en'), await read('ru')];
    expect(ru.games.map((game) => game.id)).toEqual(en.games.map((game) => game.id));
    const english = en.games.find((game) => game.champId === 101 && game.mainMarket);
    const russian = ru.games.find((game) => game.id === english?.id);
    expect([english?.sportName, english?.champName, english?.countryName]).toEqual(['Football', 'England. Premier League', 'England']);
    expect([russian?.sportName, russian?.champName, russian?.countryName]).toEqual(['Футбол', 'Англия. Премьер-лига', 'Англия']);
    expect(russian?.mainMarket?.name).toBe('Исход матча');
    expect(russian?.mainMarket?.outcomes.map((outcome) => outcome.name)).toEqual([english?.opponents[0]?.name, 'Ничья', english?.opponents[1]?.name]);

    const game = LineGameResponseSchema.parse((await app.inject({ method: 'GET', url: `${LinePaths.game(english?.id ?? 0)}?lng=ru` })).json());
    expect(game.marketGroups[0]?.name).toBe('Основные');
    const names = game.marketGroups.flatMap((group) => group.markets.map((market) => market.name));
    expect(names).toContain('Двойной шанс');
    expect(names.some((name) => name.startsWith('Азиатская фора'))).toBe(true);
    expect(names.some((name) => /^1-й тайм: тотал \d/.test(name))).toBe(true);
    const draw = russian?.mainMarket?.outcomes[1]?.id ?? 0;
    const [bet] = LineBetsResponseSchema.parse((await app.inject({ method: 'GET', url: `${LinePaths.bets}?ids=${draw}&lng=ru` })).json()).bets;
    expect([bet?.outcomeName, bet?.marketName, bet?.sportName, bet?.champName]).toEqual(['Ничья', 'Исход матча', 'Футбол', 'Англия. Премьер-лига']);
    const finished = LineResultsResponseSchema.parse((await app.inject({ method: 'GET', url: `${LinePaths.results}?type=zone&sportId=1&lng=es` })).json());
    expect(finished.games.length).toBeGreaterThan(0);
    expect(new Set(finished.games.map((one) => one.sportName))).toEqual(new Set(['Fútbol']));
    const menu = LineMenuResponseSchema.parse((await app.inject({ method: 'GET', url: `${LinePaths.menu}?lng=uk` })).json());
    expect(menu.sports.find((sport) => sport.slug === 'football')?.name).toBe('Футбол');
    expect(menu.sports.find((sport) => sport.slug === 'tennis')?.name).toBe('Теніс');
  });
});
