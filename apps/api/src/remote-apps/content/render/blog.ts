import { attrs, escapeHtml, fillPlaceholders } from '../../html';
import { blogCategoryPath, categoryChain } from '../describe';
import type { ContentView } from '../load';
import type { ArticleSummary, BlogCategory } from '../repository/blog.repository';
import { coverHtml, emptyHtml, menuHtml, pageHeadHtml, paginationHtml, textHtml, timeHtml, type MenuItem, type RenderContext } from './parts';

type BlogView = Extract<ContentView, { kind: 'blog' | 'blog-category' | 'blog-article' }>;

/** The rendered parts of a content page (the app's `menu` and `article` components). */
export interface ContentParts {
  readonly menu: string;
  readonly article: string;
}

/** The category tree, the current category's branch open, the current one marked. */
function categoryMenu(view: BlogView, context: RenderContext, current: BlogCategory | undefined): string {
  const { lang, t } = context;
  const open = new Set(current ? categoryChain(view.categories, current).map((item) => item.id) : []);
  const items = (parentId: number | null): MenuItem[] =>
    view.categories
      .filter((item) => item.parentId === parentId)
      .map((item) => ({
        title: textHtmlPlain(item.title, context),
        path: blogCategoryPath(lang, item),
        current: item.id === current?.id && view.kind === 'blog-category',
        children: open.has(item.id) ? items(item.id) : [],
      }));
  return menuHtml(t('blog.menu_label'), { title: textHtmlPlain(view.section.title, context), path: `/${lang}/blog`, current: view.kind === 'blog' && context.facts.trail.length === 2 }, items(null));
}

/** Placeholders filled, not escaped (menuHtml escapes). */
function textHtmlPlain(text: string, context: RenderContext): string {
  return fillPlaceholders(text, context.placeholders);
}

function metaHtml(article: ArticleSummary, category: BlogCategory | undefined, context: RenderContext, withAuthor: boolean): string {
  const { lang, t } = context;
  const parts = [
    category ? `<a${attrs({ href: blogCategoryPath(lang, category) })}>${textHtml(category.title, context)}</a>` : '',
    withAuthor ? `<span>${escapeHtml(t('blog.by_author', { author: article.author }))}</span>` : '',
    timeHtml(article.publishedAt, lang),
    `<span>${escapeHtml(t('blog.reading_time', { minutes: article.readingMinutes }))}</span>`,
  ].filter((part) => part !== '');
  return `<p class="ra-meta">${parts.join('<span aria-hidden="true"> · </span>')}</p>`;
}

/** Article cards; `headingLevel` 2 in a list page, 3 under a heading. */
export function articleCardsHtml(items: readonly ArticleSummary[], categories: readonly BlogCategory[], context: RenderContext, headingLevel: 2 | 3 = 2): string {
  const byPath = new Map(categories.map((item) => [item.path, item]));
  const cards = items.map((item) => {
    const href = `/${context.lang}/blog/${item.slug}`;
    const heading = `<h${headingLevel} class="ra-post__title"><a${attrs({ href })}>${textHtml(item.title, context)}</a></h${headingLevel}>`;
    // The cover repeats the title's link: hidden from the keyboard and screen readers, which have the title's.
    const cover = item.coverPath ? `<a${attrs({ class: 'ra-post__cover', href, tabindex: -1, 'aria-hidden': 'true' })}>${coverHtml(item.coverPath, '')}</a>` : '';
    return `<li${attrs({ class: 'ra-post', lang: item.lang })}>${cover}<div class="ra-post__text">${heading}${metaHtml(item, byPath.get(item.categoryPath), context, false)}${item.summary ? `<p>${textHtml(item.summary, context)}</p>` : ''}</div></li>`;
  });
  return `<ul class="ra-posts">${cards.join('')}</ul>`;
}

function searchFormHtml(context: RenderContext, query: string): string {
  const { lang, t } = context;
  return (
    `<form${attrs({ class: 'ra-search', role: 'search', method: 'get', action: `/${lang}/blog` })}>` +
    `<label${attrs({ for: 'ra-blog-search' })}>${escapeHtml(t('blog.search_label'))}</label>` +
    `<div class="ra-search__row"><input${attrs({ id: 'ra-blog-search', type: 'search', name: 'q', value: query, maxlength: 100, placeholder: t('blog.search_placeholder'), autocomplete: 'off' })}>` +
    `<button type="submit">${escapeHtml(t('blog.search_button'))}</button></div></form>`
  );
}

