import { CasinoPaths, LinePaths } from '@betting/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { pgliteEngine } from '../db/testing/engines';
import { ensureLineSchedule } from '../line';
import { SEEDED_AT, TEST_LINE_SIMULATOR_SECRET, seededApp, type SeededApp } from '../testing/app.fixture';

/** DATABASE_READ_URL: the line's and the catalogue's content come from the replica; who calls is still asked of the primary. */
describe('content reads from a read replica', () => {
  let replica: { db: Database; dispose: () => Promise<void> };
  let site: SeededApp;
  let gameId: number;

  beforeAll(async () => {
    replica = await pgliteEngine.open('seeded');
    site = await seededApp({ readDb: replica.db });
    // Both hold the same schedule (a function of the seed and the time), as a replica of the primary would.
    for (const db of [site.db, replica.db]) await ensureLineSchedule(db, SEEDED_AT, { secret: TEST_LINE_SIMULATOR_SECRET });
    // The replica lags: what it answers differs from the primary, so each answer tells where it was read.
    const [game] = await replica.db.query<{ id: number }>("update line_games set home_name = 'Replica FC' where id = (select min(id) from line_games where status = 'prematch') returning id");
    gameId = game!.id;
    await replica.db.query("update casino_games set name = 'Replica Spins' where id = (select min(id) from casino_games)");
  });
  afterAll(async () => {
    await site.close();
    await replica.dispose();
  });

  it('answers a game of the line from the replica', async () => {
    const response = await site.app.inject({ method: 'GET', url: LinePaths.game(gameId) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ game: { opponents: Array<{ name: string }> } }>().game.opponents[0]?.name).toBe('Replica FC');
    const [primary] = await site.db.query<{ home_name: string }>('select home_name from line_games where id = $1', [gameId]);
    expect(primary?.home_name).not.toBe('Replica FC');
  });

  it('lists the casino catalogue from the replica', async () => {
    const response = await site.app.inject({ method: 'GET', url: `${CasinoPaths.games}?lng=en&limit=500` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain('Replica Spins');
  });
});
