import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createLegacyGameLookup, LEGACY_GAME_CACHE_MS, legacyGameResolverFor } from './legacy-game';

/** A catalogue of current routes and old routes, counting the questions it is asked. */
function fakeCatalogue(games: Readonly<Record<string, string>>) {
  const asked: string[] = [];
  let failing = false;
  return {
    asked,
    fail: (value: boolean) => {
      failing = value;
    },
    currentRouteOf: async (route: string) => {
      asked.push(route);
      if (failing) throw new Error('offline');
      return games[route.toLowerCase()];
    },
  };
}

describe('legacy game lookup', () => {
  it('answers the current route by old route, and undefined for a game the catalogue does not have', async () => {
    const catalogue = fakeCatalogue({ northstar_goldrushexpress: 'gold-rush-express', 'gold-rush-express': 'gold-rush-express' });
    const lookup = createLegacyGameLookup({ currentRouteOf: catalogue.currentRouteOf, now: () => 0 });
    expect(await lookup('NorthStar_GoldRushExpress')).toBe('gold-rush-express');
    expect(await lookup('gold-rush-express')).toBe('gold-rush-express');
    expect(await lookup('gone')).toBeUndefined();
  });

  it('keeps answers (found or not) for the cache time, case-insensitively, then asks again', async () => {
    const catalogue = fakeCatalogue({ rocket: 'rocket' });
    let clock = 1_000;
    const lookup = createLegacyGameLookup({ currentRouteOf: catalogue.currentRouteOf, now: () => clock });
    await lookup('rocket');
    await lookup('ROCKET');
    await lookup('gone');
    await lookup('gone');
    expect(catalogue.asked).toEqual(['rocket', 'gone']);
    clock += LEGACY_GAME_CACHE_MS;
    expect(await lookup('rocket')).toBe('rocket');
    expect(catalogue.asked).toEqual(['rocket', 'gone', 'rocket']);
  });

  it('asks once for questions in flight together, and does not keep a failure', async () => {
    const catalogue = fakeCatalogue({ rocket: 'rocket' });
    const lookup = createLegacyGameLookup({ currentRouteOf: catalogue.currentRouteOf, now: () => 0 });
    catalogue.fail(true);
    const together = await Promise.allSettled([lookup('rocket'), lookup('rocket')]);
    expect(together.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(catalogue.asked).toHaveLength(1);
    catalogue.fail(false);
    expect(await lookup('rocket')).toBe('rocket');
    expect(catalogue.asked).toHaveLength(2);
  });

  test.prop([fc.array(fc.tuple(fc.constantFrom('a', 'B', 'b', 'c_old', 'C_OLD'), fc.nat({ max: 2 * LEGACY_GAME_CACHE_MS })), { maxLength: 30 })])(
    'every answer is the catalogue’s, and the catalogue is asked at most once per route per cache period',
    async (steps) => {
      const games = { a: 'a', b: 'b', c_old: 'c' };
      const catalogue = fakeCatalogue(games);
      let clock = 0;
      const lookup = createLegacyGameLookup({ currentRouteOf: catalogue.currentRouteOf, now: () => clock });
      const lastAsked = new Map<string, number>();
      for (const [route, wait] of steps) {
        clock += wait;
        const before = catalogue.asked.length;
        expect(await lookup(route)).toBe(games[route.toLowerCase() as keyof typeof games]);
        const key = route.toLowerCase();
        if (catalogue.asked.length > before) {
          const previous = lastAsked.get(key);
          if (previous !== undefined) expect(clock - previous).toBeGreaterThanOrEqual(LEGACY_GAME_CACHE_MS);
          lastAsked.set(key, clock);
        } else expect(lastAsked.has(key)).toBe(true);
      }
    },
  );
});

describe('legacyGameResolverFor', () => {
  it('asks the catalogue about the game a legacy URL names, and answers for that route only', async () => {
    const asked: string[] = [];
    const lookup = async (route: string) => {
      asked.push(route);
      return route === 'bluefin_luckysevensdeluxe' ? 'lucky-sevens-deluxe' : undefined;
    };
    const resolve = await legacyGameResolverFor('/en/allgamesentrance/bluefin_luckysevensdeluxe?ref=1', lookup);
    expect(resolve('bluefin_luckysevensdeluxe')).toBe('lucky-sevens-deluxe');
    expect(resolve('other')).toBeUndefined();
    expect((await legacyGameResolverFor('/en/bonus-games/gone', lookup))('gone')).toBeUndefined();
    expect(asked).toEqual(['bluefin_luckysevensdeluxe', 'gone']);
  });

  it('asks nothing for any other URL, and a failed lookup resolves to nothing (the games index)', async () => {
    const asked: string[] = [];
    const resolve = await legacyGameResolverFor('/en/games/rocket', async (route) => {
      asked.push(route);
      return route;
    });
    expect(resolve('rocket')).toBeUndefined();
    expect(asked).toEqual([]);
    const failing = await legacyGameResolverFor('/en/allgamesentrance/rocket', () => Promise.reject(new Error('offline')));
    expect(failing('rocket')).toBeUndefined();
  });
});
