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
import { createI18n } from './shared/i18n/i18n';
import { detectAdBlock } from './shared/lib/ad-block-bait';
import { registerServiceWorker } from './shared/pwa/service-worker';
import { captureServerRenderedApps, installChunkReloadGuard } from './shared/remote-apps/host-effects';
import { settings } from './shared/settings';
import { reportWebVitals } from './shared/rum/report-web-vitals';
import './styles/global.css';

// The server has already put the page in its language; start in the same one.
const [firstSegment = 'en'] = pathSegments(window.location.pathname);
const lng = isLanguageSegment(firstSegment) ? firstSegment.toLowerCase() : 'en';
const scope = fork();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
captureServerRenderedApps();
installChunkReloadGuard();
void allSettled(settings.appStarted, { scope, params: { showsCookiePopup: false, search: window.location.search, countryCode: null } });
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

registerServiceWorker();
deferInstallPrompt((event) => void allSettled(installPrompt.promptAvailable, { scope, params: event }));
reportWebVitals(import.meta.env.VITE_APP_VERSION ?? 'development');
// The notices (update check, ad-block, maintenance warning) start after the page has loaded, in their own chunk.
window.addEventListener(
  'load',
  () =>
    void import('./app/notices').then(async ({ notices, noticesStarted }) => {
      await allSettled(noticesStarted, { scope });
      await allSettled(notices.adBlockChecked, { scope, params: detectAdBlock() });
    }),
  { once: true },
);
