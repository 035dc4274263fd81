import {
  ConfigGroupResponseSchema,
  SeoBlogEntitySchema,
  SeoContentSchema,
  SeoPageDataSchema,
  SeoPageVisualSchema,
  SeoSportsMapSchema,
} from '@betting/contracts';
import { manualClock } from '@betting/kernel';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { seededApp } from '../../testing/app.fixture';
import { setConfigGroupValue } from './config-group.repository';

describe('SEO calls and config groups', () => {
  const clock = manualClock(Date.UTC(2026, 10, 22));
  let app: FastifyInstance;
  let db: Database;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, db, close } = await seededApp({ clock, trustProxy: ['127.0.0.1'] })));
  afterAll(() => close());

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('answers page data on the origin the request came to, mirror or proxy alike', async () => {
    const direct = await get('/bff-api/seo/page-data?path=/en/information/howbet', { host: 'mirror-7.example.net' });
    expect(direct.statusCode).toBe(200);
    expect(SeoPageDataSchema.parse(direct.json())).toMatchObject({ title: 'How to bet · Apex Bet', canonical: 'http://mirror-7.example.net/en/information/howbet' });
    const proxied = await get('/bff-api/seo/page-data?path=/ru/information/howbet', { 'x-forwarded-host': 'bet.example.org', 'x-forwarded-proto': 'https' });
    expect(SeoPageDataSchema.parse(proxied.json())).toMatchObject({ title: 'Как сделать ставку · Апекс Бет', canonical: 'https://bet.example.org/ru/information/howbet' });
  });

  it('refuses a path that is not on the site, and a Host that is not a host name', async () => {
    expect((await get('/bff-api/seo/page-data?path=//evil.example/x')).statusCode).toBe(400);
    expect((await get('/bff-api/seo/page-data?path=/en', { host: 'bad"host' })).json()).toMatchObject({ error: { code: 'invalid_request' } });
  });

  it('answers the SEO text block and the page visual', async () => {
    const content = SeoContentSchema.parse((await get('/bff-api/seo/content?path=/ru')).json());
    expect(content.content).toContain('<h2>Ставки на спорт онлайн в Апекс Бет</h2>');
    const visual = SeoPageVisualSchema.parse((await get('/bff-api/seo/page-visual?path=/en/ourpartners/sport')).json());
    expect(visual).toMatchObject({ h1: 'Sports partnerships', breadcrumbs: [{ url: '/en' }, { title: 'Our partners', url: '/en/ourpartners' }, { url: '/en/ourpartners/sport' }] });
  });

  it('answers the sports map by language and English name', async () => {
    const all = SeoSportsMapSchema.parse((await get('/bff-api/seo/sports-map?lng=ru')).json());
    expect(all.sports.length).toBeGreaterThanOrEqual(6);
    const one = SeoSportsMapSchema.parse((await get('/bff-api/seo/sports-map?lng=en&nameEng=Tennis')).json());
    expect(one).toEqual({ lng: 'en', sports: [expect.objectContaining({ nameEng: 'Tennis', slug: 'tennis' })] });
    expect((await get('/bff-api/seo/sports-map?lng=english')).statusCode).toBe(400);
  });

  it('answers a blog entity cached for 1800 s, by the response header and in process', async () => {
    const url = '/bff-api/seo/blog-entity?projectId=1&domain=blog.example.com&entityType=article&identifier=how-to-read-odds';
    const first = await get(url);
    expect(first.headers['cache-control']).toBe('public, max-age=1800');
    expect(SeoBlogEntitySchema.parse(first.json())).toMatchObject({ title: 'How to read betting odds · Apex Bet blog', lang: 'en' });

    await db.query(`update seo_blog_entities set title = 'Odds explained' where identifier = 'how-to-read-odds'`);
    clock.advance(1799_000);
    expect(first.json()).toEqual((await get(url)).json());
    clock.advance(1000);
    expect((await get(url)).json()).toMatchObject({ title: 'Odds explained' });

    const missing = await get('/bff-api/seo/blog-entity?projectId=1&domain=blog.example.com&entityType=tag&identifier=nothing-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { code: 'seo_not_found' } });
    expect((await get('/bff-api/seo/blog-entity?projectId=0&domain=x&entityType=article&identifier=a')).statusCode).toBe(400);
  });

  it('answers config groups with a 600–900 s cache, kept in process for 600 s by the injected clock', async () => {
    const url = '/bff-api/config/group/get?groups=footer,contacts,unknown_group&lang=ru';
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=600, stale-while-revalidate=300');
    const parsed = ConfigGroupResponseSchema.parse(first.json());
    expect(parsed).toMatchObject({ lang: 'ru', groups: { footer: { policyLogoCountryIds: [1, 66, 126, 228, 120] }, contacts: { supportHours: 'Круглосуточно, без выходных' }, unknown_group: {} } });

    await setConfigGroupValue(db, { group: 'contacts', key: 'supportHours', lang: 'ru', value: 'С 9 до 21' });
    clock.advance(599_000);
    expect((await get(url)).json()).toEqual(first.json());
    clock.advance(1000);
    expect((await get(url)).json()).toMatchObject({ groups: { contacts: { supportHours: 'С 9 до 21' } } });

    expect((await get('/bff-api/config/group/get?groups=footer')).json()).toMatchObject({ lang: 'en' });
    expect((await get('/bff-api/config/group/get?groups=Footer')).statusCode).toBe(400);
    expect((await get('/bff-api/config/group/get')).statusCode).toBe(400);
  });
});
