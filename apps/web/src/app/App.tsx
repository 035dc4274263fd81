import { RouterProvider } from '@tanstack/react-router';
import { useProvidedScope, useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfigAllResponse } from '@betting/contracts';
import { guestSession, signedInSession, type ModalKey, type SessionState } from '@betting/routing';
import type { Scope } from 'effector';
import { $ban, $isSignedIn, $sessionChecked, $terms } from '../entities/session/session-state';
import { bootstrapData } from '../shared/bootstrap/bootstrap-data';
import { browserNavigationContext } from '../shared/config/navigation-context';
import { scheduleIdlePrefetch } from '../shared/lib/idle-prefetch';
import { createAppRouter } from './router';
import { preloadLikelyPages } from './routes/page-registry';
import { maintenance } from './maintenance';
import { navigation } from './navigation';
import { siteConfig } from './site-config';

function signedInSessionOf(scope: Scope): SessionState {
  const ban = scope.getState($ban);
  return { ...signedInSession, termsChanged: scope.getState($terms).changed, banLevel: ban.level, banVersion: ban.version };
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/** The site's router in this browser tab, deciding every navigation with the session the scope knows now. */
export function createBrowserAppRouter(scope: Scope | null, config: ConfigAllResponse, maintenanceActive: boolean): AppRouter {
  return createAppRouter({
    config,
    maintenanceActive,
    // The browser decides with the session it knows now, as the server did with the `ua` cookie.
    navigationContext: (input) => browserNavigationContext({ ...input, session: scope?.getState($isSignedIn) ? signedInSessionOf(scope) : guestSession }),
  });
}

function ConfiguredApp({ config, maintenanceActive, loadedRouter }: { readonly config: ConfigAllResponse; readonly maintenanceActive: boolean; readonly loadedRouter: AppRouter | undefined }) {
  const scope = useProvidedScope();
  const [router] = useState(() => loadedRouter ?? createBrowserAppRouter(scope, config, maintenanceActive));
  const routeResolved = useUnit(navigation.routeResolved);
  useEffect(() => void scheduleIdlePrefetch(preloadLikelyPages), []);
  useEffect(() => {
    const resolved = (from: string | undefined, to: string) => {
      const page = router.state.matches.at(-1);
      routeResolved({ from, to, routeId: page?.staticData.routeId, maintenance: maintenanceActive, modal: (page?.context as { modal?: ModalKey } | undefined)?.modal });
    };
    // A router loaded before the page was taken over has resolved its first page already.
    const first = loadedRouter?.state.resolvedLocation;
    if (first) resolved(undefined, first.href);
    return router.subscribe('onResolved', ({ fromLocation, toLocation }) => resolved(fromLocation?.href, toLocation.href));
  }, [router, routeResolved, maintenanceActive, loadedRouter]);
  return <RouterProvider router={router} context={{ config, maintenanceActive }} />;
}

/**
 * The site runs once its config has loaded; until then a calm shell, and a clear message if it cannot load.
 * `router`: one already loaded at the page's address, for a page the server rendered (the first render is its HTML).
 */
export function App({ router }: { readonly router?: AppRouter }) {
  const { t } = useTranslation();
  const [config, failed, maintenanceState, maintenanceKnown, sessionKnown] = useUnit([siteConfig.$config, siteConfig.$failed, maintenance.$maintenance, maintenance.$settled, $sessionChecked]);
  // Routes are decided only once the maintenance state is known (or known to be unavailable), and for a visitor with a
  // session cookie once the session check has answered (so an office page is not sent to sign-in first).
  if (config && maintenanceKnown && (sessionKnown || !bootstrapData().hasSession)) return <ConfiguredApp config={config} maintenanceActive={maintenanceState?.active ?? false} loadedRouter={router} />;
  if (failed) {
    return (
      <main className="app-error" role="alert">
        <h1>{t('config.errorTitle')}</h1>
        <p>{t('config.errorText')}</p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('config.refresh')}
        </button>
      </main>
    );
  }
  return (
    <div className="app-loading" role="status" aria-live="polite">
      <div className="app-loading__bar" />
      <span className="visually-hidden">{t('config.loading')}</span>
    </div>
  );
}
