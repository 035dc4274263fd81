/**
 * Every promotion, news item, blog article and blog category of the demo content has its card (title and summary; a
 * promotion its schedule too) in each of the site's six languages: in its own seed or written here. A content item
 * added in English only fails here.
 */
import { describe, expect, it } from 'vitest';
import { articleSeeds } from '../0028_content_articles';
import { blogCategorySeeds } from '../0028_content_articles/blog-categories';
import { newsSeeds } from '../0028_content_articles/news';
import { promotionSeeds } from '../0028_content_articles/promotions';
import { cardTextsOf } from '../0034_content_card_texts';
import { articleCards } from './articles';
import { blogCategoryCards } from './categories';
import { newsCards } from './news';
import { promotionCards } from './promotions';
import { CARD_LANGUAGES, type CardTexts } from './types';

const LANGUAGES = ['en', ...CARD_LANGUAGES];
const kinds = [
  { kind: 'promotion', items: promotionSeeds.map((seed) => ({ key: seed.slug, texts: seed.texts })), cards: promotionCards as CardTexts<readonly (string | undefined)[]> },
  { kind: 'news', items: newsSeeds.map((seed) => ({ key: seed.slug, texts: seed.texts })), cards: newsCards },
  { kind: 'article', items: articleSeeds.map((seed) => ({ key: seed.slug, texts: seed.texts })), cards: articleCards },
  { kind: 'blog category', items: blogCategorySeeds.map((seed) => ({ key: seed.path, texts: seed.texts })), cards: blogCategoryCards },
];

describe('content cards in every language', () => {
  it.each(kinds)('every $kind has its card in the six languages', ({ items, cards }) => {
    const missing: string[] = [];
    for (const item of items) {
      const written = { ...item.texts, ...cardTextsOf(item.texts, cards[item.key], ([title, summary], english) => ({ ...english, title: title ?? '', summary: summary ?? '' })) };
      for (const lng of LANGUAGES) {
        const text = written[lng];
        if (!text?.title.trim() || !text.summary?.trim()) missing.push(`${item.key} ${lng}`);
        // A title may read alike ("Casino"), the summary never does.
        else if (lng !== 'en' && text.summary === written['en']?.summary) missing.push(`${item.key} ${lng} (English)`);
      }
    }
    expect(missing).toEqual([]);
  });

  it.each(kinds)('no $kind card names an item that is not there', ({ items, cards }) => {
    const keys = new Set(items.map((item) => item.key));
    expect(Object.keys(cards).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('keeps the placeholders of the English texts', () => {
    for (const [slug, cards] of Object.entries({ ...promotionCards, ...newsCards })) {
      const english = [...promotionSeeds, ...newsSeeds].find((seed) => seed.slug === slug)?.texts['en']?.title ?? '';
      if (english.includes('{companyName}')) for (const card of Object.values(cards)) expect(card[0], slug).toContain('{companyName}');
    }
  });
});
