import { isLanguageSegment, pathSegments } from '@betting/routing';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App } from './app/App';
import { maintenance } from './app/maintenance';
import { deferInstallPrompt, installPrompt } from './app/pwa';
import { siteConfig } from './app/site-config';
import { bootstrapData } from './shared/bootstrap/bootstrap-data';
import { createI18n } from './shared/i18n/i18n';
import { detectAdBlock } from './shared/lib/ad-block-bait';
import { registerServiceWorker } from './shared/pwa/service-worker';
import { captureServerRenderedApps, installChunkReloadGuard } from './shared/remote-apps/host-effects';
import { settings, windowResized } from './shared/settings';
import { captureServerSeoText } from './widgets/seo-text/captured-seo-text';
import { reportWebVitals } from './shared/rum/report-web-vitals';
import './styles/global.css';

// The server has already put the page in its language; start in the same one.
const [firstSegment = 'en'] = pathSegments(window.location.pathname);
const lng = isLanguageSegment(firstSegment) ? firstSegment.toLowerCase() : 'en';
const scope = fork();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
captureServerRenderedApps();
captureServerSeoText();
installChunkReloadGuard();
const bootstrap = bootstrapData();
void allSettled(settings.appStarted, { scope, params: { showsCookiePopup: bootstrap.showsCookiePopup, search: window.location.search, countryCode: bootstrap.countryCode } });
// The first render waits for the language's dictionaries (English is bundled, others are chunks fetched while the
// site config loads), so no text ever shows as a key; until then the page the server inlined stays as it is.
void createI18n(lng).then((i18n) =>
  createRoot(root).render(
    <StrictMode>
      <Provider value={scope}>
        <I18nextProvider i18n={i18n}>
          <App />
        </I18nextProvider>
      </Provider>
    </StrictMode>,
  ),
);
void allSettled(siteConfig.languageChanged, { scope, params: lng });
void allSettled(maintenance.maintenanceRequested, { scope });
// Who is signed in: checked at once, in the session's own chunk (farfetched and timers stay out of the first JavaScript).
void import('./app/session').then(({ startSession }) => startSession(scope));

const reportWindowWidth = () => void allSettled(windowResized, { scope, params: window.innerWidth });
reportWindowWidth();
window.addEventListener('resize', reportWindowWidth, { passive: true });

registerServiceWorker();
deferInstallPrompt((event) => void allSettled(installPrompt.promptAvailable, { scope, params: event }));
reportWebVitals(import.meta.env.VITE_APP_VERSION ?? 'development');
// Referral capture (spec §7): the landing query as it arrived becomes cookies after load, in a chunk of its own.
const landingSearch = window.location.search;
window.addEventListener('load', () => void import('./shared/referral').then(({ referral }) => allSettled(referral.pageOpened, { scope, params: { search: landingSearch } })), { once: true });
// The notices (update check, ad-block, maintenance warning) start after the page has loaded, in their own chunk.
window.addEventListener(
  'load',
  () =>
    void import('./app/notices').then(({ notices, noticesStarted }) => {
      // Fired, not awaited: the update check's interval keeps the scope busy for the page's whole life.
      void allSettled(noticesStarted, { scope });
      void allSettled(notices.adBlockChecked, { scope, params: detectAdBlock() });
    }),
  { once: true },
);
// Marketing counters (consent-gated, 10 s after start or at once on registration routes) in their own chunk too.
window.addEventListener(
  'load',
  () =>
    void import('./app/analytics-counters')
      .then(({ analyticsCounters }) => allSettled(analyticsCounters.started, { scope, params: { domain: window.location.hostname, path: `${window.location.pathname}${window.location.search}` } }))
      .catch((error: unknown) => console.warn('Analytics counters could not start', error)),
  { once: true },
);
