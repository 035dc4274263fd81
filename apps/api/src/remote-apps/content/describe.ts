import type { PromoCategory } from '@betting/contracts';
import { fillPlaceholders, type Placeholders } from '../html';
import type { ContentView } from './load';
import { pageHref } from './paging';
import type { BlogCategory } from './repository/blog.repository';
import type { ContentText } from './repository/texts';
import { match } from 'ts-pattern';

/** A page's short texts with `{name}` values filled (not escaped: the HTML writer escapes). */
export type Translate = (key: string, values?: Readonly<Record<string, string | number>>) => string;

export function translator(strings: ReadonlyMap<string, string>, placeholders: Placeholders): Translate {
  return (key, values = {}) => {
    const text = strings.get(key) ?? key;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = values[name];
      return value === undefined ? (placeholders[name] ?? whole) : String(value);
    });
  };
}

export interface Crumb {
  readonly title: string;
  /** `/{lng}/…`; the last crumb is the page itself. */
  readonly path: string;
}

/** What the page head and the breadcrumbs say about a content page (the body is the renderers' part). */
export interface PageFacts {
  readonly h1: string;
  /** The whole `<title>`. */
  readonly title: string;
  readonly description: string;
  /** The canonical path on this site: the stored one, else the page's own path with only the query keys that pick content. */
  readonly canonicalPath: string;
  /** Home first, the page last. */
  readonly trail: readonly Crumb[];
  readonly image: { readonly path: string; readonly alt: string } | undefined;
  /** Search results are not indexed; every other content page uses the site's default. */
  readonly robots: string | undefined;
  readonly prevPath: string | undefined;
  readonly nextPath: string | undefined;
  readonly ogType: 'website' | 'article';
  readonly publishedTime: string | undefined;
  readonly author: string | undefined;
}

export interface DescribeInput {
  readonly view: ContentView;
  /** The page's language (paths), not necessarily the texts'. */
  readonly lang: string;
  readonly t: Translate;
  readonly placeholders: Placeholders;
  readonly companyName: string;
}

export const SEARCH_ROBOTS = 'noindex, follow';

/** The categories from the top down to `category` itself. */
export function categoryChain(categories: readonly BlogCategory[], category: BlogCategory): BlogCategory[] {
  const byId = new Map(categories.map((item) => [item.id, item]));
  const chain = [category];
  for (let parent = category.parentId === null ? undefined : byId.get(category.parentId); parent && chain.length < 8; parent = parent.parentId === null ? undefined : byId.get(parent.parentId)) {
    chain.unshift(parent);
  }
  return chain;
}

export const blogCategoryPath = (lang: string, category: { readonly path: string }) => `/${lang}/blog/categories/${category.path}`;

