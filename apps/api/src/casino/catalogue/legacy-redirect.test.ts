import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../db/testing/engines';
import { seededApp, seededSite } from '../../testing/app.fixture';

/** Spec §2: legacy game routes redirect 301 to the game's current route, found by route or old route, else the games index. */
describe.each(enginesUnderTest())('legacy game links through the pages on $name', (engine) => {
  const site = seededSite(() => seededApp({}, engine));
  const get = (url: string) => site.app.inject({ method: 'GET', url });

  it.each([
    ['/en/allgamesentrance/northstar_goldrushexpress', '/en/games/gold-rush-express'],
    ['/ru/allgamesentrance/NorthStar_GoldRushExpress?ref=7', '/ru/games/gold-rush-express?ref=7'],
    ['/en/allgamesentrance/gold-rush-express', '/en/games/gold-rush-express'],
    ['/en/allgamesentrance/rocket', '/en/games/rocket'],
    ['/en/bonus-games/bluefin_livebaccarat', '/en/games/live-baccarat'],
    ['/en/allgamesentrance/no-such-game', '/en/games'],
    ['/en/allgamesentrance', '/en/games'],
  ])('%s answers 301 to %s', async (url, location) => {
    const response = await get(url);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it('leads every old route of the catalogue to its game', async () => {
    const rows = await site.db.query<{ route: string; old_route: string }>('select route, old_route from casino_games where old_route is not null order by id limit 40');
    expect(rows.length).toBe(40);
    for (const row of rows) expect((await get(`/en/allgamesentrance/${row.old_route}`)).headers.location).toBe(`/en/games/${row.route}`);
  });
});
