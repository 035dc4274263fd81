import { manualClock } from '@betting/kernel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { seed } from '../db/seeds';
import { pageSeeds } from '../db/seeds/0003_remote_content/pages';
import { pagesEn } from '../db/seeds/0003_remote_content/pages.en';
import { pagesRu } from '../db/seeds/0003_remote_content/pages.ru';
import { appStrings } from '../db/seeds/0003_remote_content/strings';
import { enginesUnderTest } from '../db/testing/engines';
import { readBlocks } from './blocks';
import { findSubscription, languagePreference, listFooterLinks, listPages, loadPage, loadStrings, pageTitles, subscribeEmail } from './content.repository';

describe('seeded remote content (no database)', () => {
  it('has an English and a Russian text, with valid blocks, for every page, and no text without a page', () => {
    const keys = pageSeeds.map((page) => page.key);
    for (const texts of [pagesEn, pagesRu]) {
      expect(Object.keys(texts).sort()).toEqual([...keys].sort());
      for (const [key, text] of Object.entries(texts)) {
        const problems: string[] = [];
        readBlocks(text.blocks, (index, problem) => problems.push(`${key} #${index}: ${problem}`));
        expect(problems).toEqual([]);
      }
    }
  });

  it('has the same string keys in English and Russian', () => {
    for (const app of ['content', 'partners', 'technical-pages', 'footer'] as const) {
      expect(Object.keys(appStrings.ru[app]).sort()).toEqual(Object.keys(appStrings.en[app]).sort());
    }
  });

  it('writes real text: no filler in either language', () => {
    const all = JSON.stringify([pagesEn, pagesRu, appStrings]);
    // The words refused are spelled from parts so that this file itself holds none of them.
    const filler = new RegExp(['lor' + 'em', 'ips' + 'um', 'coming ' + 'soon', 'to' + 'do', 't' + 'bd', 'ско' + 'ро'].join('|'), 'i');
    expect(all).not.toMatch(filler);
  });
});

describe.each(enginesUnderTest())('remote content tables on $name', (engine) => {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await engine.open('seeded'));
  });
  afterAll(async () => {
    await dispose();
  });

  it('reads a page in the asked language', async () => {
    const page = await loadPage(db, 'content', 'information/about', languagePreference('ru', 'en'));
    expect(page).toMatchObject({ pageKey: 'information/about', routeId: 'information.about', parentKey: 'information', lang: 'ru', title: 'О нас' });
    expect(readBlocks(page?.blocks).length).toBeGreaterThan(2);
  });

  it('falls back to the site default language, then English, for a language without text', async () => {
    expect(await loadPage(db, 'content', 'information/about', languagePreference('es', 'ru'))).toMatchObject({ lang: 'ru', title: 'О нас' });
    expect(await loadPage(db, 'content', 'information/about', languagePreference('es', 'es'))).toMatchObject({ lang: 'en', title: 'About us' });
  });

  it('has no page for an unknown key, another app, or an unpublished page', async () => {
    expect(await loadPage(db, 'content', 'information/rules/9', ['en'])).toBeUndefined();
    expect(await loadPage(db, 'partners', 'information/about', ['en'])).toBeUndefined();
    await db.query(`update remote_pages set is_published = false where page_key = 'information/taxation'`);
    expect(await loadPage(db, 'content', 'information/taxation', ['en'])).toBeUndefined();
    expect((await listPages(db, 'content', ['en'])).map((page) => page.pageKey)).not.toContain('information/taxation');
    await db.query(`update remote_pages set is_published = true where page_key = 'information/taxation'`);
  });

  it('lists an app’s pages once each, in the best language, by position', async () => {
    const pages = await listPages(db, 'content', languagePreference('ru', 'en'));
    expect(pages.length).toBe(pageSeeds.filter((page) => page.app === 'content').length);
    expect(new Set(pages.map((page) => page.lang))).toEqual(new Set(['ru']));
    const children = pages.filter((page) => page.parentKey === 'information').map((page) => page.pageKey);
    expect(children.slice(0, 4)).toEqual(['information/about', 'information/contacts', 'information/howbet', 'information/rules']);
  });

  it('reads strings with the same fallback, and page titles by key', async () => {
    const strings = await loadStrings(db, 'footer', languagePreference('tr', 'en'));
    expect(strings.get('subscribe.button')).toBe('Subscribe');
    expect((await loadStrings(db, 'footer', ['ru', 'en'])).get('subscribe.button')).toBe('Подписаться');
    expect(await pageTitles(db, ['information/licenses', 'partners', 'nothing'], ['ru', 'en'])).toEqual(new Map([['information/licenses', 'Лицензии'], ['partners', 'Партнёрская программа']]));
  });

  it('points every footer link at a published page', async () => {
    const links = await listFooterLinks(db);
    expect(links.length).toBeGreaterThan(10);
    const titles = await pageTitles(db, links.map((link) => link.path), ['en']);
    for (const link of links) expect(titles.has(link.path), link.path).toBe(true);
  });

  it('keeps a subscribed address once whatever its case, with the time from the injected clock', async () => {
    const clock = manualClock(Date.UTC(2026, 0, 2, 3, 4, 5));
    await subscribeEmail(db, clock, { email: 'Bettor@Example.com', lang: 'ru', source: 'footer' });
    clock.advance(60_000);
    await subscribeEmail(db, clock, { email: 'bettor@example.COM', lang: 'en', source: 'footer' });
    expect(await findSubscription(db, 'BETTOR@example.com')).toEqual({ email: 'Bettor@Example.com', lang: 'ru', source: 'footer', createdAt: '2026-01-02T03:04:05.000Z' });
    const [count] = await db.query<{ n: number }>(`select count(*)::int as n from email_subscriptions where lower(email) = 'bettor@example.com'`);
    expect(count?.n).toBe(1);
  });

  it('refuses a malformed address and a page key with odd characters at the table', async () => {
    await expect(db.query(`insert into email_subscriptions (email, lang, created_at) values ('not an address', 'en', now())`)).rejects.toThrow();
    await expect(db.query(`insert into remote_pages (app, page_key, route_id) values ('content', '../etc', 'information')`)).rejects.toThrow();
    await expect(db.query(`insert into remote_pages (app, page_key, route_id) values ('blog', 'x', 'information')`)).rejects.toThrow();
  });

  it('runs its seed step once: a second seed changes nothing', async () => {
    const before = await db.query<{ n: number }>('select count(*)::int as n from remote_page_texts');
    expect(await seed(db)).toEqual([]);
    expect(await db.query<{ n: number }>('select count(*)::int as n from remote_page_texts')).toEqual(before);
  });
});
