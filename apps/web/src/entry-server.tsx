import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { ConfigAllResponse } from '@betting/contracts';
import type { NavigationContext } from '@betting/routing';
import { SETTINGS_SID, type GlobalSettings } from '@betting/settings';
import { createMemoryHistory } from '@tanstack/react-router';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { App } from './app/App';
import { firstViewValues } from './app/first-view-values';
import { createAppRouter, queryRulesReady } from './app/router';
import { pageDataJson, PAGE_DATA_ELEMENT_ID, providePrefetched, type PrefetchedAnswers } from './shared/api/prefetched';
import { NAMESPACES } from './shared/i18n/dictionaries';
import { createI18n } from './shared/i18n/i18n';
import { firstViewOf, type FirstView as FirstViewKind } from './shared/api/page-requests';
import { AGE_NOTICE_FIRST_VIEW_CSS, AgeNoticeFirstView } from './widgets/age-notice/AgeNotice';

export { firstViewRequests } from './shared/api/page-requests';

/** The lazy module each server-rendered page's component comes from (app/routes/page-registry.ts). */
const PAGE_MODULES: Readonly<Record<FirstViewKind, string>> = {
  home: 'src/pages/home/HomePage.tsx',
  line: 'src/pages/sports/sports-pages.ts',
  live: 'src/pages/sports/sports-pages.ts',
  casino: 'src/pages/casino/casino-pages.ts',
  game: 'src/pages/sports/sports-pages.ts',
};

/** app/router.tsx's lazily loaded routing decision. */
const NAVIGATION_DECISION_MODULE = 'src/app/navigation-decision.ts';

interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
}
type Manifest = Readonly<Record<string, ManifestChunk>>;

let manifest: Promise<Manifest> | undefined;
/** The browser build's manifest, beside this build (apps/web/dist/.vite/manifest.json); empty when it is not there. */
const browserManifest = () =>
  (manifest ??= readFile(fileURLToPath(new URL('../dist/.vite/manifest.json', import.meta.url)), 'utf8').then<Manifest, Manifest>(
    (text) => JSON.parse(text) as Manifest,
    (): Manifest => ({})
  ));

/** The page chunk's styles and its chunks (with their static imports): linked in the head, so nothing waits for them. */
async function pageAssets(view: FirstViewKind): Promise<string> {
  const chunks = await browserManifest();
  const styles = new Set<string>();
  const scripts = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunks[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    chunk.css?.forEach((file) => styles.add(file));
    chunk.imports?.forEach(visit);
  };
  visit(PAGE_MODULES[view]);
  // The routing decision the browser runs before it takes the page over (a chunk the entry imports when it is due).
  visit(NAVIGATION_DECISION_MODULE);
  const entry = Object.values(chunks).find((chunk) => chunk.isEntry);
  const initial = new Set<string>();
  const visitInitial = (chunk: ManifestChunk | undefined) => {
    if (!chunk || initial.has(chunk.file)) return;
    initial.add(chunk.file);
    chunk.css?.forEach((file) => initial.add(file));
    chunk.imports?.forEach((key) => visitInitial(chunks[key]));
  };
  visitInitial(entry);
  const links = [...styles].filter((file) => !initial.has(file)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  const preloads = [...scripts].filter((file) => !initial.has(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  return [...links, ...preloads].join('');
}

export interface FirstViewInput {
  /** Path and query of the page. */
  readonly url: string;
  readonly lng: string;
  readonly config: ConfigAllResponse;
  readonly maintenanceActive: boolean;
  /** The server's own navigation context for the request (the routing library decides with it, as in the browser). */
  readonly navigation: NavigationContext;
  /** The API's answers to firstViewRequests(url), by request. */
  readonly answers: PrefetchedAnswers;
  /** The visitor has not accepted the age notice (no acceptance cookie): it is drawn over the first view. */
  readonly ageNotice?: boolean;
  /** The display settings to render in (the visitor's cookies'); the defaults without them. */
  readonly settings?: GlobalSettings;
}

export interface FirstView {
  /** For the end of `<head>`: the page's own styles (which the browser would add with its chunk, moving the view) and chunks. */
  readonly head: string;
  /** The markup of `#root`. */
  readonly html: string;
  /** The answers the markup was made from, for the browser to start with: a `<script type="application/json">`. */
  readonly dataScript: string;
  /** For after `#root`: what floats over the view from the first paint (the age notice), with its styles. */
  readonly overlay?: string;
}

const dictionaries = new Map<string, Promise<i18n>>();
/** One i18next instance per language for every render: nothing on the server changes its language. */
const i18nFor = (lng: string) => {
  let instance = dictionaries.get(lng);
  if (!instance) {
    // Every namespace at once: the pages' texts too, which the browser loads as a view asks for them.
    instance = createI18n(lng).then(async (created) => {
      await created.loadNamespaces([...NAMESPACES]);
      return created;
    });
    dictionaries.set(lng, instance);
    instance.catch(() => dictionaries.delete(lng));
  }
  return instance;
};

/**
 * The first view of a page (the home, the line and live lists, the casino lobby) as the browser's first render makes
 * it: the same App, router and components, with an effector scope holding the API answers the page would ask for.
 * Undefined when the routing decision does not render a page here (a redirect, a 404: the server answers those).
 */
export async function renderFirstView(input: FirstViewInput): Promise<FirstView | undefined> {
  const view = firstViewOf(input.url.split('?', 1)[0] ?? '')?.view;
  if (!view) return undefined;
  const [i18n, head] = await Promise.all([i18nFor(input.lng), pageAssets(view), queryRulesReady]);
  const router = createAppRouter(
    { config: input.config, maintenanceActive: input.maintenanceActive, navigationContext: async () => input.navigation },
    createMemoryHistory({ initialEntries: [input.url] })
  );
  await router.load();
  // The page itself, loaded where it was asked for: a redirect or a not-found is the server's own answer.
  if (router.state.location.href !== input.url || !router.state.matches.every((match) => match.status === 'success')) return undefined;
  // Synchronous from here: the answers are the module's only while this one render runs.
  providePrefetched(input.answers);
  try {
    const scope = fork({ values: { ...firstViewValues(input.lng, input.answers), ...(input.settings ? { [SETTINGS_SID]: input.settings } : {}) } });
    const html = renderToString(
      <Provider value={scope}>
        <I18nextProvider i18n={i18n}>
          <App router={router} />
        </I18nextProvider>
      </Provider>
    );
    const dataScript = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${pageDataJson(input.answers)}</script>`;
    if (!input.ageNotice) return { head, html, dataScript };
    const notice = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <AgeNoticeFirstView lng={input.lng} back={input.url} />
      </I18nextProvider>
    );
    return { head, html, dataScript, overlay: `<style>${AGE_NOTICE_FIRST_VIEW_CSS}</style>${notice}` };
  } finally {
    providePrefetched({});
  }
}
