import { attrs, escapeHtml } from '../../html';
import type { ContentView } from '../load';
import type { ContentParts } from './blog';
import { coverHtml, pageHeadHtml, type RenderContext } from './parts';

/** A landing (betting awards, the IPL app, the cricket world cup): a hero with its call to action, then its text. */
export function landingHtml(view: Extract<ContentView, { kind: 'landing' }>, context: RenderContext): ContentParts {
  const { section } = view;
  const cta = section.ctaPath && section.ctaLabel ? `<p><a${attrs({ class: 'ra-cta', href: `/${context.lang}/${section.ctaPath}` })}>${escapeHtml(section.ctaLabel)}</a></p>` : '';
  return {
    menu: '',
    article:
      `<article${attrs({ class: 'ra-article ra-landing', lang: section.lang })}>` +
      `<header class="ra-hero">${pageHeadHtml(context, section.summary)}${cta}</header>` +
      coverHtml(section.coverPath, section.ogImageAlt ?? '', { eager: true }) +
      context.blocks(section.body, `landing ${section.key}`) +
      cta +
      `</article>`,
  };
}
