import { lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';

/**
 * The real pages, by routing-table id, each in its own chunk. A table route with `meta.shellOf` renders the
 * page shell until its issue lands; every other route must have an entry here (a test checks it).
 */
const statusPage = lazyRouteComponent(() => import('../../pages/status/StatusPage'), 'StatusPage');

export const pageComponents: Readonly<Record<string, RouteComponent>> = {
  home: lazyRouteComponent(() => import('../../pages/home/HomePage'), 'HomePage'),
  'information.about': lazyRouteComponent(() => import('../../pages/about/AboutPage'), 'AboutPage'),
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
