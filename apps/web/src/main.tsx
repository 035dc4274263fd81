import { isLanguageSegment, pathSegments } from '@betting/routing';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App, createBrowserAppRouter, type AppRouter } from './app/App';
import { queryRulesReady } from './app/router';
import { maintenance } from './app/maintenance';
import { appStarted } from './app/app-started';
import { deferInstallPrompt, installPrompt } from './app/pwa';
import { siteConfig } from './app/site-config';
import { PAGE_DATA_ELEMENT_ID, parsePageDataJson, providePrefetched } from './shared/api/prefetched';
import { bootstrapData } from './shared/bootstrap/bootstrap-data';
import { createI18n } from './shared/i18n/i18n';
import { nextTask } from './shared/lib/next-task';
import { captureServerRenderedApps, installChunkReloadGuard } from './shared/remote-apps/host-effects';
import { windowResized } from './shared/settings';
import { captureServerSeoText } from './widgets/seo-text/captured-seo-text';
import { reportWebVitals } from './shared/rum/report-web-vitals';
import './styles/global.css';

// The server has already put the page in its language; start in the same one.
const [firstSegment = 'en'] = pathSegments(window.location.pathname);
const lng = isLanguageSegment(firstSegment) ? firstSegment.toLowerCase() : 'en';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A page the server rendered carries the API answers its first view was made from: the app starts with them, and
// takes the server's HTML over (hydrates it) instead of asking the API for the same data again.
const pageData = document.getElementById(PAGE_DATA_ELEMENT_ID);
const answers = pageData ? parsePageDataJson(pageData.textContent) : undefined;
if (answers) providePrefetched(answers);
captureServerRenderedApps();
captureServerSeoText();
installChunkReloadGuard();

/** React's note that a Suspense boundary the server did not finish (a lazy widget) is rendered in the browser instead. */
const leftToBrowser = (error: unknown) => error instanceof Error && (/#419\b/.test(error.message) || error.message.includes('could not finish this Suspense boundary'));

async function scopeOfPage(): Promise<Scope> {
  if (!answers) return fork();
  const { firstViewValues, parseFirstViewInTurn } = await import('./app/first-view-values');
  await parseFirstViewInTurn(lng, answers);
  return fork({ values: firstViewValues(lng, answers) });
}

type I18n = Awaited<ReturnType<typeof createI18n>>;

function appOf(scope: Scope, i18n: I18n, router?: AppRouter, beside?: ReactNode) {
  return (
    <StrictMode>
      <Provider value={scope}>
        <I18nextProvider i18n={i18n}>
          <App {...(router ? { router } : {})} />
          {beside}
        </I18nextProvider>
      </Provider>
    </StrictMode>
  );
}

/**
 * The first render waits for the language's dictionaries (English is bundled, others are chunks fetched while the
 * site config loads), so no text ever shows as a key; until then the page the server inlined stays as it is. Routers
 * are made in here (and in the App it renders): once the routing library's query rules are on the routes.
 */
async function render(scope: Scope, i18nReady: Promise<I18n>, modelsIn: Promise<void>) {
  const [i18n] = await Promise.all([i18nReady, queryRulesReady]);
  const config = scope.getState(siteConfig.$config);
  if (!answers || !config || !root) {
    // No server HTML was tapped: index.html's keeper stops.
    window.earlyTaps?.take();
    if (root) createRoot(root).render(appOf(scope, i18n));
    return;
  }
  // The server's HTML is the router's first page: it is loaded at this address, with the pages' texts, before React
  // takes the HTML over. Each step in a task of its own.
  await nextTask();
  const router = createBrowserAppRouter(scope, config, scope.getState(maintenance.$maintenance)?.active ?? false);
  // Marks the router as taking server HTML over: its matches render without the Suspense wrappers the server leaves out.
  router.ssr = { manifest: undefined };
  await modelsIn;
  await nextTask();
  const [, , { appListensForTaps, ReplayEarlyTaps }] = await Promise.all([router.load(), i18n.loadNamespaces('pages'), import('./app/early-taps')]);
  await nextTask();
  // In a transition, React takes the HTML over in slices that yield to the browser between them (a tap, a scroll or a
  // frame is never kept waiting for the whole page), instead of in one long task.
  appListensForTaps();
  startTransition(() => {
    hydrateRoot(root, appOf(scope, i18n, router, <ReplayEarlyTaps />), {
      // The widgets the server leaves to the browser (lazy, below the fold or shown later) are rendered here: expected.
      onRecoverableError: (error) => {
        if (!leftToBrowser(error)) reportError(error);
      },
    });
  });
}

/** Starts the app in `scope`, a step per task, so that a phone stays responsive while it starts. */
async function start(scope: Scope) {
  const { showsCookiePopup, countryCode } = bootstrapData();
  void allSettled(appStarted, { scope, params: { lng, search: window.location.search, width: window.innerWidth, showsCookiePopup, countryCode } });
  window.addEventListener('resize', () => void allSettled(windowResized, { scope, params: window.innerWidth }), { passive: true });
  deferInstallPrompt((event) => void allSettled(installPrompt.promptAvailable, { scope, params: event }));
  await nextTask();
  // The models the session and the page start with, a group per task, before either needs them.
  const modelsIn = import('./app/models-in-turn').then(({ evaluateModelsInTurn }) => evaluateModelsInTurn());
  void render(scope, createI18n(lng), modelsIn);
  await nextTask();
  // Who is signed in: checked at once, in the session's own chunk (farfetched and timers stay out of the first JavaScript).
  void modelsIn.then(() => import('./app/session')).then(({ startSession }) => startSession(scope));

  reportWebVitals(import.meta.env.VITE_APP_VERSION ?? 'development');
  // What can wait for the page to load (the offline worker, referral capture, notices, marketing counters), in a
  // chunk of its own.
  const landingSearch = window.location.search;
  const afterLoad = () => void import('./app/after-load').then(({ startAfterLoad }) => startAfterLoad(scope, landingSearch));
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

void scopeOfPage().then(start);
