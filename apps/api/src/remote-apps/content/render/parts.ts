import { readBlocks, renderBlocks } from '../../blocks';
import { attrs, escapeHtml, fillPlaceholders, type Placeholders } from '../../html';
import type { Crumb, PageFacts, Translate } from '../describe';
import type { PageLinks } from '../paging';
import { pageHref } from '../paging';

/** What every content renderer needs besides its view. */
export interface RenderContext {
  /** The page's language (links), not necessarily the texts'. */
  readonly lang: string;
  readonly t: Translate;
  readonly placeholders: Placeholders;
  readonly pathname: string;
  readonly query: URLSearchParams;
  readonly facts: PageFacts;
  /** Stored blocks as HTML; `what` names them in the warning about a block that is not valid. */
  readonly blocks: (stored: unknown, what: string) => string;
}

export function blocksRenderer(input: Omit<RenderContext, 'blocks' | 'facts'> & { readonly warn?: (message: string) => void }): RenderContext['blocks'] {
  return (stored, what) =>
    renderBlocks(readBlocks(stored, (index, problem) => input.warn?.(`content ${what} block ${index} skipped: ${problem}`)), {
      placeholders: input.placeholders,
      text: (key) => input.t(key),
      pagePath: input.pathname,
      query: input.query,
    });
}

/** Stored text (a title, a summary) as HTML: placeholders filled, escaped. */
export function textHtml(text: string, context: Pick<RenderContext, 'placeholders'>): string {
  return escapeHtml(fillPlaceholders(text, context.placeholders));
}

export function breadcrumbsHtml(trail: readonly Crumb[], label: string): string {
  const items = trail.map((crumb, index) =>
    index === trail.length - 1 ? `<li aria-current="page">${escapeHtml(crumb.title)}</li>` : `<li><a${attrs({ href: crumb.path })}>${escapeHtml(crumb.title)}</a></li>`,
  );
  return `<nav${attrs({ 'aria-label': label })}><ol class="ra-breadcrumbs">${items.join('')}</ol></nav>`;
}

/** `<h1>`, the lead and the breadcrumbs every content page starts with. */
export function pageHeadHtml(context: RenderContext, summary: string): string {
  return (
    breadcrumbsHtml(context.facts.trail, context.t('breadcrumbs.label')) +
    `<h1>${escapeHtml(context.facts.h1)}</h1>` +
    (summary ? `<p class="ra-lead">${textHtml(summary, context)}</p>` : '')
  );
}

const DATE_FORMATS = new Map<string, Intl.DateTimeFormat>();

/** A date in the page's language, e.g. "14 March 2026" (UTC, the day the text was published everywhere). */
export function formatDate(iso: string, lang: string): string {
  let format = DATE_FORMATS.get(lang);
  if (!format) {
    // English dates in the British order, like the rest of the site (og:locale en_GB).
    format = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : lang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    DATE_FORMATS.set(lang, format);
  }
  return format.format(new Date(iso));
}

export function timeHtml(iso: string, lang: string): string {
  return `<time${attrs({ datetime: iso })}>${escapeHtml(formatDate(iso, lang))}</time>`;
}

/** Covers are 1200 × 630 (the Open Graph size); the width and height keep the layout still while they load. */
export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 630;

export function coverHtml(path: string | null, alt: string, options: { readonly eager?: boolean; readonly className?: string } = {}): string {
  if (!path) return '';
  return `<img${attrs({
    class: options.className ?? 'ra-cover',
    src: path,
    alt,
    width: COVER_WIDTH,
    height: COVER_HEIGHT,
    loading: options.eager ? undefined : 'lazy',
    decoding: 'async',
  })}>`;
}

/**
 * Page links: previous and next (`rel="prev"`/`rel="next"`, the head has them too) around the numbers, the current
 * one marked. Nothing when there is one page. `params` are the list's own query keys, kept on every link.
 */
export function paginationHtml(links: PageLinks, pathname: string, params: Readonly<Record<string, string | undefined>>, t: Translate): string {
  if (links.pageCount <= 1) return '';
  const href = (page: number) => pageHref(pathname, params, page);
  const numbers = Array.from({ length: links.pageCount }, (_, index) => index + 1)
    .filter((page) => page === 1 || page === links.pageCount || Math.abs(page - links.page) <= 2)
    .map((page, index, shown) => {
      const gap = index > 0 && page - (shown[index - 1] ?? page) > 1 ? '<li class="ra-pagination__gap" aria-hidden="true">…</li>' : '';
      const label = t('paging.page', { page });
      const link =
        page === links.page
          ? `<a${attrs({ href: href(page), 'aria-current': 'page', 'aria-label': label })}>${page}</a>`
          : `<a${attrs({ href: href(page), 'aria-label': label })}>${page}</a>`;
      return `${gap}<li>${link}</li>`;
    })
    .join('');
  const prev = links.prev === undefined ? '' : `<a${attrs({ class: 'ra-pagination__step', href: href(links.prev), rel: 'prev' })}>${escapeHtml(t('paging.prev'))}</a>`;
  const next = links.next === undefined ? '' : `<a${attrs({ class: 'ra-pagination__step', href: href(links.next), rel: 'next' })}>${escapeHtml(t('paging.next'))}</a>`;
  return `<nav${attrs({ class: 'ra-pagination', 'aria-label': t('paging.label') })}>${prev}<ol>${numbers}</ol>${next}</nav>`;
}

/** A side menu: a title link and items, the current one marked; `children` nests a list under an item. */
export interface MenuItem {
  readonly title: string;
  readonly path: string;
  readonly current?: boolean;
  readonly children?: readonly MenuItem[];
}

export function menuHtml(label: string, top: MenuItem, items: readonly MenuItem[]): string {
  const list = (entries: readonly MenuItem[]): string =>
    entries.length === 0
      ? ''
      : `<ul>${entries
          .map((item) => `<li><a${attrs({ href: item.path, 'aria-current': item.current ? 'page' : undefined })}>${escapeHtml(item.title)}</a>${list(item.children ?? [])}</li>`)
          .join('')}</ul>`;
  return `<nav${attrs({ class: 'ra-menu', 'aria-label': label })}><a${attrs({ class: 'ra-menu__title', href: top.path, 'aria-current': top.current ? 'page' : undefined })}>${escapeHtml(top.title)}</a>${list(items)}</nav>`;
}

/** An empty list's text. */
export function emptyHtml(text: string): string {
  return `<p class="ra-empty">${escapeHtml(text)}</p>`;
}
