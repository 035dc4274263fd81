// PWA: the web app manifest and the app version the browser checks for updates.
// Other modules reach it only through this file (see apps/api/README.md, "Modules and their front doors").

// for app.ts
export { appVersionRoutes } from './app-version.routes';
export { pwaRoutes } from './pwa.routes';