export function describeView({ view, lang, t, placeholders, companyName }: DescribeInput): PageFacts {
  const fill = (text: string) => fillPlaceholders(text, placeholders);
  const home: Crumb = { title: t('breadcrumbs.home'), path: `/${lang}` };
  const sectionPath = `/${lang}/${view.section.key}`;
  const sectionCrumb: Crumb = { title: fill(view.section.title), path: sectionPath };

  /** Facts of a page that shows one stored text; `crumbs` lead from the section to the page (exclusive). */
  const ofText = (text: ContentText, path: string, crumbs: readonly Crumb[], extra: Partial<PageFacts> = {}): PageFacts => {
    const h1 = fill(text.title);
    return {
      h1,
      title: text.seoTitle ? fill(text.seoTitle) : `${h1} · ${companyName}`,
      description: fill(text.seoDescription ?? text.summary),
      canonicalPath: text.canonicalPath ?? path,
      trail: [home, ...crumbs, { title: h1, path }],
      image: text.ogImagePath ? { path: text.ogImagePath, alt: text.ogImageAlt ?? '' } : undefined,
      robots: undefined,
      prevPath: undefined,
      nextPath: undefined,
      ogType: 'website',
      publishedTime: undefined,
      author: undefined,
      ...extra,
    };
  };

  /** A list page: page 1 is the section text's own page, later pages say their number and link their neighbours. */
  const ofList = (text: ContentText, path: string, crumbs: readonly Crumb[], params: Readonly<Record<string, string | undefined>>, links: { page: number; pageCount: number; prev?: number | undefined; next?: number | undefined }) => {
    const base = ofText(text, path, crumbs);
    const here = pageHref(path, params, links.page);
    return {
      ...base,
      // Later pages name their number; the stored SEO title describes the first.
      title: links.page > 1 ? `${base.h1} — ${t('paging.title', { page: links.page, count: links.pageCount })} · ${companyName}` : base.title,
      canonicalPath: links.page === 1 && Object.values(params).every((value) => !value) ? base.canonicalPath : here,
      trail: [...base.trail.slice(0, -1), { title: base.h1, path: here }],
      prevPath: links.prev === undefined ? undefined : pageHref(path, params, links.prev),
      nextPath: links.next === undefined ? undefined : pageHref(path, params, links.next),
    };
  };

  return match(view)
    .with({ kind: 'blog' }, (view) => {
      const facts = ofList(view.section, sectionPath, [], { q: view.query }, view.links);
      return view.query === '' ? facts : { ...facts, robots: SEARCH_ROBOTS };
    })
    .with({ kind: 'blog-category' }, (view) => {
      if (!view.category) return ofText({ ...view.section, title: t('blog.categories_title'), seoTitle: null, canonicalPath: null }, `/${lang}/blog/categories`, [sectionCrumb]);
      const chain = categoryChain(view.categories, view.category);
      const crumbs = chain.slice(0, -1).map((item) => ({ title: fill(item.title), path: blogCategoryPath(lang, item) }));
      return ofList(view.category, blogCategoryPath(lang, view.category), [sectionCrumb, ...crumbs], {}, view.links);
    })
    .with({ kind: 'blog-article' }, (view) => {
      const { article } = view;
      const category = view.categories.find((item) => item.path === article.categoryPath);
      const crumbs = category ? categoryChain(view.categories, category).map((item) => ({ title: fill(item.title), path: blogCategoryPath(lang, item) })) : [];
      const cover = article.coverPath ? { path: article.coverPath, alt: article.coverAlt } : undefined;
      const facts = ofText(article, `/${lang}/blog/${article.slug}`, [sectionCrumb, ...crumbs], { ogType: 'article', publishedTime: article.publishedAt, author: article.author });
      return { ...facts, image: facts.image ?? cover };
    })
    .with({ kind: 'news' }, (view) => ofList(view.section, sectionPath, [], {}, view.links))
    .with({ kind: 'news-item' }, (view) => {
      const facts = ofText(view.item, `/${lang}/news/${view.item.slug}`, [sectionCrumb], { ogType: 'article', publishedTime: view.item.publishedAt });
      return { ...facts, image: facts.image ?? (view.item.coverPath ? { path: view.item.coverPath, alt: '' } : undefined) };
    })
    .with({ kind: 'promo' }, (view) => {
      const facts = ofText(view.section, sectionPath, []);
      if (view.category === 'all_bonuses') return facts;
      const name = t(`promo.category.${view.category}`);
      const path = `${sectionPath}?category=${view.category}`;
      return { ...facts, title: `${name} — ${facts.title}`, canonicalPath: path, trail: [home, sectionCrumb, { title: name, path }] };
    })
    .with({ kind: 'promotion' }, (view) => {
      const facts = ofText(view.promotion, `/${lang}/promotions/${view.promotion.slug}`, [sectionCrumb]);
      return { ...facts, image: facts.image ?? (view.promotion.coverPath ? { path: view.promotion.coverPath, alt: '' } : undefined) };
    })
    .with({ kind: 'glossary' }, (view) => {
      const { block, category, term } = view;
      const blockPath = block ? `${sectionPath}/${block.slug}` : sectionPath;
      const categoryPath = category ? `${blockPath}/${category.slug}` : blockPath;
      if (term) {
        return ofText(term, `${categoryPath}/${term.slug}`, [
          sectionCrumb,
          ...(block ? [{ title: fill(block.title), path: blockPath }] : []),
          ...(category ? [{ title: fill(category.title), path: categoryPath }] : []),
        ]);
      }
      if (category) return ofText(category, categoryPath, [sectionCrumb, ...(block ? [{ title: fill(block.title), path: blockPath }] : [])]);
      if (block) return ofText(block, blockPath, [sectionCrumb]);
      return ofText(view.section, sectionPath, []);
    })
    .with({ kind: 'landing' }, (view) => {
      const facts = ofText(view.section, sectionPath, []);
      return { ...facts, image: facts.image ?? (view.section.coverPath ? { path: view.section.coverPath, alt: view.section.ogImageAlt ?? '' } : undefined) };
    })
    .exhaustive();
}

export function promoCategoryLabel(t: Translate, category: PromoCategory): string {
  return t(`promo.category.${category}`);
}
