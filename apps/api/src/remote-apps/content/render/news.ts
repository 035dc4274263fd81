import { attrs, escapeHtml } from '../../html';
import type { ContentView } from '../load';
import type { NewsItem } from '../repository/news.repository';
import type { ContentParts } from './blog';
import { coverHtml, emptyHtml, pageHeadHtml, paginationHtml, textHtml, timeHtml, type RenderContext } from './parts';

function newsListHtml(items: readonly NewsItem[], context: RenderContext, headingLevel: 2 | 3): string {
  const cards = items.map((item) => {
    const href = `/${context.lang}/news/${item.slug}`;
    return (
      `<li${attrs({ class: 'ra-post ra-post--news', lang: item.lang })}><div class="ra-post__text">` +
      `<p class="ra-meta">${timeHtml(item.publishedAt, context.lang)}</p>` +
      `<h${headingLevel} class="ra-post__title"><a${attrs({ href })}>${textHtml(item.title, context)}</a></h${headingLevel}>` +
      (item.summary ? `<p>${textHtml(item.summary, context)}</p>` : '') +
      `</div></li>`
    );
  });
  return `<ul class="ra-posts ra-posts--news">${cards.join('')}</ul>`;
}

export function newsIndexHtml(view: Extract<ContentView, { kind: 'news' }>, context: RenderContext): ContentParts {
  const { t } = context;
  return {
    menu: '',
    article:
      `<article${attrs({ class: 'ra-article ra-article--wide', lang: view.section.lang })}>` +
      pageHeadHtml(context, view.links.page === 1 ? view.section.summary : '') +
      (view.list.items.length > 0 ? newsListHtml(view.list.items, context, 2) : emptyHtml(t('news.empty'))) +
      paginationHtml(view.links, `/${context.lang}/news`, {}, t) +
      `</article>`,
  };
}

export function newsItemHtml(view: Extract<ContentView, { kind: 'news-item' }>, context: RenderContext): ContentParts {
  const { t, lang } = context;
  const { item } = view;
  const latest =
    view.latest.items.length > 0
      ? `<section class="ra-related"${attrs({ 'aria-labelledby': 'ra-latest-title' })}><h2 id="ra-latest-title">${escapeHtml(t('news.latest'))}</h2>${newsListHtml(view.latest.items, context, 3)}</section>`
      : '';
  return {
    menu: '',
    article:
      `<article${attrs({ class: 'ra-article', lang: item.lang })}>` +
      pageHeadHtml(context, '') +
      `<p class="ra-meta">${timeHtml(item.publishedAt, lang)}</p>` +
      coverHtml(item.coverPath, '', { eager: true }) +
      (item.summary ? `<p class="ra-lead">${textHtml(item.summary, context)}</p>` : '') +
      context.blocks(item.body, `news ${item.slug}`) +
      `<p class="ra-back"><a${attrs({ href: `/${lang}/news` })}>${escapeHtml(t('news.back'))}</a></p>` +
      latest +
      `</article>`,
  };
}
