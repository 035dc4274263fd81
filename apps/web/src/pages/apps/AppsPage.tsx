import { useMatches } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../app/site-config';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { InstallAppButton } from '../../widgets/install-app/InstallAppButton';
import './apps-page.css';

/** Product names are not translated; `safari` and `ios` have translated titles ("Safari on macOS"). */
const BROWSER_NAMES: Readonly<Record<string, string>> = { chrome: 'Google Chrome', edge: 'Microsoft Edge', android: 'Android', firefox: 'Mozilla Firefox', safari: 'Apple Safari' };
const STEPS = {
  desktop: ['chrome', 'edge', 'safari'],
  mobile: ['android', 'ios'],
} as const;
const BENEFITS = ['window', 'offline', 'updates'] as const;

/**
 * The app pages (`desktop`, `mobile`): the site installs as an app (PWA) on computers and phones. The browser's own
 * install prompt is offered where it exists; everywhere else the steps for that browser.
 */
export function AppsPage() {
  const { t } = useTranslation('pages');
  const platform = useMatches({ select: (matches) => (matches.at(-1)?.staticData.routeId === 'mobile' ? 'mobile' : 'desktop') });
  const companyName = useUnit(siteConfig.$config)?.siteConfig.companyName ?? '';
  const title = t(`apps.${platform}.title`, { companyName });
  useDocumentTitle(title);

  return (
    <section className="page apps-page" aria-labelledby="apps-title">
      <header className="apps-page__hero">
        <div className={`apps-page__device apps-page__device--${platform}`} aria-hidden="true">
          <span className="apps-page__device-mark">{companyName.slice(0, 1)}</span>
        </div>
        <div>
          <h1 id="apps-title">{title}</h1>
          <p className="apps-page__lead">{t(`apps.${platform}.lead`, { companyName })}</p>
          <div className="apps-page__install">
            <InstallAppButton />
          </div>
        </div>
      </header>
      <ul className="tile-list apps-page__benefits">
        {BENEFITS.map((benefit) => (
          <li key={benefit}>
            <h2>{t(`apps.benefits.${benefit}.title`)}</h2>
            <p>{t(`apps.benefits.${benefit}.text`)}</p>
          </li>
        ))}
      </ul>
      <h2 className="apps-page__steps-title">{t('apps.stepsTitle')}</h2>
      <div className="apps-page__steps">
        {STEPS[platform].map((browser) => (
          <article key={browser} className="apps-page__step">
            <h3>{browser === 'safari' || browser === 'ios' ? t(`apps.steps.${browser}.title`) : BROWSER_NAMES[browser]}</h3>
            <p>{t(`apps.steps.${browser}.text`, { companyName })}</p>
          </article>
        ))}
      </div>
    </section>
  );
}

/** `oldbrowser`: the browser is too old for the site; which ones work. */
export function OldBrowserPage() {
  const { t } = useTranslation('pages');
  const title = t('oldBrowser.title');
  useDocumentTitle(title);
  return (
    <section className="page apps-page" aria-labelledby="old-browser-title">
      <h1 id="old-browser-title">{title}</h1>
      <p className="apps-page__lead">{t('oldBrowser.text')}</p>
      <ul className="tile-list apps-page__benefits">
        {(['chrome', 'firefox', 'safari', 'edge'] as const).map((browser) => (
          <li key={browser}>
            <h2>{BROWSER_NAMES[browser]}</h2>
          </li>
        ))}
      </ul>
    </section>
  );
}
