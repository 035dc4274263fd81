import { RemoteAppErrorCode } from '@betting/contracts';
import { readBlocks, renderBlocks } from '../blocks';
import { languagePreference, listPages, loadPage, loadStrings, type PageSummary } from '../content.repository';
import { attrs, escapeHtml, fillPlaceholders, type Placeholders } from '../html';
import { pageAppForRoute, type PageAppName } from '../page-path';
import { pageTree, type PageTree } from '../page-tree';
import { REMOTE_APP_STYLES } from '../styles';
import type { Components, RenderEnv, RenderOutcome, RenderRequest } from '../render-types';
import { assemble } from './assemble';
import { placeholdersFor } from '../placeholders';


function menuHtml(tree: PageTree, current: PageSummary, lang: string, label: string): string {
  const [top = current] = [...tree.ancestors(current.pageKey), current];
  const activeBranch = new Set([...tree.ancestors(current.pageKey).map((page) => page.pageKey), current.pageKey]);
  const items = (parentKey: string, depth: number): string => {
    const pages = tree.children(parentKey);
    if (pages.length === 0) return '';
    return `<ul>${pages
      .map((page) => {
        const isCurrent = page.pageKey === current.pageKey;
        const open = depth < 2 && activeBranch.has(page.pageKey) ? items(page.pageKey, depth + 1) : '';
        return `<li><a${attrs({ href: tree.href(page, lang), 'aria-current': isCurrent ? 'page' : undefined })}>${escapeHtml(page.title)}</a>${open}</li>`;
      })
      .join('')}</ul>`;
  };
  const list = items(top.pageKey, 0);
  if (list === '') return '';
  const topLink = `<a${attrs({ class: 'ra-menu__title', href: tree.href(top, lang), 'aria-current': top.pageKey === current.pageKey ? 'page' : undefined })}>${escapeHtml(top.title)}</a>`;
  return `<nav${attrs({ class: 'ra-menu', 'aria-label': label })}>${topLink}${list}</nav>`;
}

function breadcrumbsHtml(tree: PageTree, current: PageSummary, lang: string, homeLabel: string, label: string): string {
  const trail = [`<li><a${attrs({ href: `/${lang}` })}>${escapeHtml(homeLabel)}</a></li>`];
  for (const page of tree.ancestors(current.pageKey)) trail.push(`<li><a${attrs({ href: tree.href(page, lang) })}>${escapeHtml(page.title)}</a></li>`);
  trail.push(`<li aria-current="page">${escapeHtml(current.title)}</li>`);
  return `<nav${attrs({ 'aria-label': label })}><ol class="ra-breadcrumbs">${trail.join('')}</ol></nav>`;
}

function childrenHtml(tree: PageTree, current: PageSummary, lang: string, heading: string): string {
  const children = tree.children(current.pageKey);
  if (children.length === 0) return '';
  const cards = children
    .map((page) => `<li class="ra-card"><h3><a${attrs({ href: tree.href(page, lang) })}>${escapeHtml(page.title)}</a></h3>${page.summary ? `<p>${escapeHtml(page.summary)}</p>` : ''}</li>`)
    .join('');
  return `<section${attrs({ 'aria-label': heading })}><h2>${escapeHtml(heading)}</h2><ul class="ra-cards">${cards}</ul></section>`;
}

/** Titles and summaries with `{companyName}` and the like filled in. */
export function withPlaceholders<Page extends PageSummary>(page: Page, placeholders: Placeholders): Page {
  return { ...page, title: fillPlaceholders(page.title, placeholders), summary: fillPlaceholders(page.summary, placeholders) };
}

/**
 * `content` (information and its children) and `partners` (ourpartners/{section?}, partners): the page stored at
 * the path, with the app's menu, breadcrumbs, the page's blocks and a list of its children. Components: `menu`,
 * `article`.
 */
export async function renderPageApp(appName: PageAppName, env: RenderEnv, request: RenderRequest): Promise<RenderOutcome> {
  const { page } = request;
  const lang = page.lang;
  const notFound = (message: string): RenderOutcome => ({ kind: 'error', status: 404, code: RemoteAppErrorCode.pageNotFound, message });
  if (!lang || !env.languages.some((language) => language.code === lang)) return notFound(`No language ${lang ?? '(none)'} for ${page.pathname}`);
  if (!page.route || pageAppForRoute(page.route) !== appName) return notFound(`The ${appName} app has no page at ${page.pathname}`);

  const languages = languagePreference(lang, env.siteConfig.lng);
  const [found, listed, strings] = await Promise.all([loadPage(env.db, appName, page.pageKey, languages), listPages(env.db, appName, languages), loadStrings(env.db, appName, languages)]);
  if (!found) return notFound(`No ${appName} page at ${page.pathname}`);

  const placeholders = placeholdersFor(env, lang);
  const stored = withPlaceholders(found, placeholders);
  const tree = pageTree(listed.map((summary) => withPlaceholders(summary, placeholders)));
  const text = (key: string) => strings.get(key) ?? key;
  const blocks = readBlocks(stored.blocks, (index, problem) => env.warn?.(`${appName} page ${stored.pageKey} (${stored.lang}) block ${index} skipped: ${problem}`));
  const body = renderBlocks(blocks, { placeholders, text, pagePath: page.pathname, query: page.query });

  const menu = menuHtml(tree, stored, lang, text('menu.label'));
  const article =
    `<article${attrs({ class: 'ra-article', lang: stored.lang })}>` +
    breadcrumbsHtml(tree, stored, lang, text('breadcrumbs.home'), text('breadcrumbs.label')) +
    `<h1>${escapeHtml(stored.title)}</h1>` +
    (stored.summary ? `<p class="ra-lead">${escapeHtml(stored.summary)}</p>` : '') +
    body +
    childrenHtml(tree, stored, lang, text('children.title')) +
    `</article>`;
  const components: Components = [
    ['menu', () => menu],
    ['article', () => article],
  ];
  return assemble({
    appName,
    env,
    request,
    components,
    wrap: (html) => `<div${attrs({ class: menu === '' ? 'ra-page ra-page--single' : 'ra-page' })}>${html}</div>`,
    style: REMOTE_APP_STYLES[appName],
    defaultTitle: `${stored.title} · ${env.siteConfig.companyName}`,
    pageStatus: 200,
  });
}
