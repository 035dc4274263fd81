/** One page of a list: which rows to read and where the neighbours are. */
export interface Paging {
  /** 1-based. */
  readonly page: number;
  readonly pageSize: number;
  readonly offset: number;
}

export interface PageLinks {
  readonly page: number;
  readonly pageCount: number;
  readonly prev: number | undefined;
  readonly next: number | undefined;
}

/** The `?page=` value: a positive whole number without leading zeros; anything else is page 1. */
export function pageFromQuery(value: string | null): number {
  if (value === null || !/^[1-9]\d{0,5}$/.test(value)) return 1;
  return Number(value);
}

export function paging(page: number, pageSize: number): Paging {
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** At least one page (an empty list shows its first page with a "nothing here" text). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The page's neighbours, or undefined when the page is past the last one (the list answers 404 there: a crawler
 * must not index an endless run of empty pages).
 */
export function pageLinks(page: number, total: number, pageSize: number): PageLinks | undefined {
  const count = pageCount(total, pageSize);
  if (page > count) return undefined;
  return { page, pageCount: count, prev: page > 1 ? page - 1 : undefined, next: page < count ? page + 1 : undefined };
}

/** The list's path for a page with the list's own query keys (`q`, `category`); page 1 has no `page` key. */
export function pageHref(pathname: string, params: Readonly<Record<string, string | undefined>>, page: number): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(key, value);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}
