// Static files: the files an operator publishes per domain, the config stylesheet, and the built web app's
// files with their caching headers.
// Other modules reach it only through this file (see apps/api/README.md, "Modules and their front doors").

// for app.ts, backoffice
export { staticFilesRoutes } from './static-files.routes';
export { webAppFileHeaders, webAppFilesRoutes } from './web-app-files';
