// The routing library's decision as a chunk of its own (app/router.tsx loads it with the navigation context).
export { decideNavigation } from '@betting/routing';
