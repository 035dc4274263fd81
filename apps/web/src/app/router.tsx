import type { ConfigAllResponse } from '@betting/contracts';
import { hasPage, MODAL_QUERY_KEY, routeTable, type pageSearchRules, type SearchRouteId, type shellSearchRule, type ModalKey, type NavigationContext, type NavigationDecision, type RouteDefinition } from '@betting/routing';
import { createRootRouteWithContext, createRoute, createRouter, lazyRouteComponent, notFound, Outlet, redirect, type ResolveFullPath, type ResolveId, type RouterHistory } from '@tanstack/react-router';
import { LayoutSwitch } from '../widgets/layout/LayoutSwitch';
import { MainLayout } from '../widgets/layout/MainLayout';
import { pageComponents } from './routes/page-registry';
import { tanstackPath, type TanstackPath } from './routes/tanstack-path';

export interface RouterContext {
  readonly config: ConfigAllResponse;
  readonly maintenanceActive: boolean;
  readonly navigationContext: (input: { config: ConfigAllResponse; url: string; maintenanceActive: boolean }) => Promise<NavigationContext>;
  /** The page shown before this navigation (for cyclic-redirect suppression and the recharge modal); none on first load. */
  readonly currentUrl: () => string | undefined;
}

/**
 * The routing library's decision, in a chunk of its own: fetched alongside the navigation context (which asks the
 * blocks service over the network), so the first JavaScript does not carry it and no navigation waits longer for it.
 */
const decisionModule = () => import('./navigation-decision');

async function decide(context: RouterContext, url: string, currentUrl: string | undefined): Promise<{ modal: ModalKey | undefined }> {
  const [navigation, { decideNavigation }] = await Promise.all([context.navigationContext({ config: context.config, url, maintenanceActive: context.maintenanceActive }), decisionModule()]);
  return applyDecision(decideNavigation({ url, ...(currentUrl ? { currentUrl } : {}) }, navigation), currentUrl);
}

/**
 * Applies the routing library's decision in the browser: the same function the server obeys, no second copy.
 * Returns the modal a rendered page asks for.
 */
function applyDecision(decision: NavigationDecision, currentUrl: string | undefined): { modal: ModalKey | undefined } {
  switch (decision.kind) {
    case 'redirect':
      if (decision.warning) console.warn(decision.warning);
      if (/^https?:\/\//.test(decision.location)) {
        window.location.assign(decision.location);
        return { modal: undefined };
      }
      throw redirect({ href: decision.location, replace: true, statusCode: decision.status });
    case 'not-found':
      throw notFound();
    case 'error':
      throw new Error(decision.message);
    case 'cancel': {
      if (decision.warning) console.warn(decision.warning);
      if (currentUrl === undefined) return { modal: decision.modal };
      // Stay where the visitor is; a modal the decision asks for opens there by its query key.
      const stay = new URL(currentUrl, window.location.origin);
      if (decision.modal) stay.searchParams.set(MODAL_QUERY_KEY, decision.modal);
      throw redirect({ href: `${stay.pathname}${stay.search}${stay.hash}`, replace: true });
    }
    case 'render':
      return { modal: decision.modal };
  }
}

/** The not-found page: its own chunk, like every page (the server answers a first load's 404 with its own body). */
const NotFoundPage = lazyRouteComponent(() => import('../pages/not-found/NotFoundPage'), 'NotFoundPage');

/** Pages of capabilities still to come: their own chunk, like every page. */
const shellPage = lazyRouteComponent(() => import('../pages/shell/ShellPage'), 'ShellPage');

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
  beforeLoad: ({ context, location }) => decide(context, location.href, context.currentUrl()),
});

/**
 * Every page lives under `/{lng}`; the routing library's decision runs before any of them loads. Its query rule (the
 * shell's `?modal=`) is in its type here and reaches it at run time with the others (see `queryRulesReady`).
 */
export const languageRoute = createRoute<unknown, typeof rootRoute, '$lng', '/$lng', string, '/$lng', typeof shellSearchRule>({
  getParentRoute: () => rootRoute,
  path: '$lng',
  beforeLoad: ({ context, location }) => decide(context, location.href, context.currentUrl()),
  component: LayoutSwitch,
});

/** The search validator of a route id: its query rule, if its page reads one. */
type SearchRuleOf<Id> = [Id] extends [SearchRouteId] ? (typeof pageSearchRules)[Id & SearchRouteId] : undefined;

/**
 * The type of the route of a table entry, as if written out by hand: `createRoute` at the entry's TanStack path, with
 * its query rule. A union of paths (areas built with `map`) gives one route per path; such
 * areas read no query.
 */
type PageRouteAt<TablePath extends string, Id> = TablePath extends string
  ? ReturnType<
      typeof createRoute<
        unknown,
        typeof languageRoute,
        TanstackPath<TablePath>,
        ResolveFullPath<typeof languageRoute, TanstackPath<TablePath>>,
        string,
        ResolveId<typeof languageRoute, string, TanstackPath<TablePath>>,
        SearchRuleOf<Id>
      >
    >
  : never;

/** The route of one entry; of each entry, where the table's type holds several in one element (after a spread `map`). */
type PageRouteOf<Entry> = Entry extends RouteDefinition ? PageRouteAt<Entry['path'], Entry['id']> : never;

/** The table, entry by entry, as TanStack routes: the registered router knows every path, its params and its query. */
type PageRoutes<Table extends readonly RouteDefinition[]> = { readonly [Index in keyof Table]: PageRouteOf<Table[Index]> };

/**
 * One TanStack route per routing-table entry, at its path in TanStack's syntax: its page (lazily loaded), or the page
 * shell of a later issue. `map` cannot keep a tuple's element types, so the tuple type is stated once here, computed
 * from the table by {@link PageRoutes}; the route-tree test holds the tree to the table.
 */
const pageRoutes = routeTable.map((definition) =>
  createRoute({
    getParentRoute: () => languageRoute,
    path: tanstackPath(definition.path),
    staticData: { routeId: definition.id, layout: definition.layout },
    component: hasPage(definition) ? (pageComponents[definition.id] ?? shellPage) : () => null,
  }),
) as unknown as PageRoutes<typeof routeTable>;

export const routeTree = rootRoute.addChildren([rootIndexRoute, languageRoute.addChildren(pageRoutes)]);

/**
 * The routing library's query rules (`validateSearch`) reach the tree with the navigation decision's chunk, fetched as
 * the app starts: the first JavaScript has no room for them. Every router is made, and so reads a query, only once
 * this has settled (a chunk that fails to load is the chunk-reload guard's, as for every chunk).
 */
export const queryRulesReady: Promise<void> = decisionModule().then((decision) => decision.attachQueryRules(languageRoute));

export function createAppRouter(context: Omit<RouterContext, 'currentUrl'>, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    context: { ...context, currentUrl: () => router.state.resolvedLocation?.href },
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // Scrolling follows the routing rule (scrollsToTop) in the navigation model, not the router's default.
    scrollRestoration: false,
    notFoundMode: 'root',
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
