import { attrs, escapeHtml, fillPlaceholders } from '../../html';
import type { ContentView } from '../load';
import type { Glossary, GlossaryTerm } from '../repository/glossary.repository';
import type { ContentParts } from './blog';
import { menuHtml, pageHeadHtml, textHtml, type MenuItem, type RenderContext } from './parts';

type GlossaryView = Extract<ContentView, { kind: 'glossary' }>;

/** A term's page: betting-alphabet/{block}/{category}/{term}. */
export function termPath(lang: string, glossary: Glossary, term: Pick<GlossaryTerm, 'categoryId' | 'slug'>): string | undefined {
  const category = glossary.categories.find((item) => item.id === term.categoryId);
  const block = category && glossary.blocks.find((item) => item.id === category.blockId);
  return category && block ? `/${lang}/betting-alphabet/${block.slug}/${category.slug}/${term.slug}` : undefined;
}

/** The letter a term is listed under: its first letter, upper case in the page's language; digits under "0–9". */
export function letterOf(title: string, lang: string): string {
  const first = [...title.trim()][0] ?? '#';
  return /\p{L}/u.test(first) ? first.toLocaleUpperCase(lang) : '0–9';
}

/** Terms grouped by letter, letters and terms in the language's alphabetical order. */
export function byLetter<Term extends Pick<GlossaryTerm, 'title'>>(terms: readonly Term[], lang: string): Array<[string, Term[]]> {
  const collator = new Intl.Collator(lang, { sensitivity: 'base' });
  const groups = new Map<string, Term[]>();
  for (const term of [...terms].sort((a, b) => collator.compare(a.title, b.title))) {
    const letter = letterOf(term.title, lang);
    groups.set(letter, [...(groups.get(letter) ?? []), term]);
  }
  return [...groups].sort(([a], [b]) => collator.compare(a, b));
}

function menu(view: GlossaryView, context: RenderContext): string {
  const { lang, placeholders } = context;
  const base = `/${lang}/betting-alphabet`;
  const items: MenuItem[] = view.glossary.blocks.map((block) => ({
    title: fillPlaceholders(block.title, placeholders),
    path: `${base}/${block.slug}`,
    current: block.id === view.block?.id && !view.category,
    children:
      block.id === view.block?.id
        ? view.glossary.categories
            .filter((category) => category.blockId === block.id)
            .map((category) => ({ title: fillPlaceholders(category.title, placeholders), path: `${base}/${block.slug}/${category.slug}`, current: category.id === view.category?.id && !view.term }))
        : [],
  }));
  return menuHtml(context.t('alphabet.menu_label'), { title: fillPlaceholders(view.section.title, placeholders), path: base, current: !view.block }, items);
}

/** Terms as a definition list: the term (a link to its page) and its one-line definition. */
function termsHtml(terms: readonly GlossaryTerm[], view: GlossaryView, context: RenderContext): string {
  const items = terms
    .map((term) => {
      const href = termPath(context.lang, view.glossary, term);
      const name = textHtml(term.title, context);
      return `<div${attrs({ lang: term.lang })}><dt>${href ? `<a${attrs({ href })}>${name}</a>` : name}</dt><dd>${textHtml(term.summary, context)}</dd></div>`;
    })
    .join('');
  return `<dl class="ra-terms-list">${items}</dl>`;
}

function alphabetHtml(view: GlossaryView, context: RenderContext): string {
  const groups = byLetter(view.glossary.terms, context.lang);
  const anchor = (_letter: string, index: number) => `ra-letter-${index + 1}`;
  const letters = groups.map(([letter], index) => `<li><a${attrs({ href: `#${anchor(letter, index)}` })}>${escapeHtml(letter)}</a></li>`).join('');
  const sections = groups
    .map(([letter, terms], index) => `<section${attrs({ 'aria-labelledby': anchor(letter, index) })}><h2${attrs({ id: anchor(letter, index), class: 'ra-letter' })}>${escapeHtml(letter)}</h2>${termsHtml(terms, view, context)}</section>`)
    .join('');
  return `<nav${attrs({ class: 'ra-chips-nav', 'aria-label': context.t('alphabet.letters_label') })}><ul class="ra-chips ra-chips--letters">${letters}</ul></nav>${sections}`;
}

export function glossaryHtml(view: GlossaryView, context: RenderContext): ContentParts {
  const { block, category, term, glossary } = view;
  let inner: string;
  let lang = view.section.lang;
  if (term && category) {
    lang = term.lang;
    const others = glossary.terms.filter((item) => item.categoryId === category.id && item.id !== term.id);
    inner =
      pageHeadHtml(context, term.summary) +
      context.blocks(term.body, `term ${term.slug}`) +
      (others.length > 0
        ? `<section class="ra-related"${attrs({ 'aria-labelledby': 'ra-related-title' })}><h2 id="ra-related-title">${escapeHtml(context.t('alphabet.in_category', { category: fillPlaceholders(category.title, context.placeholders) }))}</h2>${termsHtml(others, view, context)}</section>`
        : '');
  } else if (category) {
    lang = category.lang;
    inner = pageHeadHtml(context, category.summary) + context.blocks(category.body, `glossary category ${category.slug}`) + termsHtml(glossary.terms.filter((item) => item.categoryId === category.id), view, context);
  } else if (block) {
    lang = block.lang;
    const categories = glossary.categories
      .filter((item) => item.blockId === block.id)
      .map((item) => {
        const terms = glossary.terms.filter((candidate) => candidate.categoryId === item.id);
        return `<section><h2><a${attrs({ href: `/${context.lang}/betting-alphabet/${block.slug}/${item.slug}` })}>${textHtml(item.title, context)}</a></h2>${item.summary ? `<p>${textHtml(item.summary, context)}</p>` : ''}${termsHtml(terms, view, context)}</section>`;
      })
      .join('');
    inner = pageHeadHtml(context, block.summary) + context.blocks(block.body, `glossary block ${block.slug}`) + categories;
  } else {
    inner = pageHeadHtml(context, view.section.summary) + context.blocks(view.section.body, 'betting-alphabet') + alphabetHtml(view, context);
  }
  return { menu: menu(view, context), article: `<article${attrs({ class: 'ra-article', lang })}>${inner}</article>` };
}