export function blogIndexHtml(view: Extract<ContentView, { kind: 'blog' }>, context: RenderContext): ContentParts {
  const { t } = context;
  const searching = view.query !== '';
  const status = searching
    ? `<p class="ra-search__status" role="status">${escapeHtml(view.list.total > 0 ? t('blog.search_results', { count: view.list.total, query: view.query }) : t('blog.search_empty', { query: view.query }))}</p>`
    : '';
  const list = view.list.items.length > 0 ? articleCardsHtml(view.list.items, view.categories, context) : searching ? '' : emptyHtml(t('blog.empty'));
  const intro = !searching && view.links.page === 1 ? context.blocks(view.section.body, 'blog') : '';
  return {
    menu: categoryMenu(view, context, undefined),
    article:
      `<article${attrs({ class: 'ra-article ra-article--wide', lang: view.section.lang })}>` +
      pageHeadHtml(context, view.links.page === 1 ? view.section.summary : '') +
      intro +
      searchFormHtml(context, view.query) +
      status +
      list +
      paginationHtml(view.links, `/${context.lang}/blog`, { q: view.query }, t) +
      `</article>`,
  };
}

export function blogCategoryHtml(view: Extract<ContentView, { kind: 'blog-category' }>, context: RenderContext): ContentParts {
  const { lang, t } = context;
  const { category } = view;
  if (!category) {
    const tops = view.categories.filter((item) => item.parentId === null);
    const cards = tops
      .map((item) => {
        const children = view.categories.filter((child) => child.parentId === item.id);
        const sub = children.length > 0 ? `<p class="ra-card__links">${children.map((child) => `<a${attrs({ href: blogCategoryPath(lang, child) })}>${textHtml(child.title, context)}</a>`).join(' · ')}</p>` : '';
        return `<li class="ra-card"><h2><a${attrs({ href: blogCategoryPath(lang, item) })}>${textHtml(item.title, context)}</a></h2><p>${textHtml(item.summary, context)}</p>${sub}</li>`;
      })
      .join('');
    return {
      menu: categoryMenu(view, context, undefined),
      article: `<article${attrs({ class: 'ra-article ra-article--wide', lang: view.section.lang })}>${pageHeadHtml(context, '')}<ul class="ra-cards">${cards}</ul></article>`,
    };
  }
  const children = view.categories.filter((item) => item.parentId === category.id);
  const childLinks =
    children.length > 0
      ? `<ul class="ra-chips">${children.map((child) => `<li><a${attrs({ href: blogCategoryPath(lang, child) })}>${textHtml(child.title, context)}</a></li>`).join('')}</ul>`
      : '';
  const list = view.list.items.length > 0 ? articleCardsHtml(view.list.items, view.categories, context) : emptyHtml(t('blog.empty'));
  return {
    menu: categoryMenu(view, context, category),
    article:
      `<article${attrs({ class: 'ra-article ra-article--wide', lang: category.lang })}>` +
      pageHeadHtml(context, view.links.page === 1 ? category.summary : '') +
      (view.links.page === 1 ? context.blocks(category.body, `blog category ${category.path}`) : '') +
      childLinks +
      list +
      paginationHtml(view.links, blogCategoryPath(lang, category), {}, t) +
      `</article>`,
  };
}

export function blogArticleHtml(view: Extract<ContentView, { kind: 'blog-article' }>, context: RenderContext): ContentParts {
  const { lang, t } = context;
  const { article } = view;
  const category = view.categories.find((item) => item.path === article.categoryPath);
  const related =
    view.related.items.length > 0 && category
      ? `<section class="ra-related"${attrs({ 'aria-labelledby': 'ra-related-title' })}><h2 id="ra-related-title">${escapeHtml(t('blog.related', { category: textHtmlPlain(category.title, context) }))}</h2>${articleCardsHtml(view.related.items, view.categories, context, 3)}</section>`
      : '';
  return {
    menu: categoryMenu(view, context, category),
    article:
      `<article${attrs({ class: 'ra-article', lang: article.lang })}>` +
      pageHeadHtml(context, '') +
      metaHtml(article, category, context, true) +
      coverHtml(article.coverPath, article.coverAlt, { eager: true }) +
      (article.summary ? `<p class="ra-lead">${textHtml(article.summary, context)}</p>` : '') +
      context.blocks(article.body, `article ${article.slug}`) +
      `<p class="ra-back"><a${attrs({ href: `/${lang}/blog` })}>${escapeHtml(t('blog.back'))}</a></p>` +
      related +
      `</article>`,
  };
}
