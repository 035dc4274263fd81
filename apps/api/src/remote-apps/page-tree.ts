import { routeById } from '@betting/routing';
import type { PageSummary } from './content.repository';

/** An app's pages as a tree (by `parentKey`), for menus, child lists and breadcrumbs. */
export interface PageTree {
  readonly byKey: ReadonlyMap<string, PageSummary>;
  children(pageKey: string | null): PageSummary[];
  /** From the top of the app down to the page's parent (the page itself excluded). */
  ancestors(pageKey: string): PageSummary[];
  /** The path a link to the page uses: `/{lng}/{key}`, or its first child's when the page's route only redirects. */
  href(page: PageSummary, lang: string): string;
}

export function pageTree(pages: readonly PageSummary[]): PageTree {
  const byKey = new Map(pages.map((page) => [page.pageKey, page]));
  const byParent = new Map<string | null, PageSummary[]>();
  for (const page of pages) {
    const siblings = byParent.get(page.parentKey) ?? [];
    siblings.push(page);
    byParent.set(page.parentKey, siblings);
  }
  const children = (pageKey: string | null) => byParent.get(pageKey) ?? [];

  const ancestors = (pageKey: string) => {
    const chain: PageSummary[] = [];
    const seen = new Set([pageKey]);
    let parentKey = byKey.get(pageKey)?.parentKey ?? null;
    while (parentKey !== null && !seen.has(parentKey)) {
      seen.add(parentKey);
      const parent = byKey.get(parentKey);
      if (!parent) break;
      chain.unshift(parent);
      parentKey = parent.parentKey;
    }
    return chain;
  };

  const href = (page: PageSummary, lang: string): string => {
    let target = page;
    // `information/rules` only redirects to its first group: link the group itself (no redirect hop for crawlers).
    for (let depth = 0; depth < 5 && routeById(target.routeId)?.redirect; depth++) {
      const [first] = children(target.pageKey);
      if (!first) break;
      target = first;
    }
    return `/${lang}/${target.pageKey}`;
  };

  return { byKey, children, ancestors, href };
}
