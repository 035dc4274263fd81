import type { ConfigAllResponse } from '@betting/contracts';
import { decideNavigation, type LanguageChoiceInput } from '@betting/routing';
import { createRootRouteWithContext, createRoute, createRouter, notFound, Outlet, redirect, type RouterHistory } from '@tanstack/react-router';
import { AboutPage } from '../pages/about/AboutPage';
import { HomePage } from '../pages/home/HomePage';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { MainLayout } from '../widgets/layout/MainLayout';

export interface RouterContext {
  readonly config: ConfigAllResponse;
  readonly languageContext: (config: ConfigAllResponse) => LanguageChoiceInput;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // Every not-found (unmatched path or the routing decision's own 404) renders here, inside the site's chrome.
  notFoundComponent: () => (
    <MainLayout>
      <NotFoundPage />
    </MainLayout>
  ),
});

// The server answers `/` with a redirect; this covers in-app navigation to the bare root.
const rootIndexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: ({ context, location }) => {
    const decision = decideNavigation({ pathname: location.pathname, search: location.searchStr }, context.languageContext(context.config));
    if (decision.kind === 'redirect') throw redirect({ href: decision.location, replace: true });
  },
});

/** Every page lives under `/{lng}`; the routing library's decision runs before any of them loads. */
export const languageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$lng',
  beforeLoad: ({ context, location }) => {
    const decision = decideNavigation({ pathname: location.pathname, search: location.searchStr }, context.languageContext(context.config));
    if (decision.kind === 'redirect') throw redirect({ href: decision.location, replace: true });
    if (decision.kind === 'not-found') throw notFound();
  },
  component: MainLayout,
});

const homeRoute = createRoute({ getParentRoute: () => languageRoute, path: '/', component: HomePage });
const aboutRoute = createRoute({ getParentRoute: () => languageRoute, path: 'information/about', component: AboutPage });

export const routeTree = rootRoute.addChildren([rootIndexRoute, languageRoute.addChildren([homeRoute, aboutRoute])]);

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({ routeTree, context, ...(history ? { history } : {}), defaultPreload: 'intent', scrollRestoration: true, notFoundMode: 'root' });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
