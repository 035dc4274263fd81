import { PROMO_CATEGORIES, type PromoCategory } from '@betting/contracts';
import { attrs, escapeHtml } from '../../html';
import type { ContentView } from '../load';
import type { Promotion } from '../repository/promotions.repository';
import type { ContentParts } from './blog';
import { coverHtml, emptyHtml, formatDate, pageHeadHtml, textHtml, type RenderContext } from './parts';

export const promoPath = (lang: string, category: PromoCategory) => (category === 'all_bonuses' ? `/${lang}/promo` : `/${lang}/promo?category=${category}`);

/** Links to the promo page per category (all_bonuses: every promotion), the current one marked. */
function categoryLinksHtml(context: RenderContext, current: PromoCategory | undefined): string {
  const links = PROMO_CATEGORIES.map(
    (category) => `<li><a${attrs({ href: promoPath(context.lang, category), 'aria-current': category === current ? 'page' : undefined })}>${escapeHtml(context.t(`promo.category.${category}`))}</a></li>`,
  ).join('');
  return `<nav${attrs({ class: 'ra-chips-nav', 'aria-label': context.t('promo.categories_label') })}><ul class="ra-chips">${links}</ul></nav>`;
}

/** "1 March 2026 – 31 May 2026", "from 1 March 2026 until further notice". */
export function periodText(promotion: Pick<Promotion, 'startsAt' | 'endsAt'>, context: Pick<RenderContext, 't' | 'lang'>): string {
  const start = formatDate(promotion.startsAt, context.lang);
  return promotion.endsAt === null ? context.t('promo.period_open', { start }) : context.t('promo.period_range', { start, end: formatDate(promotion.endsAt, context.lang) });
}

export type PromotionStatus = 'upcoming' | 'active' | 'ended';

export function promotionStatus(promotion: Pick<Promotion, 'startsAt' | 'endsAt'>, now: Date): PromotionStatus {
  if (new Date(promotion.startsAt) > now) return 'upcoming';
  if (promotion.endsAt !== null && new Date(promotion.endsAt) <= now) return 'ended';
  return 'active';
}

function promotionCardHtml(promotion: Promotion, context: RenderContext): string {
  const href = `/${context.lang}/promotions/${promotion.slug}`;
  const tags = promotion.categories.map((category) => `<li>${escapeHtml(context.t(`promo.category.${category}`))}</li>`).join('');
  const cover = promotion.coverPath ? `<a${attrs({ class: 'ra-post__cover', href, tabindex: -1, 'aria-hidden': 'true' })}>${coverHtml(promotion.coverPath, '')}</a>` : '';
  return (
    `<li${attrs({ class: 'ra-post ra-post--promo', lang: promotion.lang })}>${cover}<div class="ra-post__text">` +
    `<ul class="ra-tags">${tags}</ul>` +
    `<h2 class="ra-post__title"><a${attrs({ href })}>${textHtml(promotion.title, context)}</a></h2>` +
    (promotion.summary ? `<p>${textHtml(promotion.summary, context)}</p>` : '') +
    `<p class="ra-meta">${escapeHtml(promotion.schedule || periodText(promotion, context))}</p>` +
    `</div></li>`
  );
}

export function promoHtml(view: Extract<ContentView, { kind: 'promo' }>, context: RenderContext): ContentParts {
  const list =
    view.promotions.length > 0 ? `<ul class="ra-posts ra-posts--promo">${view.promotions.map((promotion) => promotionCardHtml(promotion, context)).join('')}</ul>` : emptyHtml(context.t('promo.empty'));
  return {
    menu: '',
    article:
      `<article${attrs({ class: 'ra-article ra-article--wide', lang: view.section.lang })}>` +
      pageHeadHtml(context, view.section.summary) +
      (view.category === 'all_bonuses' ? context.blocks(view.section.body, 'promo') : '') +
      categoryLinksHtml(context, view.category) +
      list +
      `</article>`,
  };
}

export function promotionHtml(view: Extract<ContentView, { kind: 'promotion' }>, context: RenderContext, now: Date): ContentParts {
  const { t, lang } = context;
  const { promotion } = view;
  const status = promotionStatus(promotion, now);
  const note =
    status === 'ended' && promotion.endsAt !== null
      ? `<aside class="ra-note ra-note--warning" role="note"><p>${escapeHtml(t('promo.ended', { date: formatDate(promotion.endsAt, lang) }))}</p></aside>`
      : status === 'upcoming'
        ? `<aside class="ra-note ra-note--info"><p>${escapeHtml(t('promo.upcoming', { date: formatDate(promotion.startsAt, lang) }))}</p></aside>`
        : '';
  const categories = promotion.categories
    .map((category) => `<a${attrs({ href: promoPath(lang, category) })}>${escapeHtml(t(`promo.category.${category}`))}</a>`)
    .join(', ');
  const facts =
    `<dl class="ra-facts">` +
    `<div><dt>${escapeHtml(t('promo.period'))}</dt><dd>${escapeHtml(periodText(promotion, context))}</dd></div>` +
    (promotion.schedule ? `<div><dt>${escapeHtml(t('promo.schedule'))}</dt><dd>${escapeHtml(promotion.schedule)}</dd></div>` : '') +
    `<div><dt>${escapeHtml(t('promo.categories'))}</dt><dd>${categories}</dd></div>` +
    `</dl>`;
  const action =
    status !== 'ended' && promotion.actionPath && promotion.actionLabel
      ? `<p><a${attrs({ class: 'ra-cta', href: `/${lang}/${promotion.actionPath}` })}>${escapeHtml(promotion.actionLabel)}</a></p>`
      : '';
  const terms = context.blocks(promotion.terms, `promotion ${promotion.slug} terms`);
  return {
    menu: '',
    article:
      `<article${attrs({ class: 'ra-article', lang: promotion.lang })}>` +
      pageHeadHtml(context, '') +
      note +
      coverHtml(promotion.coverPath, '', { eager: true }) +
      (promotion.summary ? `<p class="ra-lead">${textHtml(promotion.summary, context)}</p>` : '') +
      facts +
      action +
      context.blocks(promotion.body, `promotion ${promotion.slug}`) +
      (terms ? `<section class="ra-terms"${attrs({ 'aria-labelledby': 'ra-terms-title' })}><h2 id="ra-terms-title">${escapeHtml(t('promo.terms'))}</h2>${terms}</section>` : '') +
      `<p class="ra-back"><a${attrs({ href: `/${lang}/promo` })}>${escapeHtml(t('promo.back'))}</a></p>` +
      `</article>`,
  };
}
