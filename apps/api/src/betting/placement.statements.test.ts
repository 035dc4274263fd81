import { describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../db/database';
import { enginesUnderTest, type EngineUnderTest } from '../db/testing/engines';
import { requestsOnly } from '../cluster/leadership';
import { bettingSite, lineGame, newBettor, placeCall } from './betting.fixture';

/** Every statement the site sends, whether on the pool or inside a transaction. */
function counted(db: Database, seen: string[]): Database {
  const wrap = (target: Queryable): Queryable => ({
    query: (sql, params, name) => {
      seen.push(sql);
      return target.query(sql, params, name);
    },
    exec: (sql) => {
      seen.push(sql);
      return target.exec(sql);
    },
  });
  return {
    ...wrap(db),
    engine: db.engine,
    transaction: (work) => {
      seen.push('begin');
      return db.transaction((tx) => work(wrap(tx))).finally(() => seen.push('commit or rollback'));
    },
    close: () => db.close(),
  };
}

const countingEngine = (engine: EngineUnderTest, seen: string[]): EngineUnderTest => ({
  name: engine.name,
  async open(kind) {
    const opened = await engine.open(kind);
    return { db: counted(opened.db, seen), dispose: opened.dispose };
  },
});

/**
 * Statements of one single bet over HTTP, from the session check to the answer, on the production build (no test
 * control): 49 when every step asked on its own (three commits among them); 16 now, one commit.
 */
const MOST_STATEMENTS = 16;

describe.each(enginesUnderTest())('the statements of a single bet on $name', (engine) => {
  const seen: string[] = [];
  // No periodic job (draws, sweeps) runs beside the bet: only its own statements are counted.
  const site = bettingSite(countingEngine(engine, seen), { testControl: undefined, overridesFor: undefined, personClock: undefined, leadership: requestsOnly() });

  it(`places a single bet in at most ${MOST_STATEMENTS} statements, none of them reading a test clock`, async () => {
    const bettor = await newBettor(site, 100_000);
    const game = await lineGame(site.db);
    const body = { typeId: 0 as const, bets: [{ outcomeId: game.outcomes[0], coef: game.coefs[0] }], amount: 1_000, accountId: bettor.accountId };
    // The first bet opens the house account; count the second, as every later bet runs.
    expect((await placeCall(site.app, bettor, body)).statusCode).toBe(201);
    seen.length = 0;
    const response = await placeCall(site.app, bettor, body);
    expect(response.statusCode, response.body).toBe(201);
    console.log(`a single bet on ${engine.name}: ${seen.length} statements`);
    expect(seen.length, seen.join('\n')).toBeLessThanOrEqual(MOST_STATEMENTS);
    expect(seen.filter((sql) => sql.includes('test_clock_offsets') || sql.includes('test_setting_overrides'))).toEqual([]);
  });
});
