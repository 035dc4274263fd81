// Analytics: the site's counters (their list and the script served per counter type).
// Other modules reach it only through this file (see apps/api/README.md, "Modules and their front doors").

// for app.ts
export { analyticsRoutes } from './analytics.routes';
