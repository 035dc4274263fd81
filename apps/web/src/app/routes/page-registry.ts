import { lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';

/**
 * The real pages, by routing-table id, each in its own chunk. A table route with `meta.shellOf` renders the
 * page shell until its issue lands; every other route must have an entry here (a test checks it).
 */
const contentPage = lazyRouteComponent(() => import('../../pages/remote/RemoteContentPage'), 'ContentPage');
const partnersPage = lazyRouteComponent(() => import('../../pages/remote/RemoteContentPage'), 'PartnersPage');
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
  debug: lazyRouteComponent(() => import('../../pages/debug/DebugPage'), 'DebugPage'),
};
