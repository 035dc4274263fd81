// Real-user monitoring: the browser's web-vitals reports.
// Other modules reach it only through this file (see apps/api/README.md, "Modules and their front doors").

// for app.ts
export { rumRoutes } from './rum.routes';
