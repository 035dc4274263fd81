import { PROMO_CATEGORIES } from '@betting/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { seed } from '../../db/seeds';
import { siteSeed } from '../../db/seeds/0001_site';
import { languagesSeed } from '../../db/seeds/0004_languages';
import { articleSeeds, contentArticlesSeed } from '../../db/seeds/0028_content_articles';
import { newsSeeds } from '../../db/seeds/0028_content_articles/news';
import { promotionSeeds } from '../../db/seeds/0028_content_articles/promotions';
import { enginesUnderTest } from '../../db/testing/engines';
import { languagePreference } from '../content.repository';
import { queryWords } from './search';
import { findArticle, listArticles, listBlogCategories, saveArticle } from './repository/blog.repository';
import { findGlossaryTerm, loadGlossary } from './repository/glossary.repository';
import { findLanding } from './repository/landings.repository';
import { findNews, listNews } from './repository/news.repository';
import { findPromotion, listPromotions } from './repository/promotions.repository';

/** The clock of the tests: every seeded text is published by then, and two promotions have ended. */
const NOW = new Date(Date.UTC(2026, 10, 22));
const EN = languagePreference('en', 'en');

describe.each(enginesUnderTest())('content tables on $name', (engine) => {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await engine.open('migrated'));
    await seed(db, [siteSeed, languagesSeed, contentArticlesSeed]);
  });
  afterAll(async () => {
    await dispose();
  });

  describe('blog', () => {
    it('pages every published article once, newest first, with the total on every page', async () => {
      const first = await listArticles(db, { languages: EN, now: NOW, limit: 9, offset: 0 });
      const second = await listArticles(db, { languages: EN, now: NOW, limit: 9, offset: 9 });
      const past = await listArticles(db, { languages: EN, now: NOW, limit: 9, offset: 18 });
      expect(first.total).toBe(articleSeeds.length);
      expect(second.total).toBe(articleSeeds.length);
      expect(first.items).toHaveLength(9);
      expect(second.items).toHaveLength(articleSeeds.length - 9);
      expect(past).toEqual({ items: [], total: 0 });
      const all = [...first.items, ...second.items];
      expect(new Set(all.map((item) => item.slug))).toEqual(new Set(articleSeeds.map((article) => article.slug)));
      const dates = all.map((item) => item.publishedAt);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(all[0]).toMatchObject({ slug: 'signs-of-problem-gambling', categoryPath: 'responsible-gaming', lang: 'en' });
    });

    it('lists a category with every category below it', async () => {
      const guides = await listArticles(db, { languages: EN, now: NOW, categoryPath: 'betting-guides', limit: 50, offset: 0 });
      const basics = await listArticles(db, { languages: EN, now: NOW, categoryPath: 'betting-guides/basics', limit: 50, offset: 0 });
      expect(guides.total).toBe(articleSeeds.filter((article) => article.categoryPath.startsWith('betting-guides/')).length);
      expect(basics.items.map((item) => item.categoryPath)).toEqual(basics.items.map(() => 'betting-guides/basics'));
      expect(basics.total).toBe(3);
      // `betting` is a prefix of a path but not a category above it.
      expect((await listArticles(db, { languages: EN, now: NOW, categoryPath: 'betting', limit: 50, offset: 0 })).total).toBe(0);
    });

    it('searches title, summary and body; every word must match, in any letter case', async () => {
      const search = (query: string, languages = EN) => listArticles(db, { languages, now: NOW, words: queryWords(query), limit: 50, offset: 0 });
      expect((await search('FRACTIONAL')).items.map((item) => item.slug)).toContain('how-to-read-odds');
      const both = await search('fractional american');
      expect(both.items.map((item) => item.slug)).toEqual(['how-to-read-odds']);
      expect((await search('fractional tennis')).total).toBe(0);
      // A word of the body only (not in the title or summary).
      expect((await search('yardstick')).items.map((item) => item.slug)).toEqual(['how-to-read-odds']);
      // Russian text is searched in Russian; a language without a text is searched in its fallback.
      expect((await search('Коэффициенты', languagePreference('ru', 'en'))).items.map((item) => item.slug)).toContain('how-to-read-odds');
      expect((await search('yardstick', languagePreference('es', 'en'))).total).toBe(1);
      // Characters that are wildcards elsewhere are plain text here.
      const percent = (await search('%')).total;
      expect(percent).toBeGreaterThan(0);
      expect(percent).toBeLessThan(articleSeeds.length);
      expect((await search('_')).total).toBe(0);
    });

    it('reads an article in the page’s language, else the site default, else English', async () => {
      expect(await findArticle(db, 'how-to-read-odds', languagePreference('ru', 'en'), NOW)).toMatchObject({ lang: 'ru', title: 'Как читать коэффициенты: десятичные, дробные и американские' });
      expect(await findArticle(db, 'how-to-read-odds', languagePreference('es', 'ru'), NOW)).toMatchObject({ lang: 'ru' });
      expect(await findArticle(db, 'accumulators-explained', languagePreference('ru', 'en'), NOW)).toMatchObject({ lang: 'en', author: 'Daniel Okafor' });
      expect(await findArticle(db, 'no-such-article', EN, NOW)).toBeUndefined();
    });

    it('shows an article from its publication time on, and never an unpublished one', async () => {
      const publishedAt = new Date(NOW.getTime() + 3_600_000).toISOString();
      await db.transaction((tx) =>
        saveArticle(tx, { slug: 'tomorrows-preview', categoryPath: 'sports/football', author: 'Tomás Herrera', publishedAt, texts: { en: { title: 'Tomorrow’s preview', body: [{ type: 'paragraph', text: 'Kick-off soon.' }] } } }),
      );
      await db.transaction((tx) => saveArticle(tx, { slug: 'draft-article', categoryPath: 'casino', author: 'Editor', publishedAt: '2026-01-01T00:00:00Z', isPublished: false, texts: { en: { title: 'Draft' } } }));
      expect(await findArticle(db, 'tomorrows-preview', EN, NOW)).toBeUndefined();
      expect((await listArticles(db, { languages: EN, now: NOW, limit: 50, offset: 0 })).total).toBe(articleSeeds.length);
      const later = new Date(NOW.getTime() + 7_200_000);
      expect(await findArticle(db, 'tomorrows-preview', EN, later)).toMatchObject({ title: 'Tomorrow’s preview', readingMinutes: 1 });
      expect((await listArticles(db, { languages: EN, now: later, limit: 1, offset: 0 })).items[0]?.slug).toBe('tomorrows-preview');
      expect(await findArticle(db, 'draft-article', EN, later)).toBeUndefined();
    });

    it('works out the reading time from the words when an article is saved', async () => {
      const words = Array.from({ length: 450 }, (_, index) => `word${index}`).join(' ');
      await db.transaction((tx) => saveArticle(tx, { slug: 'long-read', categoryPath: 'casino', author: 'Editor', publishedAt: '2026-01-02T00:00:00Z', texts: { en: { title: 'Long read', body: [{ type: 'paragraph', text: words }] } } }));
      expect(await findArticle(db, 'long-read', EN, NOW)).toMatchObject({ readingMinutes: 3 });
    });

    it('refuses a text with an invalid block and keeps nothing of it', async () => {
      await expect(
        db.transaction((tx) => saveArticle(tx, { slug: 'broken', categoryPath: 'casino', author: 'Editor', publishedAt: '2026-01-02T00:00:00Z', texts: { en: { title: 'Broken', body: [{ type: 'paragraph', text: '' }] } } })),
      ).rejects.toThrow();
      expect(await findArticle(db, 'broken', EN, NOW)).toBeUndefined();
    });

    it('keeps nested categories under their parents', async () => {
      const categories = await listBlogCategories(db, languagePreference('ru', 'en'));
      const byPath = new Map(categories.map((category) => [category.path, category]));
      expect(byPath.get('sports/tennis')?.parentId).toBe(byPath.get('sports')?.id);
      expect(byPath.get('sports')).toMatchObject({ parentId: null, title: 'Виды спорта', lang: 'ru' });
    });
  });

  describe('news', () => {
    it('pages the news newest first and finds an item by slug', async () => {
      const second = await listNews(db, { languages: EN, now: NOW, limit: 6, offset: 6 });
      expect(second.total).toBe(newsSeeds.length);
      expect(second.items).toHaveLength(newsSeeds.length - 6);
      expect(second.items.at(-1)?.slug).toBe('blog-launch');
      expect(await findNews(db, 'reality-check-reminders', languagePreference('ru', 'en'), NOW)).toMatchObject({ lang: 'ru', title: 'Напоминания о времени игры' });
      expect(await findNews(db, 'no-such-news', EN, NOW)).toBeUndefined();
    });
  });

  describe('promotions', () => {
    const running = promotionSeeds.filter((promotion) => promotion.endsAt === undefined || new Date(promotion.endsAt) > NOW);

    it.each(PROMO_CATEGORIES)('lists the running promotions of %s (all_bonuses: every one)', async (category) => {
      const listed = await listPromotions(db, { languages: EN, now: NOW, category });
      const expected = running.filter((promotion) => category === 'all_bonuses' || (promotion.categories as readonly string[]).includes(category));
      expect(listed.map((promotion) => promotion.slug).sort()).toEqual(expected.map((promotion) => promotion.slug).sort());
      expect(listed.length).toBeGreaterThan(0);
      for (const promotion of listed) expect(promotion.endsAt === null || new Date(promotion.endsAt) > NOW).toBe(true);
    });

    it('finds a promotion by slug or id, ended ones too', async () => {
      const ended = await findPromotion(db, 'summer-football-cashback', EN);
      expect(ended).toMatchObject({ endsAt: '2026-07-20T00:00:00.000Z', categories: ['bukmaker', 'cashback'] });
      expect(await findPromotion(db, String(ended?.id), EN)).toMatchObject({ slug: 'summer-football-cashback' });
      expect(await findPromotion(db, 'happy-birthday', languagePreference('ru', 'en'))).toMatchObject({ lang: 'ru', schedule: 'В день рождения, действует семь дней' });
      expect(await findPromotion(db, 'no-such-promotion', EN)).toBeUndefined();
    });
  });

  describe('betting alphabet and landings', () => {
    it('holds every term under a category of a block', async () => {
      const glossary = await loadGlossary(db, EN);
      expect(glossary.terms.length).toBeGreaterThanOrEqual(30);
      const categoryIds = new Set(glossary.categories.map((category) => category.id));
      const blockIds = new Set(glossary.blocks.map((block) => block.id));
      for (const term of glossary.terms) expect(categoryIds.has(term.categoryId)).toBe(true);
      for (const category of glossary.categories) expect(blockIds.has(category.blockId)).toBe(true);
      expect(await findGlossaryTerm(db, 'margin', EN)).toMatchObject({ title: 'Margin' });
    });

    it('reads a section’s title in each of the six languages', async () => {
      const titles = await Promise.all(['en', 'ru', 'uk', 'es', 'pt', 'tr'].map(async (lang) => (await findLanding(db, 'news', languagePreference(lang, 'en')))?.lang));
      expect(titles).toEqual(['en', 'ru', 'uk', 'es', 'pt', 'tr']);
      expect(await findLanding(db, 'ipl-betting-app', languagePreference('tr', 'en'))).toMatchObject({ lang: 'en', ctaPath: 'mobile' });
      expect(await findLanding(db, 'no-such-landing', EN)).toBeUndefined();
    });
  });
});
