import { describe, expect, it } from 'vitest';
import { CONFIG_GROUP_CACHE_SECONDS, ConfigGroupQuerySchema, ConfigGroupResponseSchema, configGroupNames } from './config-group';
import {
  CustomCanonicalSchema,
  DEFAULT_META_ROBOTS,
  SeoBlogEntityQuerySchema,
  SeoContentSchema,
  SeoMetaSchema,
  SeoPageDataSchema,
  SeoPageQuerySchema,
  effectiveMetaRobots,
  type SeoPageData,
} from './seo';

const pageData: SeoPageData = {
  lang: 'en',
  title: 'About us · Apex Bet',
  description: 'Who we are.',
  siteName: 'Apex Bet',
  metaRobots: null,
  hierarchyMetaRobots: null,
  metas: [{ name: 'twitter:card', content: 'summary' }, { property: 'og:image', content: '/pwa/icon-512.svg' }],
  customCanonical: null,
  canonical: 'https://bet.example.com/en/information/about',
  hrefLang: [
    { hrefLang: 'en', href: 'https://bet.example.com/en/information/about' },
    { hrefLang: 'x-default', href: 'https://bet.example.com/en/information/about' },
  ],
  mediaAlternates: [{ media: 'only screen and (max-width: 640px)', href: 'https://m.example.com/en/information/about' }],
};

describe('SEO page data contract', () => {
  it('accepts page data with absolute alternates', () => {
    expect(SeoPageDataSchema.parse(pageData)).toEqual(pageData);
  });

  it.each([
    ['a relative canonical', { ...pageData, canonical: '/en/information/about' }],
    ['an hreflang that is not a language', { ...pageData, hrefLang: [{ hrefLang: 'english', href: 'https://bet.example.com/en' }] }],
    ['a javascript alternate', { ...pageData, hrefLang: [{ hrefLang: 'en', href: 'javascript:alert(1)' }] }],
    ['robots with markup', { ...pageData, metaRobots: 'noindex"><script>' }],
    ['an empty title', { ...pageData, title: '' }],
  ])('refuses %s', (_label, data) => {
    expect(SeoPageDataSchema.safeParse(data).success).toBe(false);
  });

  it('says index, follow unless the page or its branch says otherwise', () => {
    expect(effectiveMetaRobots(pageData)).toBe(DEFAULT_META_ROBOTS);
    expect(effectiveMetaRobots({ metaRobots: null, hierarchyMetaRobots: 'noindex, nofollow' })).toBe('noindex, nofollow');
    expect(effectiveMetaRobots({ metaRobots: 'index, nofollow', hierarchyMetaRobots: 'noindex, nofollow' })).toBe('index, nofollow');
  });

  it.each([
    [{ mode: 'url', value: 'https://main.example.com/en' }, true],
    [{ mode: 'url', value: '/en/information' }, true],
    [{ mode: 'mirror', value: '/en/information' }, true],
    [{ mode: 'mirror', value: '//evil.example' }, false],
    [{ mode: 'copy', value: '/en' }, false],
  ])('custom canonical %j valid: %s', (canonical, valid) => {
    expect(CustomCanonicalSchema.safeParse(canonical).success).toBe(valid);
  });

  it('takes metas by name or by property, with tame names', () => {
    expect(SeoMetaSchema.safeParse({ name: 'keywords', content: 'odds' }).success).toBe(true);
    expect(SeoMetaSchema.safeParse({ property: 'og:type', content: 'article' }).success).toBe(true);
    expect(SeoMetaSchema.safeParse({ name: 'a b', content: 'x' }).success).toBe(false);
    expect(SeoMetaSchema.safeParse({ content: 'x' }).success).toBe(false);
  });

  it('asks about a page on this site only', () => {
    expect(SeoPageQuerySchema.safeParse({ path: '/ru/information/rules/1' }).success).toBe(true);
    expect(SeoPageQuerySchema.safeParse({ path: 'https://evil.example/en' }).success).toBe(false);
  });

  it('keeps the SEO content style free of "<" and its stylesheets on this site', () => {
    expect(SeoContentSchema.safeParse({ style: 'h2{margin:0}', styles: ['/assets/seo.css'], content: '<p>x</p>' }).success).toBe(true);
    expect(SeoContentSchema.safeParse({ style: '</style><script>', styles: [], content: '' }).success).toBe(false);
    expect(SeoContentSchema.safeParse({ style: '', styles: ['https://cdn.example.com/a.css'], content: '' }).success).toBe(false);
  });

  it.each([
    [{ projectId: '1', domain: 'blog.example.com', entityType: 'article', identifier: 'how-to-read-odds' }, true],
    [{ projectId: '0', domain: 'blog.example.com', entityType: 'article', identifier: 'x' }, false],
    [{ projectId: '1', domain: 'blog.example.com/x', entityType: 'article', identifier: 'x' }, false],
    [{ projectId: '1', domain: 'blog.example.com', entityType: 'page', identifier: 'x' }, false],
    [{ projectId: '1', domain: 'blog.example.com', entityType: 'tag', identifier: '../x' }, false],
  ])('blog entity query %j valid: %s', (query, valid) => {
    expect(SeoBlogEntityQuerySchema.safeParse(query).success).toBe(valid);
  });
});

describe('config group contract', () => {
  it.each([
    [{ groups: 'footer' }, true],
    [{ groups: 'footer,seo,support_chat', lang: 'ru' }, true],
    [{ groups: '' }, false],
    [{ groups: 'footer,' }, false],
    [{ groups: 'Footer' }, false],
    [{ groups: Array.from({ length: 21 }, (_, index) => `g${index}`).join(',') }, false],
    [{ groups: 'footer', lang: 'RU' }, false],
  ])('query %j valid: %s', (query, valid) => {
    expect(ConfigGroupQuerySchema.safeParse(query).success).toBe(valid);
  });

  it('reads each asked group once, in order', () => {
    expect(configGroupNames('seo,footer,seo')).toEqual(['seo', 'footer']);
  });

  it('answers JSON values per key, for every asked group', () => {
    expect(ConfigGroupResponseSchema.safeParse({ lang: 'en', groups: { footer: { policyLogoCountryIds: [1, 66], enabled: true, note: null }, seo: {} } }).success).toBe(true);
    expect(ConfigGroupResponseSchema.safeParse({ lang: 'en', groups: { 'bad name': {} } }).success).toBe(false);
  });

  it('is cached between 600 and 900 seconds (spec §9)', () => {
    expect(CONFIG_GROUP_CACHE_SECONDS).toEqual({ min: 600, max: 900 });
  });
});
