import { saveArticle, saveBlogCategory, saveGlossaryBlock, saveLanding, saveNews, savePromotion } from '../../remote-apps';
import type { Queryable } from '../database';
import { casinoArticles } from './0028_content_articles/articles-casino';
import { guideArticles } from './0028_content_articles/articles-guides';
import { sportArticles } from './0028_content_articles/articles-sports';
import { blogCategorySeeds } from './0028_content_articles/blog-categories';
import { glossarySeeds } from './0028_content_articles/glossary';
import { landingSeeds } from './0028_content_articles/landings';
import { newsSeeds } from './0028_content_articles/news';
import { promotionSeeds } from './0028_content_articles/promotions';
import { contentStrings } from './0028_content_articles/strings';

export const articleSeeds = [...guideArticles, ...sportArticles, ...casinoArticles];

/**
 * The content pages' data (named after its migration, 0028): the blog (9 categories, 17 articles), 10 news items,
 * 14 promotions in every promo category (2 of them ended), the betting alphabet (38 terms) and the section and
 * landing pages. English is complete; Russian has the section pages, the blog categories, the alphabet's blocks and
 * categories and some articles, news and promotions; the short texts are in all six languages. Any other text reads
 * in the site's default language, then English.
 */
export const contentArticlesSeed = {
  id: '0028_content_articles',
  async run(tx: Queryable) {
    for (const [lang, strings] of Object.entries(contentStrings)) {
      for (const [key, value] of Object.entries(strings)) {
        await tx.query('insert into remote_app_strings (app, key, lang, value) values ($1, $2, $3, $4) on conflict do nothing', ['content', key, lang, value]);
      }
    }
    for (const landing of landingSeeds) await saveLanding(tx, landing);
    for (const category of blogCategorySeeds) await saveBlogCategory(tx, category);
    for (const article of articleSeeds) await saveArticle(tx, article);
    for (const item of newsSeeds) await saveNews(tx, item);
    for (const promotion of promotionSeeds) await savePromotion(tx, promotion);
    for (const block of glossarySeeds) await saveGlossaryBlock(tx, block);
  },
};
