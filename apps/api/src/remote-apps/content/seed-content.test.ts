import { PROMO_CATEGORIES } from '@betting/contracts';
import { hasPage, lookupRoute, pathSegments } from '@betting/routing';
import { describe, expect, it } from 'vitest';
import { articleSeeds } from '../../db/seeds/0028_content_articles';
import { blogCategorySeeds } from '../../db/seeds/0028_content_articles/blog-categories';
import { glossarySeeds } from '../../db/seeds/0028_content_articles/glossary';
import { landingSeeds } from '../../db/seeds/0028_content_articles/landings';
import { newsSeeds } from '../../db/seeds/0028_content_articles/news';
import { promotionSeeds } from '../../db/seeds/0028_content_articles/promotions';
import { contentStrings } from '../../db/seeds/0028_content_articles/strings';
import { parseText, type TextInput } from './repository/texts';

const allTexts: Array<[string, TextInput]> = [
  ...landingSeeds.flatMap((item) => Object.entries(item.texts).map(([lang, text]): [string, TextInput] => [`landing ${item.key} ${lang}`, text])),
  ...blogCategorySeeds.flatMap((item) => Object.entries(item.texts).map(([lang, text]): [string, TextInput] => [`category ${item.path} ${lang}`, text])),
  ...articleSeeds.flatMap((item) => Object.entries(item.texts).map(([lang, text]): [string, TextInput] => [`article ${item.slug} ${lang}`, text])),
  ...newsSeeds.flatMap((item) => Object.entries(item.texts).map(([lang, text]): [string, TextInput] => [`news ${item.slug} ${lang}`, text])),
  ...promotionSeeds.flatMap((item) => Object.entries(item.texts).map(([lang, text]): [string, TextInput] => [`promotion ${item.slug} ${lang}`, { ...text, body: [...(text.body ?? []), ...(text.terms ?? []).map((term) => ({ type: 'paragraph' as const, text: term }))] }])),
  ...glossarySeeds.flatMap((block) => [
    ...Object.entries(block.texts).map(([lang, text]): [string, TextInput] => [`block ${block.slug} ${lang}`, text]),
    ...block.categories.flatMap((category) => [
      ...Object.entries(category.texts).map(([lang, text]): [string, TextInput] => [`glossary category ${category.slug} ${lang}`, text]),
      ...category.terms.flatMap((term) => Object.entries(term.texts).map(([lang, text]): [string, TextInput] => [`term ${term.slug} ${lang}`, text])),
    ]),
  ]),
];

/** Every `(/{lng}/…)` link target in a text. */
function linkTargets(text: TextInput): string[] {
  return [...JSON.stringify(text).matchAll(/\]\((\/\{lng\}\/[^)\s]*)\)/g)].map((match) => (match[1] ?? '').replace('/{lng}/', ''));
}

/** Whether a page path after /{lng}/ names a page of the site (a route with a page, params valid). */
function isPage(path: string): boolean {
  const found = lookupRoute(pathSegments(path.split(/[?#]/)[0] ?? ''));
  return found?.valid === true && hasPage(found.match.route);
}

describe('seeded content (no database)', () => {
  it('is valid: every text and block parses as the repository would store it', () => {
    for (const [name, text] of allTexts) expect(() => parseText(text), name).not.toThrow();
  });

  it('links only to pages that exist, and to blog articles and terms that are seeded', () => {
    const slugs = new Set(articleSeeds.map((article) => article.slug));
    const terms = new Set(glossarySeeds.flatMap((block) => block.categories.flatMap((category) => category.terms.map((term) => `betting-alphabet/${block.slug}/${category.slug}/${term.slug}`))));
    const actions = [...promotionSeeds.map((item) => item.actionPath), ...landingSeeds.map((item) => item.ctaPath)].filter((path): path is string => path !== undefined);
    for (const path of actions) expect(isPage(path), path).toBe(true);
    for (const [name, text] of allTexts) {
      for (const target of linkTargets(text)) {
        expect(isPage(target), `${name} → ${target}`).toBe(true);
        if (target.startsWith('blog/') && !target.startsWith('blog/categories')) expect(slugs.has(target.slice('blog/'.length)), `${name} → ${target}`).toBe(true);
        if (target.split('/').length === 4 && target.startsWith('betting-alphabet/')) expect(terms.has(target), `${name} → ${target}`).toBe(true);
      }
    }
  });

  it('has at least 15 articles over several categories, 10 news, 12 promotions in every promo category and 30 terms', () => {
    const categories = new Set(blogCategorySeeds.map((category) => category.path));
    expect(articleSeeds.length).toBeGreaterThanOrEqual(15);
    for (const article of articleSeeds) expect(categories.has(article.categoryPath), article.slug).toBe(true);
    expect(new Set(articleSeeds.map((article) => article.categoryPath)).size).toBeGreaterThanOrEqual(5);
    expect(newsSeeds.length).toBeGreaterThanOrEqual(10);
    expect(promotionSeeds.length).toBeGreaterThanOrEqual(12);
    for (const category of PROMO_CATEGORIES.filter((name) => name !== 'all_bonuses')) {
      expect(promotionSeeds.some((promotion) => (promotion.categories as readonly string[]).includes(category)), category).toBe(true);
    }
    expect(glossarySeeds.flatMap((block) => block.categories.flatMap((category) => category.terms)).length).toBeGreaterThanOrEqual(30);
  });

  it('seeds the promotions that libs/routing’s legacy names redirect to', () => {
    const promotions = new Set(promotionSeeds.map((promotion) => promotion.slug));
    for (const legacy of ['daily-drops', 'dailydrops', 'happy-birthday', 'happybirthday', 'fastgames-daily-tournament']) {
      const found = lookupRoute([legacy]);
      const target = found?.match.route.redirect?.to({});
      expect(target ?? '').toMatch(/^promotions\//);
      expect(promotions.has((target ?? '').slice('promotions/'.length)), legacy).toBe(true);
    }
  });

  it('has every short text in all six languages, and no filler anywhere', () => {
    const keys = Object.keys(contentStrings.en).sort();
    for (const [lang, strings] of Object.entries(contentStrings)) {
      const own = Object.keys(strings).filter((key) => !key.startsWith('breadcrumbs.'));
      expect(own.sort(), lang).toEqual(keys);
    }
    // The words refused are spelled from parts so that this file itself holds none of them.
    const filler = new RegExp(`\\b(${['lor' + 'em', 'ips' + 'um', 'coming ' + 'soon', 'to' + 'do', 't' + 'bd'].join('|')})\\b`, 'i');
    expect(JSON.stringify([allTexts, contentStrings])).not.toMatch(filler);
  });
});
