import { RouterProvider } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfigAllResponse } from '@betting/contracts';
import { browserLanguageContext } from '../shared/config/language-context';
import { createAppRouter } from './router';
import { siteConfig } from './site-config';

function ConfiguredApp({ config }: { readonly config: ConfigAllResponse }) {
  const [router] = useState(() => createAppRouter({ config, languageContext: browserLanguageContext }));
  return <RouterProvider router={router} context={{ config, languageContext: browserLanguageContext }} />;
}

/** The site runs once its config has loaded; until then a calm shell, and a clear message if it cannot load. */
export function App() {
  const { t } = useTranslation();
  const [config, failed] = useUnit([siteConfig.$config, siteConfig.$failed]);
  if (config) return <ConfiguredApp config={config} />;
  if (failed) {
    return (
      <main className="app-error" role="alert">
        <h1>{t('config.errorTitle')}</h1>
        <p>{t('config.errorText')}</p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('config.refresh')}
        </button>
      </main>
    );
  }
  return (
    <div className="app-loading" role="status" aria-live="polite">
      <div className="app-loading__bar" />
      <span className="visually-hidden">{t('config.loading')}</span>
    </div>
  );
}
