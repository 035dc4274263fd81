import { FALLBACK_LANGUAGE } from '@betting/routing';
import en from './en.json';
import type pagesEn from './pages.en.json';
import type routesEn from './routes.en.json';

/** Languages the site ships complete dictionaries for (the API's `languages` table offers the same six). */
export const SHIPPED_LANGUAGES = ['en', 'ru', 'es', 'pt', 'tr', 'uk'] as const;
export type ShippedLanguage = (typeof SHIPPED_LANGUAGES)[number];

/**
 * `translation` holds the texts of the shell and the first pages (English is bundled); `routes` the page titles by
 * routing-table id; `pages` the texts of pages and widgets that load later (a chunk in every language, English too).
 */
export const NAMESPACES = ['translation', 'routes', 'pages'] as const;
/** Loaded before the first render; the others when a view asks for them. */
export const INITIAL_NAMESPACES = ['translation', 'routes'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export type TranslationDictionary = typeof en;
export type RoutesDictionary = typeof routesEn;
export type PagesDictionary = typeof pagesEn;
export interface Dictionaries {
  readonly translation: TranslationDictionary;
  readonly routes: RoutesDictionary;
  readonly pages: PagesDictionary;
}

/**
 * English texts, in the entry chunk: the fallback for every language and the first render of an English page.
 * Nothing else here is imported statically (a test checks it), so no other dictionary grows the initial JavaScript.
 */
export const bundledDictionaries = { [FALLBACK_LANGUAGE]: { translation: en } } as const;

type Loaders = { readonly [N in Namespace]: () => Promise<{ readonly default: Dictionaries[N] }> };

/**
 * Every other dictionary is its own chunk, fetched with `import()` the first time its language is used.
 * The types make TypeScript refuse a dictionary that lacks a text English has; the tests check the rest.
 */
const loaders: { readonly [L in ShippedLanguage]: Loaders } = {
  en: { translation: () => Promise.resolve({ default: en }), routes: () => import('./routes.en.json'), pages: () => import('./pages.en.json') },
  ru: { translation: () => import('./ru.json'), routes: () => import('./routes.ru.json'), pages: () => import('./pages.ru.json') },
  es: { translation: () => import('./es.json'), routes: () => import('./routes.es.json'), pages: () => import('./pages.es.json') },
  pt: { translation: () => import('./pt.json'), routes: () => import('./routes.pt.json'), pages: () => import('./pages.pt.json') },
  tr: { translation: () => import('./tr.json'), routes: () => import('./routes.tr.json'), pages: () => import('./pages.tr.json') },
  uk: { translation: () => import('./uk.json'), routes: () => import('./routes.uk.json'), pages: () => import('./pages.uk.json') },
};

export function isShippedLanguage(code: string): code is ShippedLanguage {
  return (SHIPPED_LANGUAGES as readonly string[]).includes(code);
}

export function isNamespace(name: string): name is Namespace {
  return (NAMESPACES as readonly string[]).includes(name);
}

/** One dictionary of one language; the module loader keeps the chunk, i18next keeps the texts. */
export async function loadDictionary<N extends Namespace>(lng: ShippedLanguage, ns: N): Promise<Dictionaries[N]> {
  const loader: Loaders[N] = loaders[lng][ns];
  return (await loader()).default;
}
