import { Outlet, useLocation } from '@tanstack/react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $isSignedIn, $sessionChecked } from '../../entities/session/session-state';
import { settings } from '../../shared/settings';
import { InstallAppButton } from '../install-app/InstallAppButton';
import { Header } from '../header/Header';
import { OfflineNotice } from '../offline-notice/OfflineNotice';
import { useLayoutBasics } from './use-synced-language';

// Below the fold or shown later: kept out of the first JavaScript the home page loads (170 kB budget).
const loadOverlays = () => import('./overlays');
type Overlays = Awaited<ReturnType<typeof loadOverlays>>;
const overlay = <Name extends keyof Overlays>(name: Name) => lazy(() => loadOverlays().then((module) => ({ default: module[name] as Overlays[Name] })));
const RemoteApp = lazy(() => import('../remote-app/RemoteApp').then((module) => ({ default: module.RemoteApp })));
const NoticesHost = overlay('NoticesHost');
const InactivityNotice = overlay('InactivityNotice');
const RegistrationReminder = overlay('RegistrationReminder');
// The phone's bottom bar is fixed to the screen, so arriving a moment later moves nothing.
const BottomNav = lazy(() => import('../bottom-nav/BottomNav').then((module) => ({ default: module.BottomNav })));
const TeamCashModal = overlay('TeamCashModal');
const RechargeModal = overlay('RechargeModal');
const ResponsibleGamingHost = overlay('ResponsibleGamingHost');
const SupportButton = overlay('SupportButton');
// Appears only once the page has been scrolled.
const ScrollToTop = overlay('ScrollToTop');
const SeoText = lazy(() => import('../seo-text/SeoText').then((module) => ({ default: module.SeoText })));
const CookiePopup = overlay('CookiePopup');
const AgeNotice = overlay('AgeNotice');
// The captcha the request pipeline asks for and the forgot-password modal (its own chunk, fetched after first paint).
const AuthHost = lazy(() => import('../../features/identity/AuthHost').then((module) => ({ default: module.AuthHost })));

/** Header, content and footer around every page of the main layout (the route's page, or `children` when given). */
export function MainLayout({ children }: { readonly children?: ReactNode }) {
  const { t } = useTranslation();
  const { lng, config } = useLayoutBasics();
  const { pathname } = useLocation();
  // The popup's chunk is fetched only for visitors who still have to answer.
  const [cookiePopupVisible, signedIn, sessionChecked] = useUnit([settings.$cookiePopupVisible, $isSignedIn, $sessionChecked]);

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
      <Suspense fallback={null}>
        <ScrollToTop />
      </Suspense>
      <Suspense fallback={null}>
        <BottomNav lng={lng} />
      </Suspense>
      {signedIn ? (
        <Suspense fallback={null}>
          <SupportButton signedIn={signedIn} chat={config.siteConfig.supportChat} lng={lng} />
          <TeamCashModal />
          <RechargeModal />
        </Suspense>
      ) : null}
      {sessionChecked ? (
        <Suspense fallback={null}>
          <InactivityNotice />
          {/* For guests too: the session-limit notice shows again after the sign-out's full page load. */}
          <ResponsibleGamingHost />
        </Suspense>
      ) : null}
      {sessionChecked && !signedIn && config.siteConfig.registrationReminder ? (
        <Suspense fallback={null}>
          <RegistrationReminder config={config.siteConfig} lng={lng} />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <AgeNotice />
      </Suspense>
      {cookiePopupVisible ? (
        <Suspense fallback={null}>
          <CookiePopup />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <AuthHost />
      </Suspense>
    </div>
  );
}
