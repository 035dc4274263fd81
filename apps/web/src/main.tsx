import { isLanguageSegment, pathSegments } from '@betting/routing';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App } from './app/App';
import { maintenance } from './app/maintenance';
import { siteConfig } from './app/site-config';
import { createI18n } from './shared/i18n/i18n';
import './styles/global.css';

// The server has already put the page in its language; start in the same one.
const [firstSegment = 'en'] = pathSegments(window.location.pathname);
const lng = isLanguageSegment(firstSegment) ? firstSegment.toLowerCase() : 'en';
const scope = fork();
const i18n = createI18n(lng);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <Provider value={scope}>
      <I18nextProvider i18n={i18n}>
        <App />
      </I18nextProvider>
    </Provider>
  </StrictMode>,
);
void allSettled(siteConfig.languageChanged, { scope, params: lng });
void allSettled(maintenance.maintenanceQuery.start, { scope });
