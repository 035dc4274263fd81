import { Outlet, useLocation, useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../app/site-config';
import { AgeNotice } from '../age-notice/AgeNotice';
import { InstallAppButton } from '../install-app/InstallAppButton';
import { RemoteApp } from '../remote-app/RemoteApp';
import { Header } from '../header/Header';
import { NoticesHost } from '../notices/NoticesHost';
import { OfflineNotice } from '../offline-notice/OfflineNotice';
import { ScrollToTop } from '../scroll-to-top/ScrollToTop';
import { useSyncedLanguage } from './use-synced-language';

/** Header, content and footer around every page of the main layout (the route's page, or `children` when given). */
export function MainLayout({ children }: { readonly children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const lng = useParams({ strict: false }).lng ?? i18n.language;
  const config = useUnit(siteConfig.$config);
  const { pathname } = useLocation();
  useSyncedLanguage(lng);

  if (!config) return null;
  return (
    <div className="layout">
      <a className="skip-link" href="#content">
        {t('nav.skip')}
      </a>
      <OfflineNotice />
      <NoticesHost lng={lng} />
      <Header config={config} lng={lng} />
      <main id="content" className="layout__content" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      {/* The footer is a remote application (links, licence logo, languages, subscription) rendered by our API. */}
      <RemoteApp name="footer" path={pathname} skeleton="block" />
      <div className="layout__app-install">
        <InstallAppButton />
      </div>
      <ScrollToTop />
      <AgeNotice />
    </div>
  );
}
