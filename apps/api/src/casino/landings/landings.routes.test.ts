import { CASINO_LANDING_MAX_GAMES, CasinoLandingPaths, CasinoLandingResponseSchema, CasinoGamesResponseSchema, CasinoPaths, CasinoCategoriesResponseSchema, type CasinoLandingKind } from '@betting/contracts';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../db/testing/engines';
import { seededApp, seededSite } from '../../testing/app.fixture';
import { DEMO_LANDINGS, VULKAN_CATEGORY } from './demo/landings';
import { saveLanding } from './landings.repository';

const LANGUAGES = ['en', 'ru', 'es', 'pt', 'tr', 'uk'] as const;

describe.each(enginesUnderTest())('casino landings on $name', (engine) => {
  const site = seededSite(() => seededApp({}, engine));
  const get = (url: string) => site.app.inject({ method: 'GET', url });
  const landing = async (kind: CasinoLandingKind, slug: string, lng = 'en') => {
    const response = await get(`${CasinoLandingPaths.landing(kind, slug)}?lng=${lng}`);
    expect(response.statusCode).toBe(200);
    return CasinoLandingResponseSchema.parse(response.json()).landing;
  };

  it('answers every seeded landing in each of the six languages, with its hero, call to action, SEO texts and games', async () => {
    for (const seeded of DEMO_LANDINGS) {
      const titles = new Set<string>();
      for (const lng of LANGUAGES) {
        const answer = await landing(seeded.kind, seeded.slug, lng);
        expect(answer).toMatchObject({ kind: seeded.kind, slug: seeded.slug, lang: lng, theme: seeded.theme, title: seeded.texts[lng]?.title });
        expect(answer.highlights.length).toBeGreaterThan(0);
        expect(answer.cta).toEqual({ label: seeded.texts[lng]?.ctaLabel, path: seeded.ctaPath });
        expect(answer.seo.title).not.toContain('{companyName}');
        expect(answer.seo.description.length).toBeGreaterThan(0);
        expect(answer.games.length).toBeGreaterThan(0);
        expect(answer.games.length).toBeLessThanOrEqual(CASINO_LANDING_MAX_GAMES);
        titles.add(answer.title);
      }
      expect(titles.size).toBe(LANGUAGES.length);
    }
  });

  it('features the games it lists in its order, read from the catalogue rows (never a copy)', async () => {
    const welcome = await landing('casino', 'welcome-package', 'ru');
    expect(welcome.games.map((game) => game.route)).toEqual(DEMO_LANDINGS.find((item) => item.slug === 'welcome-package')?.gameRoutes);
    const [fruitFive] = welcome.games;
    const catalogue = (await get(`${CasinoPaths.gameByRoute('fruit-five')}?lng=ru`)).json() as { game: Record<string, unknown> };
    const { categories: _categories, brandName: _brandName, ...catalogueGame } = catalogue.game;
    expect(fruitFive).toEqual(catalogueGame);
    expect(welcome.allGamesPath).toBeNull();
  });

  it('a category selection shows its most played games and links to its lobby', async () => {
    const live = await landing('casino', 'live-casino');
    expect(live.games).toHaveLength(12);
    expect(live.allGamesPath).toBe('live-casino');
    const lobby = CasinoGamesResponseSchema.parse((await get(`${CasinoPaths.games}?category=live-casino&pageSize=12`)).json());
    expect(live.games.map((game) => game.id)).toEqual(lobby.games.map((game) => game.id));
    const crash = await landing('games', 'rocket-crash');
    expect(crash.games.map((game) => game.route)).toContain('rocket');
    expect(crash.cta?.path).toBe('games/rocket');
  });

  it('the Vulkan hall is a catalogue category at slots/vulkan with its classic slots and the playable Fruit Five', async () => {
    const hall = await landing('hall', 'vulkan', 'uk');
    expect(hall).toMatchObject({ categorySlug: 'vulkan', allGamesPath: 'slots/vulkan', title: 'Вулкан: зала класичних слотів' });
    const categories = CasinoCategoriesResponseSchema.parse((await get(`${CasinoPaths.categories}?lng=ru`)).json()).categories;
    expect(categories.find((category) => category.slug === 'vulkan')).toMatchObject({ route: 'slots/vulkan', title: VULKAN_CATEGORY.title.ru, gameCount: VULKAN_CATEGORY.size });
    const games = CasinoGamesResponseSchema.parse((await get(`${CasinoPaths.games}?category=vulkan&pageSize=100`)).json());
    expect(games.paging.totalCount).toBe(VULKAN_CATEGORY.size);
    expect(games.games.map((game) => game.route)).toContain('fruit-five');
    const slots = await site.db.query<{ count: string | number }>(
      `select count(*) as count from casino_game_categories hall join casino_categories h on h.id = hall.category_id and h.slug = 'vulkan'
        where not exists (select 1 from casino_game_categories gc join casino_categories c on c.id = gc.category_id where gc.game_id = hall.game_id and c.slug = 'slots')`,
    );
    expect(Number(slots[0]?.count)).toBe(0);
  });

  it('reads a language it has no texts in in the site default, then English', async () => {
    const answer = await landing('casino', 'crash-games', 'de');
    expect(answer.lang).toBe('en');
    expect(answer.title).toBe('Cash out before the crash');
  });

  it('derives the SEO texts from title and summary when the operator set none', async () => {
    await saveLanding(site.db, {
      kind: 'casino',
      slug: 'plain-page',
      theme: 'neon',
      providerSlug: 'apex-originals',
      texts: { en: { kicker: '', title: 'Plain page', summary: 'House games only. '.repeat(20), highlights: [], gamesTitle: 'House games' } },
    });
    const answer = await landing('casino', 'plain-page');
    expect(answer.seo.title).toMatch(/^Plain page · .+/);
    expect(answer.seo.description.length).toBeLessThanOrEqual(160);
    expect(answer.seo.description.endsWith('…')).toBe(true);
    expect(answer.cta).toBeNull();
    expect(answer.allGamesPath).toBe('providers/apex-originals');
    expect(answer.games.every((game) => game.providerSlug === 'apex-originals')).toBe(true);
  });

  it('an unknown, unpublished or malformed landing is 404 casino_landing_not_found; a kind that is not one is 400', async () => {
    for (const url of [CasinoLandingPaths.landing('casino', 'no-such-offer'), CasinoLandingPaths.landing('games', 'welcome-package'), CasinoLandingPaths.landing('casino', 'Bad Slug!')]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'casino_landing_not_found' } });
    }
    await site.db.query("update casino_landings set is_published = false where slug = 'live-casino'");
    expect((await get(CasinoLandingPaths.landing('casino', 'live-casino'))).statusCode).toBe(404);
    await site.db.query("update casino_landings set is_published = true where slug = 'live-casino'");
    expect((await get('/web-api/casino/landings/poker/welcome-package')).statusCode).toBe(400);
  });

  it('refuses to seed a landing that lists a game the catalogue does not have', async () => {
    await expect(
      saveLanding(site.db, { kind: 'games', slug: 'ghost', theme: 'ember', gameRoutes: ['no-such-game'], texts: { en: { kicker: '', title: 'Ghost', summary: '', highlights: [], gamesTitle: '' } } }),
    ).rejects.toThrow(/not in the catalogue/);
  });
});
