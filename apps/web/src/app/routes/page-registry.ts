import { lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';

/**
 * The real pages, by routing-table id, each in its own chunk. A table route with `meta.shellOf` renders the
 * page shell until its issue lands; every other route must have an entry here (a test checks it).
 */
const contentPage = lazyRouteComponent(() => import('../../pages/remote/RemoteContentPage'), 'ContentPage');
const partnersPage = lazyRouteComponent(() => import('../../pages/remote/RemoteContentPage'), 'PartnersPage');
const appsPage = lazyRouteComponent(() => import('../../pages/apps/AppsPage'), 'AppsPage');
const statusPage = lazyRouteComponent(() => import('../../pages/status/StatusPage'), 'StatusPage');

export const pageComponents: Readonly<Record<string, RouteComponent>> = {
  home: lazyRouteComponent(() => import('../../pages/home/HomePage'), 'HomePage'),
  information: contentPage,
  'information.about': contentPage,
  'information.contacts': contentPage,
  'information.howbet': contentPage,
  'information.cookies': contentPage,
  'information.ussdinstruction': contentPage,
  'information.licenses': contentPage,
  'information.taxation': contentPage,
  'information.consent': contentPage,
  'information.simpleidentification': contentPage,
  'information.smsbets': contentPage,
  'information.amlkyc': contentPage,
  'information.amlpolicy': contentPage,
  'information.disputeresolution': contentPage,
  'information.kycpolicy': contentPage,
  'information.responsiblegaming': contentPage,
  'information.cash_terminals': contentPage,
  'information.betting-calculator': contentPage,
  'information.rules': contentPage,
  'information.payment': contentPage,
  ourpartners: partnersPage,
  partners: partnersPage,
  maintenance: lazyRouteComponent(() => import('../../pages/maintenance/MaintenancePage'), 'MaintenancePage'),
  'error.500': statusPage,
  block: statusPage,
  'block-ua': statusPage,
  'block-ie': statusPage,
  'site-updates': statusPage,
  suspension: statusPage,
  'coming-soon': statusPage,
  'confirm-terms': lazyRouteComponent(() => import('../../pages/confirm-terms/ConfirmTermsPage'), 'ConfirmTermsPage'),
  desktop: appsPage,
  mobile: appsPage,
  oldbrowser: lazyRouteComponent(() => import('../../pages/apps/AppsPage'), 'OldBrowserPage'),
  debug: lazyRouteComponent(() => import('../../pages/debug/DebugPage'), 'DebugPage'),
  'office.settings': lazyRouteComponent(() => import('../../pages/office/settings/SettingsPage'), 'SettingsPage'),
  'office.security': lazyRouteComponent(() => import('../../pages/office/security/SecurityPage'), 'SecurityPage'),
  'office.support': lazyRouteComponent(() => import('../../pages/office/support/SupportPage'), 'SupportPage'),
  'office.share-idea': lazyRouteComponent(() => import('../../pages/office/share-idea/ShareIdeaPage'), 'ShareIdeaPage'),
  'office.verification': lazyRouteComponent(() => import('../../pages/office/verification/VerificationPage'), 'VerificationPage'),
  'office.identification': lazyRouteComponent(() => import('../../pages/office/verification/VerificationPage'), 'IdentificationPage'),
  'office.qr-login': lazyRouteComponent(() => import('../../pages/office/qr-login/QrLoginPage'), 'QrLoginPage'),
  'user.qr-login': lazyRouteComponent(() => import('../../pages/qr-login/QrLoginLandingPage'), 'QrLoginLandingPage'),
  registration: lazyRouteComponent(() => import('../../pages/registration/RegistrationPage'), 'RegistrationPage'),
  'user.login': lazyRouteComponent(() => import('../../pages/sign-in/SignInPage'), 'SignInPage'),
  'user.passwordreset': lazyRouteComponent(() => import('../../pages/password-reset/PasswordResetPage'), 'PasswordResetPage'),
  'user.accountverify': lazyRouteComponent(() => import('../../pages/user-verify/ConfirmEmailPage'), 'AccountVerifyPage'),
  'user.activate': lazyRouteComponent(() => import('../../pages/user-verify/ConfirmEmailPage'), 'ActivatePage'),
  'user.stopnewsletter': lazyRouteComponent(() => import('../../pages/user-verify/StopNewsletterPage'), 'StopNewsletterPage'),
};

/** Pages a visitor is likely to open next: their chunks are fetched when the browser is idle (spec §9). */
export const LIKELY_ROUTE_IDS = ['home', 'information.about', 'partners'] as const;

export function preloadLikelyPages(): void {
  for (const id of LIKELY_ROUTE_IDS) void pageComponents[id]?.preload?.();
}
