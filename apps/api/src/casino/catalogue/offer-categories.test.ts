import { CasinoCategoriesResponseSchema, CasinoGamesResponseSchema, CasinoPaths } from '@betting/contracts';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../db/testing/engines';
import { seededApp, seededSite } from '../../testing/app.fixture';
import { FAST_BET_LAUNCHES } from './demo/offer-categories';

describe.each(enginesUnderTest())('the fast-bet and slot-first-deposit sections on $name', (engine) => {
  const site = seededSite(() => seededApp({}, engine));
  const json = async <T>(url: string, schema: { parse: (value: unknown) => T }) => {
    const response = await site.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return schema.parse(response.json());
  };

  it('fast-bet holds the fast games one stake plays at once; slot-first-deposit the slots of the first-deposit casino bonus', async () => {
    const categories = (await json(`${CasinoPaths.categories}?lng=ru`, CasinoCategoriesResponseSchema)).categories;
    expect(categories.find((category) => category.slug === 'fast-bet')).toMatchObject({ route: 'fast-bet', title: 'Быстрая ставка' });
    expect(categories.find((category) => category.slug === 'slot-first-deposit')).toMatchObject({ route: 'casino/slot-first-deposit' });

    const fast = (await json(`${CasinoPaths.games}?category=fast-bet&pageSize=100`, CasinoGamesResponseSchema)).games;
    expect(fast.length).toBeGreaterThan(3);
    expect(fast.every((game) => (FAST_BET_LAUNCHES as readonly (string | null)[]).includes(game.launch))).toBe(true);
    const fastGames = new Set((await json(`${CasinoPaths.games}?category=fast-games&pageSize=100`, CasinoGamesResponseSchema)).games.map((game) => game.id));
    expect(fast.every((game) => fastGames.has(game.id))).toBe(true);

    const wagered = (await json(`${CasinoPaths.games}?category=slot-first-deposit&pageSize=100`, CasinoGamesResponseSchema)).games;
    const slotsOfOffer = await site.db.query<{ id: string }>(
      "select g.id from bonus_offer_games og join bonus_games g on g.id = og.game_id where og.offer_id = 'slot_first_deposit' and g.kind = 'slot' order by g.id"
    );
    expect(slotsOfOffer.length).toBeGreaterThan(0);
    expect(wagered.map((game) => game.route).sort()).toEqual(slotsOfOffer.map((row) => row.id));
  });
});
