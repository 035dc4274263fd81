import {
  CASINO_PREVIEW_LIST_SIZE,
  CasinoActionsResponseSchema,
  CasinoBrandsResponseSchema,
  CasinoCategoriesResponseSchema,
  CasinoGameResponseSchema,
  CasinoGamesResponseSchema,
  CasinoLobbyResponseSchema,
  CasinoPaths,
  CasinoPreviewResponseSchema,
  CasinoProviderResponseSchema,
  CasinoProvidersResponseSchema,
  type CasinoGame,
} from '@betting/contracts';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../db/testing/engines';
import { seededApp, seededSite } from '../../testing/app.fixture';
import { DEMO_WHEEL_GAMES } from './demo/wheel-games';

describe.each(enginesUnderTest())('the casino catalogue calls on $name', (engine) => {
  const site = seededSite(() => seededApp({}, engine));
  const get = (url: string, headers: Record<string, string> = {}) => site.app.inject({ method: 'GET', url, headers });
  async function json<T>(url: string, schema: { parse: (value: unknown) => T }): Promise<T> {
    const response = await get(url);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return schema.parse(response.json());
  }
  const games = (query: string) => json(`${CasinoPaths.games}?${query}`, CasinoGamesResponseSchema);
  async function everyPage(query: string, pageSize: number): Promise<CasinoGame[]> {
    const all: CasinoGame[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await games(`${query}&pageSize=${pageSize}&page=${page}`);
      all.push(...answer.games);
      if (page >= answer.paging.totalPages) return all;
    }
  }

  describe('games preview light (spec §7)', () => {
    it('answers the lobby’s category lists of preview games, GF defaulting to 0, cacheable for guests', async () => {
      const response = await get(`${CasinoPaths.previewLight}?whence=lobby&ref=1&lng=en`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      const body = CasinoPreviewResponseSchema.parse(response.json());
      expect(body.categories).toBeUndefined();
      const categories = CasinoCategoriesResponseSchema.parse((await get(CasinoPaths.categories)).json()).categories;
      const slugOf = new Map(categories.map((category) => [String(category.id), category.slug]));
      expect(Object.keys(body.games).map((key) => slugOf.get(key))).toEqual(expect.arrayContaining(['popular', 'new', 'slots', 'live-casino', 'crash-games', 'scratchcards']));
      expect(Object.keys(body.games).map((key) => slugOf.get(key))).not.toContain('fruit-slots');
      for (const [key, list] of Object.entries(body.games)) {
        expect(list.length).toBeGreaterThan(0);
        expect(list.length).toBeLessThanOrEqual(CASINO_PREVIEW_LIST_SIZE);
        for (const game of list) expect(game.CRID).toContain(Number(key));
      }
      const crash = body.games[String(categories.find((category) => category.slug === 'crash-games')?.id)]!;
      expect(crash[0]).toMatchObject({ GN: 'Rocket', R: 'rocket', OR: null, GF: 4, launch: 'crash', providerSlug: 'apex-originals', coverUrl: CasinoPaths.gameCover(crash[0]!.GT) });
      expect(CasinoPreviewResponseSchema.parse({ games: { 1: [{ ...crash[0], GF: undefined }] } }).games['1']?.[0]?.GF).toBe(0);
    });

    it('adds the categories with RI and TR in the asked language when asked, one per list', async () => {
      const body = CasinoPreviewResponseSchema.parse((await get(`${CasinoPaths.previewLight}?whence=slots&lng=ru&includeCategories=true`)).json());
      expect(body.categories?.map((category) => String(category.RI)).sort()).toEqual(Object.keys(body.games).sort());
      expect(body.categories?.map((category) => category.TR)).toEqual(expect.arrayContaining(['Популярные', 'Фруктовые слоты', 'Джекпоты']));
      expect(body.categories?.find((category) => category.TR === 'Фруктовые слоты')).toMatchObject({ slug: 'fruit-slots', route: 'slots/fruits' });
      const newest = body.games[String(body.categories?.find((category) => category.slug === 'new')?.RI)]!;
      expect(newest.length).toBe(CASINO_PREVIEW_LIST_SIZE);
    });

    it('answers one category’s list for groupId, and an empty map for an unknown one; bad params are 400', async () => {
      const one = CasinoPreviewResponseSchema.parse((await get(`${CasinoPaths.previewLight}?groupId=5&includeCategories=1`)).json());
      expect(Object.keys(one.games)).toEqual(['5']);
      expect(one.categories).toEqual([{ RI: 5, TR: 'Crash games', slug: 'crash-games', route: 'crash-games' }]);
      expect(CasinoPreviewResponseSchema.parse((await get(`${CasinoPaths.previewLight}?groupId=999`)).json())).toEqual({ games: {} });
      expect((await get(`${CasinoPaths.previewLight}?whence=nowhere`)).statusCode).toBe(400);
      expect((await get(`${CasinoPaths.previewLight}?includeCategories=maybe`)).statusCode).toBe(400);
    });

    it('leaves out the games of providers not offered in the visitor’s country', async () => {
      const live = (country: string) => get(`${CasinoPaths.previewLight}?groupId=4${country}`).then((response) => CasinoPreviewResponseSchema.parse(response.json()).games['4'] ?? []);
      const everywhere = await json(`${CasinoPaths.games}?provider=crystal-live`, CasinoGamesResponseSchema);
      expect(everywhere.paging.totalCount).toBeGreaterThan(0);
      expect((await json(`${CasinoPaths.games}?provider=crystal-live&fcountry=840`, CasinoGamesResponseSchema)).paging.totalCount).toBe(0);
      expect((await live('&fcountry=840')).some((game) => game.providerSlug === 'crystal-live')).toBe(false);
      expect((await live('&fcountry=643')).length).toBe(CASINO_PREVIEW_LIST_SIZE);
    });
  });

  describe('actions list (spec §7)', () => {
    it('answers Success and Value.Actions with Id and Name in the asked language, English where it has none', async () => {
      const english = await json(CasinoPaths.actions, CasinoActionsResponseSchema);
      expect(english.Success).toBe(true);
      expect(english.Value.Actions.length).toBeGreaterThanOrEqual(5);
      expect(english.Value.Actions[0]).toEqual({ Id: 1, Name: 'Welcome pack: 100% bonus + 150 free spins' });
      const turkish = await json(`${CasinoPaths.actions}?lng=tr`, CasinoActionsResponseSchema);
      expect(turkish.Value.Actions.map((action) => action.Id)).toEqual(english.Value.Actions.map((action) => action.Id));
      expect(turkish.Value.Actions[1]?.Name).toBe("%10'a varan haftalık nakit iade");
      expect(await json(`${CasinoPaths.actions}?lng=de`, CasinoActionsResponseSchema)).toEqual(english);
      await site.db.query('update casino_actions set active = false where id = 3');
      expect((await json(CasinoPaths.actions, CasinoActionsResponseSchema)).Value.Actions.map((action) => action.Id)).not.toContain(3);
      await site.db.query('update casino_actions set active = true where id = 3');
    });
  });

  describe('games list', () => {
    it('filters by category, provider, brand and tag; every filter narrows the same totals', async () => {
      const slots = await games('category=slots&pageSize=100');
      expect(slots.paging.totalCount).toBeGreaterThan(200);
      expect(slots.games.every((game) => game.categoryIds.includes(3))).toBe(true);
      const northstar = await games('provider=northstar-games&pageSize=100');
      expect(northstar.games.every((game) => game.providerSlug === 'northstar-games' && game.providerName === 'Northstar Games')).toBe(true);
      const provider = CasinoProviderResponseSchema.parse((await get(CasinoPaths.provider('northstar-games'))).json()).provider;
      expect(northstar.paging.totalCount).toBe(provider.gameCount);
      const brand = await games('brand=northstar-gold&pageSize=100');
      expect(brand.paging.totalCount).toBeGreaterThan(0);
      expect(brand.games.every((game) => game.brandSlug === 'northstar-gold')).toBe(true);
      const jackpots = await games('tag=3&pageSize=100');
      expect(jackpots.games.every((game) => game.tag === 3)).toBe(true);
      const both = await games('category=slots&provider=northstar-games&tag=2&pageSize=100');
      expect(both.games.map((game) => game.id)).toEqual(northstar.games.filter((game) => game.tag === 2 && game.categoryIds.includes(3)).map((game) => game.id));
      expect((await games('category=no-such-category')).paging).toEqual({ pageNumber: 1, pageSize: 24, totalCount: 0, totalPages: 0 });
      expect((await get(`${CasinoPaths.games}?tag=9`)).statusCode).toBe(400);
      expect((await get(`${CasinoPaths.games}?category=Bad Slug`)).statusCode).toBe(400);
    });

    it('searches game names and provider names, case-insensitive, every word in one or the other', async () => {
      const byName = await games('q=GOLD%20rush');
      expect(byName.games.map((game) => game.name)).toContain('Gold Rush Express');
      expect(byName.games.every((game) => /gold/i.test(`${game.name} ${game.providerName}`) && /rush/i.test(`${game.name} ${game.providerName}`))).toBe(true);
      const byProvider = await games('q=bingo%20hall&pageSize=100');
      const hall = await games('provider=bingo-hall&pageSize=100');
      expect(byProvider.games.map((game) => game.id).sort()).toEqual(expect.arrayContaining(hall.games.map((game) => game.id).sort()));
      expect(byProvider.games.every((game) => /bingo/i.test(`${game.name} ${game.providerName}`) && /hall/i.test(`${game.name} ${game.providerName}`))).toBe(true);
      const mixed = await games('q=northstar%20dragon');
      expect(mixed.games.map((game) => game.name)).toEqual(['Dragon Temple']);
      expect((await games('q=%25')).paging.totalCount).toBe(0);
      expect((await games('q=_')).paging.totalCount).toBe(0);
      expect((await games('q=%20%20')).paging.totalCount).toBe((await games('')).paging.totalCount);
    });

    it('pages through every match once, with the totals of every match', async () => {
      const whole = await games('category=live-casino&pageSize=100');
      const paged = await everyPage('category=live-casino', 7);
      expect(paged.map((game) => game.id)).toEqual(whole.games.map((game) => game.id));
      const second = await games('category=live-casino&pageSize=7&page=2');
      expect(second.paging).toEqual({ pageNumber: 2, pageSize: 7, totalCount: whole.paging.totalCount, totalPages: Math.ceil(whole.paging.totalCount / 7) });
      const beyond = await games('category=live-casino&pageSize=7&page=500');
      expect(beyond.games).toEqual([]);
      expect(beyond.paging.totalCount).toBe(whole.paging.totalCount);
      const all = await games('pageSize=1');
      expect(all.paging.totalCount).toBeGreaterThanOrEqual(550);
    });

    it('sorts by popularity (default), newest, name and return to player', async () => {
      const popular = (await games('pageSize=50')).games;
      expect(popular.map((game) => game.popularity)).toEqual([...popular.map((game) => game.popularity)].sort((a, b) => b - a));
      expect(popular.slice(0, 3).map((game) => game.launch)).toEqual(['slot', 'crash', 'scratch']);
      const newest = (await games('sort=new&pageSize=50')).games.map((game) => game.releasedOn);
      expect(newest).toEqual([...newest].sort().reverse());
      const named = (await games('sort=name&category=poker&pageSize=100')).games.map((game) => game.name.toLowerCase());
      expect(named).toEqual([...named].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const rtp = (await games('sort=rtp&pageSize=50')).games.map((game) => game.rtpBasisPoints);
      expect(rtp).toEqual([...rtp].sort((a, b) => b - a));
    });
  });

  describe('lobby, categories, providers, brands', () => {
    it('answers the page’s sections with their first games', async () => {
      const lobby = await json(`${CasinoPaths.lobby}?whence=live-casino&perSection=5&lng=es`, CasinoLobbyResponseSchema);
      expect(lobby.sections.map((section) => section.category.slug)).toEqual(['live-roulette', 'live-blackjack', 'live-baccarat', 'game-shows']);
      expect(lobby.sections[0]?.category.title).toBe('Ruleta en vivo');
      for (const section of lobby.sections) {
        expect(section.games.length).toBe(Math.min(5, section.category.gameCount));
        expect(section.games.every((game) => game.categoryIds.includes(section.category.id))).toBe(true);
      }
      const newest = await json(`${CasinoPaths.lobby}?whence=home&perSection=8`, CasinoLobbyResponseSchema);
      const dates = newest.sections.find((section) => section.category.slug === 'new')?.games.map((game) => game.releasedOn) ?? [];
      expect(dates).toHaveLength(8);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it('lists the categories with their routes, titles and the counts the games list finds', async () => {
      const categories = (await json(`${CasinoPaths.categories}?lng=uk`, CasinoCategoriesResponseSchema)).categories;
      expect(categories.find((category) => category.slug === 'slots')).toMatchObject({ route: 'slots', title: 'Слоти' });
      for (const slug of ['crash-games', 'poker', 'fruit-slots']) {
        const category = categories.find((item) => item.slug === slug)!;
        expect(category.gameCount, slug).toBe((await games(`category=${slug}&pageSize=1`)).paging.totalCount);
      }
      const inUs = (await json(`${CasinoPaths.categories}?fcountry=840`, CasinoCategoriesResponseSchema)).categories;
      expect(inUs.find((category) => category.slug === 'live-casino')!.gameCount).toBeLessThan(categories.find((category) => category.slug === 'live-casino')!.gameCount);
    });

    it('lists the providers, the house first, with counts over every game; one by slug; 404 for an unknown one', async () => {
      const providers = (await json(CasinoPaths.providers, CasinoProvidersResponseSchema)).providers;
      expect(providers.length).toBeGreaterThanOrEqual(36);
      // The three demo games and the bonus wheel games (seed 0032).
      expect(providers[0]).toMatchObject({ slug: 'apex-originals', isHouse: true, gameCount: 3 + DEMO_WHEEL_GAMES.length, logoUrl: CasinoPaths.providerLogo('apex-originals') });
      expect(providers.reduce((sum, provider) => sum + provider.gameCount, 0)).toBe((await games('pageSize=1')).paging.totalCount);
      const inUs = (await json(`${CasinoPaths.providers}?fcountry=840`, CasinoProvidersResponseSchema)).providers.map((provider) => provider.slug);
      expect(inUs).not.toContain('crystal-live');
      expect(inUs).not.toContain('rocket-lab-games');
      expect(inUs).toHaveLength(providers.length - 2);
      const missing = await get(CasinoPaths.provider('no-such-studio'));
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: { code: 'casino_provider_not_found', message: 'No such game provider' } });
    });

    it('lists the brands with their provider and game count', async () => {
      const brands = (await json(CasinoPaths.brands, CasinoBrandsResponseSchema)).brands;
      expect(brands.find((brand) => brand.slug === 'apex-originals')).toMatchObject({ providerSlug: 'apex-originals', gameCount: 3 });
      expect(brands.every((brand) => brand.gameCount > 0)).toBe(true);
    });
  });

  describe('one game', () => {
    it('by id, with its categories in the asked language; 404 for an unknown id, 400 for a bad one', async () => {
      const { game } = await json(`${CasinoPaths.game(1001)}?lng=pt`, CasinoGameResponseSchema);
      expect(game).toMatchObject({ id: 1001, name: 'Fruit Five', route: 'fruit-five', launch: 'slot', providerSlug: 'apex-originals', brandName: 'Apex Originals', tag: 4 });
      expect(game.categories.map((category) => category.title)).toEqual(['Populares', 'Caça-níqueis', 'Caça-níqueis de frutas', 'Caça-níqueis Vulkan']);
      const missing = await get(CasinoPaths.game(999_999));
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ error: { code: 'casino_game_not_found' } });
      expect((await get(CasinoPaths.game('abc'))).statusCode).toBe(400);
    });

    it('by its current route or its old route (any case); 404 for an unknown one', async () => {
      const byRoute = (await json(CasinoPaths.gameByRoute('gold-rush-express'), CasinoGameResponseSchema)).game;
      expect(byRoute).toMatchObject({ name: 'Gold Rush Express', oldRoute: 'northstar_goldrushexpress' });
      expect((await json(CasinoPaths.gameByRoute('northstar_goldrushexpress'), CasinoGameResponseSchema)).game.id).toBe(byRoute.id);
      expect((await json(CasinoPaths.gameByRoute('NorthStar_GoldRushExpress'), CasinoGameResponseSchema)).game.id).toBe(byRoute.id);
      expect((await get(CasinoPaths.gameByRoute('no-such-game'))).statusCode).toBe(404);
    });

    it('draws a cacheable SVG cover and logo, revalidated by ETag; 404 for unknown ones', async () => {
      const cover = await get(CasinoPaths.gameCover(1002));
      expect(cover.statusCode).toBe(200);
      expect(cover.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(cover.headers['cache-control']).toBe('public, max-age=86400');
      expect(cover.body).toContain('Rocket');
      expect(cover.body).toContain('APEX ORIGINALS');
      const again = await get(CasinoPaths.gameCover(1002), { 'if-none-match': String(cover.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect((await get(CasinoPaths.gameCover(999_999))).statusCode).toBe(404);
      const logo = await get(CasinoPaths.providerLogo('riverside-poker'));
      expect(logo.statusCode).toBe(200);
      expect(logo.body).toContain('>RP</text>');
      expect((await get(CasinoPaths.providerLogo('nobody'))).statusCode).toBe(404);
    });
  });
});
