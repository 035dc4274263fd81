import { CASINO_GAME_TAGS, CASINO_LAUNCH_KINDS, CASINO_LINK_LAUNCHES, CasinoSlugSchema, isWheelLaunch } from '@betting/contracts';
import { diceEngine, hiloEngine, minesEngine, plinkoEngine, rtpMilliPercent, scratchTheoreticalRtp, slotTheoreticalRtp, type AnyGameEngine } from '@betting/games';
import { matchRoute, pathSegments } from '@betting/routing';
import { describe, expect, it } from 'vitest';
import { DEMO_ACTIONS } from './actions';
import { demoCatalogue, oldRouteOf, slugOf, type DemoGame } from './catalogue';
import { CATALOGUE_LANGUAGES } from './languages';
import { DEMO_WHEEL_GAMES } from './wheel-games';

const catalogue = demoCatalogue();

describe('the demo casino catalogue', () => {
  it('is the same on every run', () => {
    expect(demoCatalogue()).toEqual(catalogue);
  });

  it('has dozens of providers and hundreds of games with unique ids, routes and old routes', () => {
    expect(catalogue.providers.length).toBeGreaterThanOrEqual(36);
    expect(catalogue.games.length).toBeGreaterThanOrEqual(550);
    const ids = catalogue.games.map((game) => game.id);
    const routes = catalogue.games.map((game) => game.route);
    const oldRoutes = catalogue.games.flatMap((game) => (game.oldRoute ? [game.oldRoute.toLowerCase()] : []));
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(routes).size).toBe(routes.length);
    expect(new Set(oldRoutes).size).toBe(oldRoutes.length);
    expect(oldRoutes.length).toBeGreaterThan(catalogue.games.length / 2);
    // A legacy link must lead to one game only: no old route is another game's current route.
    const current = new Set(routes);
    expect(oldRoutes.filter((route) => current.has(route))).toEqual([]);
    expect(new Set(catalogue.games.map((game) => game.name)).size).toBe(catalogue.games.length);
  });

  it('makes every route a valid slug and a page of the site (games/{route})', () => {
    for (const game of catalogue.games) {
      expect(CasinoSlugSchema.safeParse(game.route).success, game.route).toBe(true);
      expect(game.route).toBe(slugOf(game.name));
      expect(matchRoute(['games', game.route])?.route.id).toBe('games.view');
      if (game.oldRoute) expect(matchRoute(['allgamesentrance', game.oldRoute])?.route.id).toBe('legacy.allgamesentrance');
    }
  });

  it('has one house game for each of its three games; the bonus wheel games launch the wheel kinds', () => {
    const house = catalogue.providers.filter((provider) => provider.isHouse).map((provider) => provider.id);
    expect(house).toHaveLength(1);
    expect(catalogue.games.filter((game) => house.includes(game.providerId)).map((game) => game.launch)).toEqual(['slot', 'crash', 'scratch']);
    // The bonus wheel games (seed 0032, `./wheel-games`) launch the wheel kinds, each once, and are not in this list.
    expect(DEMO_WHEEL_GAMES.map((game) => game.launch).sort()).toEqual(CASINO_LAUNCH_KINDS.filter((kind) => isWheelLaunch(kind)).sort());
    const routes = new Set(catalogue.games.map((game) => game.route));
    expect(DEMO_WHEEL_GAMES.filter((game) => routes.has(game.route) || catalogue.games.some((other) => other.id === game.id))).toEqual([]);
  });

  it('launches every tile; the fast games each as its name says', () => {
    const bySlug = new Map(catalogue.categories.map((category) => [category.id, category.slug]));
    const sections = (game: DemoGame) => game.categoryIds.map((id) => bySlug.get(id));
    expect(catalogue.games.filter((game) => game.launch === null).map((game) => game.name)).toEqual([]);
    const words: Record<string, RegExp> = { dice: /Dice/, plinko: /Plinko/, mines: /Mines/, hilo: /Hi-Lo/, fortuna: /Wheel/ };
    for (const game of catalogue.games) {
      const word = game.launch ? words[game.launch] : undefined;
      // Table and card tiles play the closest engine (craps the dice, red dog hi-lo): their frames say which.
      if (word && sections(game).includes('fast-games')) expect(game.name, game.launch ?? '').toMatch(word);
      if (game.launch !== null) expect([...CASINO_LAUNCH_KINDS, ...CASINO_LINK_LAUNCHES] as readonly string[]).toContain(game.launch);
      if (sections(game).includes('fast-games')) expect(game.name).not.toMatch(/\b(Limbo|Tower|Goal|Coin Flip|Penalty|Darts|Archery|Bowling)\b/);
    }
    for (const launch of ['dice', 'plinko', 'mines', 'hilo', 'crash', 'scratch', 'keno', 'bingo', 'lotto', 'virtual-sports'] as const) {
      expect(catalogue.games.filter((game) => game.launch === launch).length, launch).toBeGreaterThan(0);
    }
  });

  it('shows an engine tile’s return to player as the engine computes it exactly for its default options', () => {
    const engines = { dice: diceEngine, plinko: plinkoEngine, mines: minesEngine, hilo: hiloEngine } as const;
    for (const game of catalogue.games) {
      if (game.launch === 'dice' || game.launch === 'plinko' || game.launch === 'mines' || game.launch === 'hilo') {
        const engine = engines[game.launch] as AnyGameEngine;
        expect(game.rtpBasisPoints, game.name).toBe(Math.floor(rtpMilliPercent(engine.rtp(engine.defaultParams)) / 10));
      }
      if (game.launch === 'crash') expect(game.rtpBasisPoints).toBe(9_900);
    }
  });

  it('shows the house games’ return to player as @betting/games computes it (crash: a 1 % house edge)', () => {
    const rtpOf = (launch: string) => catalogue.games.find((game) => game.launch === launch)?.rtpBasisPoints;
    expect(rtpOf('slot')).toBe(Math.round(slotTheoreticalRtp().total * 10_000));
    expect(rtpOf('scratch')).toBe(Math.round(scratchTheoreticalRtp().total * 10_000));
    expect(rtpOf('crash')).toBe(9_900);
  });

  it('puts every game in known categories, every category holds games, and tagged games are in their collection', () => {
    const categoryBySlug = new Map(catalogue.categories.map((category) => [category.slug, category.id]));
    const known = new Set(catalogue.categories.map((category) => category.id));
    for (const game of catalogue.games) {
      expect(game.categoryIds.length, game.name).toBeGreaterThan(0);
      expect(game.categoryIds.every((id) => known.has(id))).toBe(true);
      expect(game.tag).toBeGreaterThanOrEqual(0);
      expect(game.tag).toBeLessThan(CASINO_GAME_TAGS.length);
      const collection = { 1: 'new', 2: 'popular', 3: 'jackpot' }[game.tag];
      if (collection) expect(game.categoryIds).toContain(categoryBySlug.get(collection));
      expect(game.rtpBasisPoints).toBeGreaterThan(8_500);
      expect(game.rtpBasisPoints).toBeLessThanOrEqual(10_000);
    }
    for (const category of catalogue.categories) {
      expect(catalogue.games.some((game) => game.categoryIds.includes(category.id)), category.slug).toBe(true);
    }
  });

  it('gives every category a page of the site and a title in each language', () => {
    for (const category of catalogue.categories) {
      expect(matchRoute(pathSegments(category.route)), category.route).toBeDefined();
      for (const lng of CATALOGUE_LANGUAGES) expect(category.title[lng].trim(), `${category.slug} ${lng}`).not.toBe('');
    }
  });

  it('names every casino action in each language', () => {
    expect(DEMO_ACTIONS.length).toBeGreaterThan(3);
    for (const action of DEMO_ACTIONS) for (const lng of CATALOGUE_LANGUAGES) expect(action.name[lng].trim()).not.toBe('');
    expect(new Set(DEMO_ACTIONS.map((action) => action.name.ru)).size).toBe(DEMO_ACTIONS.length);
  });

  it('keeps the bonus catalogue’s games under the routes the bonuses use', () => {
    const routes = new Set(catalogue.games.map((game) => game.route));
    for (const id of ['gold-rush-express', 'dragon-temple', 'aztec-sun', 'lucky-sevens-deluxe', 'european-roulette', 'blackjack-classic', 'live-baccarat']) expect(routes).toContain(id);
  });

  it.each([
    ["Texas Hold'em", 'texas-holdem'],
    ['Bacará ao vivo', 'bacara-ao-vivo'],
    ['Fish & Chips', 'fish-and-chips'],
    ['  Multi-Wheel Roulette!  ', 'multi-wheel-roulette'],
  ])('slugs %j as %s', (name, slug) => {
    expect(slugOf(name)).toBe(slug);
  });

  it('spells old routes as the old site did', () => {
    expect(oldRouteOf('northstar-games', 'gold-rush-express')).toBe('northstar_goldrushexpress');
  });
});
