import { hasPage, lookupRoute, pathSegments } from '@betting/routing';
import { describe, expect, it } from 'vitest';
import { phoneAndCashPagesEn, phoneAndCashPagesRu } from '../../db/seeds/0003_remote_content/phone-and-cash-pages';
import { phoneAndCashPagesSeed } from '../../db/seeds/0037_phone_and_cash_pages';
import { enginesUnderTest } from '../../db/testing/engines';
import { seededApp, seededSite } from '../../testing/app.fixture';
import { BlockSchema } from '../blocks';

const KEYS = ['information/cash_terminals', 'information/ussdinstruction', 'information/smsbets'];
/** What the old texts promised: USSD codes, a short number, a cash terminal's menu. */
const INVENTED = /\*\d{3}|short number shown|Send HELP|HELP на|Insert the banknotes|Внесите купюры|«Развлечения»|“Entertainment”/;

const linkTargets = (text: unknown) => [...JSON.stringify(text).matchAll(/\]\((\/\{lng\}\/[^)\s]*)\)/g)].map((match) => (match[1] ?? '').replace('/{lng}/', ''));
const isPage = (path: string) => {
  const found = lookupRoute(pathSegments(path));
  return found?.valid === true && hasPage(found.match.route);
};

describe('the terminals, USSD and SMS pages (no database)', () => {
  it('exist in English and Russian, parse as blocks, link only to pages of the site, and invent no service', () => {
    for (const pages of [phoneAndCashPagesEn, phoneAndCashPagesRu]) {
      expect(Object.keys(pages).sort()).toEqual([...KEYS].sort());
      for (const [key, text] of Object.entries(pages)) {
        for (const block of text.blocks) expect(BlockSchema.safeParse(block).success, key).toBe(true);
        expect(JSON.stringify(text), key).not.toMatch(INVENTED);
        const targets = linkTargets(text);
        expect(targets.length, key).toBeGreaterThan(0);
        for (const target of targets) expect(isPage(target), `${key} → ${target}`).toBe(true);
      }
    }
  });
});

describe.each(enginesUnderTest())('the terminals, USSD and SMS pages on $name', (engine) => {
  const site = seededSite(() => seededApp({}, engine));

  it('render the truthful texts at their routes; seed 0037 puts them over texts an older site stored', async () => {
    const smsbets = await site.app.inject({ method: 'GET', url: '/en/information/smsbets' });
    expect(smsbets.statusCode).toBe(200);
    expect(smsbets.body).toContain('has no short number and takes no bets by SMS');
    const ussd = await site.app.inject({ method: 'GET', url: '/ru/information/ussdinstruction' });
    expect(ussd.statusCode).toBe(200);
    expect(ussd.body).toContain('нет USSD-сервиса');
    expect(ussd.body).not.toMatch(INVENTED);

    await site.db.query(
      `update remote_page_texts t set summary = 'old', blocks = '[{"type":"paragraph","text":"Dial *555# to bet"}]'::jsonb
         from remote_pages p where p.id = t.page_id and p.page_key = any($1::text[])`,
      [KEYS]
    );
    await phoneAndCashPagesSeed.run(site.db);
    const stored = await site.db.query<{ page_key: string; lang: string; summary: string; blocks: unknown }>(
      `select p.page_key, t.lang, t.summary, t.blocks from remote_page_texts t join remote_pages p on p.id = t.page_id where p.page_key = any($1::text[]) order by p.page_key, t.lang`,
      [KEYS]
    );
    expect(stored.length).toBe(6);
    for (const row of stored) {
      const seed = (row.lang === 'ru' ? phoneAndCashPagesRu : phoneAndCashPagesEn)[row.page_key];
      expect(row.summary).toBe(seed?.summary);
      expect(row.blocks).toEqual(seed?.blocks);
    }
  });
});
