// Remote apps: the content, partner, technical-page and footer apps rendered on the server from database text,
// and page SEO (seo/: the operator's rules, head tags and the SEO API).
// Other modules reach it only through this file (see apps/api/README.md, "Modules and their front doors").

// for app.ts, backoffice, casino, db, pages
export { type Block, type BlockInput, readBlocks } from './blocks';
export { coverPath } from './content/covers';
export { type ArticleInput, articleTextColumns, type BlogCategoryInput, saveArticle, saveBlogCategory } from './content/repository/blog.repository';
export { type GlossaryInput, saveGlossaryBlock } from './content/repository/glossary.repository';
export { type LandingInput, saveLanding } from './content/repository/landings.repository';
export { type NewsInput, saveNews } from './content/repository/news.repository';
export { findPromotion, listPromotions, type Promotion, type PromotionInput, promotionTextColumns, savePromotion, textArray } from './content/repository/promotions.repository';
export { type ParsedText, saveText, type TextInput, TextInputSchema, type Texts } from './content/repository/texts';
export { COUNTRY_CODE_HEADER, COUNTRY_ID_HEADER, countryCodeOf, remoteAppEnv } from './env';
export { attrs, escapeHtml, fillPlaceholders, type Placeholders, safeCss, safeHref } from './html';
export { pageAppForRoute, parsePagePath } from './page-path';
export { placeholdersFor } from './placeholders';
export { remoteAppsRoutes } from './remote-apps.routes';
export type { RenderOutcome } from './render-types';
export { renderRemoteApp } from './render';
export { setConfigGroupValue } from './seo/config-group.repository';
export { requestOrigin } from './seo/origin';
export { createPageSeoCache, type PageSeoCache, type RenderedPageSeo } from './seo/seo.cache';
export { type SeoRuleInput, upsertSeoRule } from './seo/seo.repository';
export { seoRoutes } from './seo/seo.routes';
