import { Outlet, useLocation } from '@tanstack/react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { settings } from '../../shared/settings';
import { InstallAppButton } from '../install-app/InstallAppButton';
import { Header } from '../header/Header';
import { AuthHost } from '../../features/identity/AuthHost';
import { OfflineNotice } from '../offline-notice/OfflineNotice';
import { ScrollToTop } from '../scroll-to-top/ScrollToTop';
import { useLayoutBasics } from './use-synced-language';

// Below the fold or shown later: kept out of the first JavaScript the home page loads (170 kB budget).
const RemoteApp = lazy(() => import('../remote-app/RemoteApp').then((module) => ({ default: module.RemoteApp })));
const NoticesHost = lazy(() => import('../notices/NoticesHost').then((module) => ({ default: module.NoticesHost })));
const SeoText = lazy(() => import('../seo-text/SeoText').then((module) => ({ default: module.SeoText })));
const CookiePopup = lazy(() => import('../cookie-popup/CookiePopup').then((module) => ({ default: module.CookiePopup })));
const AgeNotice = lazy(() => import('../age-notice/AgeNotice').then((module) => ({ default: module.AgeNotice })));

/** Header, content and footer around every page of the main layout (the route's page, or `children` when given). */
export function MainLayout({ children }: { readonly children?: ReactNode }) {
  const { t } = useTranslation();
  const { lng, config } = useLayoutBasics();
  const { pathname } = useLocation();
  // The popup's chunk is fetched only for visitors who still have to answer.
  const cookiePopupVisible = useUnit(settings.$cookiePopupVisible);

  if (!config) return null;
  return (
    <div className="layout">
      <a className="skip-link" href="#content">
        {t('nav.skip')}
      </a>
      <OfflineNotice />
      <Suspense fallback={null}>
        <NoticesHost lng={lng} />
      </Suspense>
      <Header config={config} lng={lng} />
      <main id="content" className="layout__content" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <Suspense fallback={null}>
        <SeoText path={pathname} />
      </Suspense>
      {/* The footer is a remote application (links, licence logo, languages, subscription) rendered by our API. */}
      <Suspense fallback={<div className="footer-placeholder" aria-hidden="true" />}>
        <RemoteApp name="footer" path={pathname} skeleton="block" />
      </Suspense>
      <div className="layout__app-install">
        <InstallAppButton />
      </div>
      <ScrollToTop />
      <Suspense fallback={null}>
        <AgeNotice />
      </Suspense>
      {cookiePopupVisible ? (
        <Suspense fallback={null}>
          <CookiePopup />
        </Suspense>
      ) : null}
      <AuthHost />
    </div>
  );
}
