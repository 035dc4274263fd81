/**
 * The site's own small pages (app downloads, statuses, payment results, maintenance, debug), as one chunk: each is a
 * card or two, and one lazy import keeps the page registry small.
 */
export { AppsPage, OldBrowserPage } from '../apps/AppsPage';
export { DebugPage } from '../debug/DebugPage';
export { MaintenancePage } from '../maintenance/MaintenancePage';
export { OnpayPage } from '../onpay/OnpayPage';
export { StatusPage } from '../status/StatusPage';
