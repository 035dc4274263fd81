import { saveArticle, saveBlogCategory, saveNews, savePromotion, type TextInput, type Texts } from '../../remote-apps';
import type { Queryable } from '../database';
import { articleSeeds } from './0028_content_articles';
import { blogCategorySeeds } from './0028_content_articles/blog-categories';
import { newsSeeds } from './0028_content_articles/news';
import { promotionSeeds } from './0028_content_articles/promotions';
import { articleCards } from './0034_content_card_texts/articles';
import { blogCategoryCards } from './0034_content_card_texts/categories';
import { newsCards } from './0034_content_card_texts/news';
import { promotionCards } from './0034_content_card_texts/promotions';
import { CARD_LANGUAGES, type CardTexts } from './0034_content_card_texts/types';

/**
 * The cards of 0028's promotions, news, blog articles and categories in every site language their seed lacks: the
 * title and summary (and a promotion's schedule and button) the lists show. Without a body, a page reads in the next
 * language that has it whole (`preferredPage`), English at last, until its text is written.
 */
export function cardTextsOf<Extra, C extends readonly (string | undefined)[]>(texts: Texts<Extra>, cards: CardTexts<C>[string] | undefined, card: (written: C, english: TextInput & Extra) => TextInput & Extra): Texts<Extra> {
  const english = texts['en'];
  if (!english || !cards) return {};
  const added: Record<string, TextInput & Extra> = {};
  for (const lng of CARD_LANGUAGES) {
    const written = cards[lng];
    if (written && !texts[lng]) added[lng] = card(written, english);
  }
  return added;
}

const titled = <Extra>([title, summary]: readonly (string | undefined)[], english: TextInput & Extra): TextInput & Extra => ({ ...english, title: title ?? english.title, summary: summary ?? '', body: [], seo: {} });

export const contentCardTextsSeed = {
  id: '0034_content_card_texts',
  async run(tx: Queryable) {
    for (const category of blogCategorySeeds) {
      const texts = cardTextsOf(category.texts, blogCategoryCards[category.path], titled);
      if (Object.keys(texts).length > 0) await saveBlogCategory(tx, { ...category, texts });
    }
    for (const article of articleSeeds) {
      const texts = cardTextsOf(article.texts, articleCards[article.slug], titled);
      if (Object.keys(texts).length > 0) await saveArticle(tx, { ...article, texts });
    }
    for (const item of newsSeeds) {
      const texts = cardTextsOf(item.texts, newsCards[item.slug], titled);
      if (Object.keys(texts).length > 0) await saveNews(tx, { ...item, texts });
    }
    for (const promotion of promotionSeeds) {
      const texts = cardTextsOf(promotion.texts, promotionCards[promotion.slug], (written, english) => ({
        ...titled(written, english),
        terms: [],
        schedule: written[2] ?? english.schedule,
        ...(written[3] !== undefined ? { actionLabel: written[3] } : {}),
      }));
      if (Object.keys(texts).length > 0) await savePromotion(tx, { ...promotion, texts });
    }
  },
};
