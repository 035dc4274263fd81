import { RemoteAppErrorCode } from '@betting/contracts';
import { attrs } from '../html';
import { assemble } from '../apps/assemble';
import { languagePreference, loadStrings } from '../content.repository';
import { placeholdersFor } from '../placeholders';
import type { Components, RenderEnv, RenderOutcome, RenderRequest } from '../render-types';
import { REMOTE_APP_STYLES } from '../styles';
import { describeView, translator, type PageFacts, type Translate } from './describe';
import { loadContentView, type ContentView } from './load';
import { blogArticleHtml, blogCategoryHtml, blogIndexHtml, type ContentParts } from './render/blog';
import { glossaryHtml } from './render/glossary';
import { landingHtml } from './render/landing';
import { newsIndexHtml, newsItemHtml } from './render/news';
import { blocksRenderer, type RenderContext } from './render/parts';
import { promoHtml, promotionHtml } from './render/promo';
import { contentRequest } from './request';
import type { Queryable } from '../../db/database';
import type { PagePath } from '../page-path';
import type { Clock } from '@betting/kernel';
import { match } from 'ts-pattern';

export interface LoadedContentPage {
  readonly view: ContentView;
  readonly facts: PageFacts;
  readonly t: Translate;
  readonly lang: string;
}

/**
 * Reads a content page (blog, news, promo, promotions, betting alphabet, landings) and what its head says about it.
 * Undefined when the path names no content page or nothing is stored there: a 404. The renderer and the page's SEO
 * (seo/page-seo.ts) both come here, so the `<title>`, canonical and breadcrumbs always agree with the body.
 */
export async function loadContentPage(
  db: Queryable,
  clock: Clock,
  page: PagePath,
  site: { readonly lang: string; readonly defaultLang: string; readonly companyName: string },
): Promise<LoadedContentPage | undefined> {
  const request = contentRequest(page);
  if (!request) return undefined;
  const languages = languagePreference(site.lang, site.defaultLang);
  const [view, strings] = await Promise.all([loadContentView(db, { request, languages, now: new Date(clock.now()) }), loadStrings(db, 'content', languages)]);
  if (!view) return undefined;
  const placeholders = placeholdersFor({ clock, siteConfig: { companyName: site.companyName } }, site.lang);
  const t = translator(strings, placeholders);
  const facts = describeView({ view, lang: site.lang, t, placeholders, companyName: site.companyName });
  return { view, facts, t, lang: site.lang };
}

function renderView(view: ContentView, context: RenderContext, now: Date): ContentParts {
  return match(view)
    .with({ kind: 'blog' }, (view) => blogIndexHtml(view, context))
    .with({ kind: 'blog-category' }, (view) => blogCategoryHtml(view, context))
    .with({ kind: 'blog-article' }, (view) => blogArticleHtml(view, context))
    .with({ kind: 'news' }, (view) => newsIndexHtml(view, context))
    .with({ kind: 'news-item' }, (view) => newsItemHtml(view, context))
    .with({ kind: 'promo' }, (view) => promoHtml(view, context))
    .with({ kind: 'promotion' }, (view) => promotionHtml(view, context, now))
    .with({ kind: 'glossary' }, (view) => glossaryHtml(view, context))
    .with({ kind: 'landing' }, (view) => landingHtml(view, context))
    .exhaustive();
}

/** The `content` app's pages (blog, news, promotions, landings). Components: `menu`, `article` (like the information pages). */
export async function renderContentApp(env: RenderEnv, request: RenderRequest): Promise<RenderOutcome> {
  const { page } = request;
  const notFound = (message: string): RenderOutcome => ({ kind: 'error', status: 404, code: RemoteAppErrorCode.pageNotFound, message });
  const lang = page.lang;
  if (!lang || !env.languages.some((language) => language.code === lang)) return notFound(`No language ${lang ?? '(none)'} for ${page.pathname}`);

  const loaded = await loadContentPage(env.db, env.clock, page, { lang, defaultLang: env.siteConfig.lng, companyName: env.siteConfig.companyName });
  if (!loaded) return notFound(`No content page at ${page.pathname}`);

  const placeholders = placeholdersFor(env, lang);
  const base = { lang, t: loaded.t, placeholders, pathname: page.pathname, query: page.query };
  const context: RenderContext = { ...base, facts: loaded.facts, blocks: blocksRenderer({ ...base, ...(env.warn ? { warn: env.warn } : {}) }) };
  const parts = renderView(loaded.view, context, new Date(env.clock.now()));
  const components: Components = [
    ['menu', () => parts.menu],
    ['article', () => parts.article],
  ];
  return assemble({
    appName: 'content',
    env,
    request,
    components,
    wrap: (html) => `<div${attrs({ class: parts.menu === '' ? 'ra-page ra-page--single' : 'ra-page', 'data-content-page': loaded.view.kind })}>${html}</div>`,
    style: REMOTE_APP_STYLES.content,
    defaultTitle: loaded.facts.title,
    pageStatus: 200,
  });
}
