import { SeoPageDataSchema, type ConfigAllResponse } from '@betting/contracts';
import { fixedClock } from '@betting/kernel';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfigAll } from '../../config/config-all';
import type { Database } from '../../db/database';
import { enginesUnderTest } from '../../db/testing/engines';
import { loadConfigGroups, setConfigGroupValue } from './config-group.repository';
import { ancestorKeys, resolvePageSeo, type SeoSite } from './page-seo';
import { findSeoBlogEntity, listSeoSports, upsertSeoRule } from './seo.repository';

const ORIGIN = 'https://mirror-3.example.com';
const clock = fixedClock(Date.UTC(2026, 10, 22));

describe('ancestor keys', () => {
  it.each([
    ['information/rules/1/2', ['information/rules/1', 'information/rules', 'information']],
    ['information', []],
    ['', []],
  ])('%s → %j', (key, ancestors) => {
    expect(ancestorKeys(key)).toEqual(ancestors);
  });
});

describe.each(enginesUnderTest())('SEO tables on $name', (engine) => {
  let db: Database;
  let dispose: () => Promise<void>;
  const site = async (lang: string, mobileHost: string | null = null): Promise<SeoSite> => {
    const config: ConfigAllResponse = await loadConfigAll(db, lang, {}, { isProduction: true });
    return { languages: config.languages, siteConfig: config.siteConfig, mobileHost };
  };
  const seoOf = async (fullPath: string, options: { mobileHost?: string; status?: number } = {}) => {
    const lang = fullPath.split('/')[1] ?? 'en';
    return resolvePageSeo(db, clock, await site(lang, options.mobileHost ?? null), { fullPath, origin: ORIGIN, ...(options.status ? { status: options.status } : {}) });
  };

  beforeAll(async () => {
    ({ db, dispose } = await engine.open('seeded'));
  });
  afterAll(async () => {
    await dispose();
  });

  describe('page data', () => {
    beforeEach(async () => {
      await db.query(`delete from seo_rules where path like 'information/%' or route_id in ('information.taxation', 'information')`);
    });

    it('derives a content page’s data from its stored title and summary, on the request’s origin', async () => {
      const { pageData, indexable } = await seoOf('/ru/information/about?utm_source=x');
      expect(SeoPageDataSchema.parse(pageData)).toEqual(pageData);
      expect(indexable).toBe(true);
      expect(pageData).toMatchObject({
        lang: 'ru',
        title: 'О нас · Апекс Бет',
        description: expect.stringContaining('Апекс Бет — онлайн-букмекер'),
        siteName: 'Апекс Бет',
        metaRobots: null,
        hierarchyMetaRobots: null,
        customCanonical: null,
        canonical: `${ORIGIN}/ru/information/about`,
        mediaAlternates: [],
      });
    });

    it('has an hreflang alternate for every language a guest can choose, and x-default in the default language', async () => {
      const codes = (await site('en')).languages.filter((language) => !language.hiddenForGuests).map((language) => language.code);
      const { pageData } = await seoOf('/ru/information/rules/2/1');
      expect(pageData.hrefLang).toEqual([
        ...codes.map((code) => ({ hrefLang: code, href: `${ORIGIN}/${code}/information/rules/2/1` })),
        { hrefLang: 'x-default', href: `${ORIGIN}/en/information/rules/2/1` },
      ]);
      await db.query(`update languages set hidden_for_guests = true where code = 'ru'`);
      try {
        expect((await seoOf('/en/information/rules/2/1')).pageData.hrefLang.map((alternate) => alternate.hrefLang)).not.toContain('ru');
      } finally {
        await db.query(`update languages set hidden_for_guests = false where code = 'ru'`);
      }
    });

    it('falls back to the company name for a page without a stored title', async () => {
      expect((await seoOf('/en/casino')).pageData).toMatchObject({ title: 'Apex Bet', description: '' });
      expect((await seoOf('/en')).pageData).toMatchObject({ title: 'Apex Bet', description: expect.stringContaining('Sports betting before the match') });
    });

    it('takes each field from the most specific rule: path in the language, path, route in the language, route', async () => {
      await upsertSeoRule(db, { routeId: 'information.taxation', title: 'Route title', description: 'Route description', siteName: 'Route site' });
      await upsertSeoRule(db, { routeId: 'information.taxation', lang: 'en', title: 'Route EN title', description: 'Route EN description' });
      await upsertSeoRule(db, { path: 'information/taxation', title: 'Path title' });
      expect((await seoOf('/en/information/taxation')).pageData).toMatchObject({ title: 'Path title', description: 'Route EN description', siteName: 'Route site' });
      expect((await seoOf('/ru/information/taxation')).pageData).toMatchObject({ title: 'Path title', description: 'Route description' });
      await upsertSeoRule(db, { path: 'information/taxation', lang: 'ru', title: 'Налоги · {companyName}' });
      expect((await seoOf('/ru/information/taxation')).pageData.title).toBe('Налоги · Апекс Бет');
    });

    it('inherits robots set for a branch from the nearest ancestor, unless the page sets its own', async () => {
      await upsertSeoRule(db, { routeId: 'information', hierarchyMetaRobots: 'noindex, follow' });
      await upsertSeoRule(db, { path: 'information/rules/2', hierarchyMetaRobots: 'index, nofollow' });
      expect((await seoOf('/en/information/rules/2/3')).pageData).toMatchObject({ metaRobots: null, hierarchyMetaRobots: 'index, nofollow' });
      expect((await seoOf('/en/information/rules/1/3')).pageData).toMatchObject({ metaRobots: null, hierarchyMetaRobots: 'noindex, follow' });
      expect((await seoOf('/en/information')).pageData).toMatchObject({ hierarchyMetaRobots: 'noindex, follow' });
      expect((await seoOf('/en/information/consent')).pageData).toMatchObject({ metaRobots: 'noindex, follow' });
      expect((await seoOf('/en/office/account')).pageData).toMatchObject({ hierarchyMetaRobots: 'noindex, nofollow' });
    });

    it('uses a custom canonical: a fixed URL, or a path on whichever mirror answered', async () => {
      await upsertSeoRule(db, { path: 'information/licenses', canonicalMode: 'url', canonicalValue: 'https://main.example.com/en/information/licenses' });
      expect((await seoOf('/en/information/licenses')).pageData).toMatchObject({
        customCanonical: { mode: 'url', value: 'https://main.example.com/en/information/licenses' },
        canonical: 'https://main.example.com/en/information/licenses',
      });
      await upsertSeoRule(db, { path: 'information/licenses', canonicalMode: 'mirror', canonicalValue: '/en/information/licenses' });
      expect((await seoOf('/ru/information/licenses')).pageData).toMatchObject({
        customCanonical: { mode: 'mirror', value: '/en/information/licenses' },
        canonical: `${ORIGIN}/en/information/licenses`,
      });
      await expect(upsertSeoRule(db, { path: 'information/cookies', canonicalMode: 'mirror', canonicalValue: 'https://elsewhere.example.com/' })).rejects.toThrow();
    });

    it('points the media alternate at the mobile site when there is one', async () => {
      expect((await seoOf('/en/information/howbet', { mobileHost: 'https://m.example.com' })).pageData.mediaAlternates).toEqual([
        { media: 'only screen and (max-width: 640px)', href: 'https://m.example.com/en/information/howbet' },
      ]);
    });

    it('passes operator metas through only when they are well-formed', async () => {
      await upsertSeoRule(db, { path: 'information/payment', metas: [{ name: 'keywords', content: 'deposit, withdrawal' }, { property: 'og:image', content: '/pwa/icon-512.svg' }, { name: '"><script>', content: 'x' }, 'junk'] });
      expect((await seoOf('/en/information/payment')).pageData.metas).toEqual([
        { name: 'keywords', content: 'deposit, withdrawal' },
        { property: 'og:image', content: '/pwa/icon-512.svg' },
      ]);
    });

    it('describes a 404 or 500 page as the technical page, not indexable', async () => {
      const notFound = await seoOf('/en/no-such-page');
      expect(notFound.indexable).toBe(false);
      expect(notFound.pageData).toMatchObject({ title: 'This page could not be found · Apex Bet', metaRobots: 'noindex, follow' });
      expect((await seoOf('/ru/casino', { status: 500 })).pageData.title).toBe('Что-то пошло не так на нашей стороне · Апекс Бет');
    });
  });

  describe('content and visual', () => {
    it('renders the SEO text block from stored blocks, escaped, with its style and same-origin stylesheets', async () => {
      await upsertSeoRule(db, {
        path: 'information/smsbets',
        contentStyle: '.seo-content h2{font-size:1.2em}',
        contentStyles: ['/assets/seo.css', 'https://cdn.example.com/x.css'],
        contentBlocks: [{ type: 'paragraph', text: 'SMS <b>bets</b> at {companyName}' }, { type: 'bogus' }],
      });
      const { content } = await seoOf('/en/information/smsbets');
      expect(content).toEqual({ style: '.seo-content h2{font-size:1.2em}', styles: ['/assets/seo.css'], content: '<p>SMS &lt;b&gt;bets&lt;/b&gt; at Apex Bet</p>' });
      expect((await seoOf('/en/information/contacts')).content).toEqual({ style: '', styles: [], content: '' });
    });

    it('gives the h1 and the breadcrumb trail of a content page', async () => {
      const { visual } = await seoOf('/ru/information/rules/2/1');
      expect(visual).toEqual({
        h1: 'Футбол',
        breadcrumbs: [
          { title: 'Главная', url: '/ru' },
          { title: 'Информация', url: '/ru/information' },
          { title: 'Правила', url: '/ru/information/rules/1' },
          { title: 'Правила ставок на спорт', url: '/ru/information/rules/2' },
          { title: 'Футбол', url: '/ru/information/rules/2/1' },
        ],
        image: null,
      });
    });
  });

  describe('sports map, blog entities, config groups', () => {
    it('names the sports in the asked language, English where it has none', async () => {
      const ru = await listSeoSports(db, ['ru', 'en'], undefined);
      expect(ru.map((sport) => sport.name).slice(0, 3)).toEqual(['Футбол', 'Теннис', 'Баскетбол']);
      expect(await listSeoSports(db, ['ru', 'en'], 'ice hockey')).toEqual([expect.objectContaining({ nameEng: 'Ice Hockey', name: 'Хоккей', slug: 'hokkej' })]);
      expect((await listSeoSports(db, ['uk', 'en'], 'Football'))[0]).toMatchObject({ lang: 'en', name: 'Football' });
    });

    it('finds a blog entity for a domain, preferring the domain’s own row', async () => {
      expect(await findSeoBlogEntity(db, { projectId: 1, domain: 'any.example.com', entityType: 'category', identifier: 'betting-guides' })).toMatchObject({ h1: 'Betting guides', lang: 'en' });
      await db.query(`insert into seo_blog_entities (project_id, domain, entity_type, identifier, lang, title) values (1, 'special.example.com', 'category', 'betting-guides', 'en', 'Special')`);
      expect(await findSeoBlogEntity(db, { projectId: 1, domain: 'SPECIAL.example.com', entityType: 'category', identifier: 'betting-guides' })).toMatchObject({ title: 'Special' });
      expect(await findSeoBlogEntity(db, { projectId: 2, domain: 'any.example.com', entityType: 'category', identifier: 'betting-guides' })).toBeUndefined();
    });

    it('reads config groups with the language’s own rows over the rows for all, and {} for an unknown group', async () => {
      expect(await loadConfigGroups(db, ['contacts', 'nothing'], 'ru')).toEqual({
        contacts: { supportEmail: 'support@apexbet.example', supportPhone: '+44 20 7946 0321', supportHours: 'Круглосуточно, без выходных' },
        nothing: {},
      });
      expect((await loadConfigGroups(db, ['contacts'], 'es')).contacts).not.toHaveProperty('supportHours');
      await setConfigGroupValue(db, { group: 'footer', key: 'defaultCountryId', lang: null, value: 2 });
      expect((await loadConfigGroups(db, ['footer'], 'en')).footer).toMatchObject({ defaultCountryId: 2, policyLogoCountryIds: [1, 66, 126, 228, 120] });
      await setConfigGroupValue(db, { group: 'footer', key: 'defaultCountryId', lang: null, value: 1 });
    });
  });
});
