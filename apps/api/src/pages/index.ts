// Pages: the server-rendered document of every page, the betting pages' first views and the guest-page cache.
// Other modules reach it only through this file (see apps/api/README.md, "Modules and their front doors").

// for app.ts, start.ts
export { type FirstViews, loadFirstViews } from './first-views';
export { pagesRoutes } from './pages.routes';
