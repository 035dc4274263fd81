import type { Layout } from '@betting/routing';
import { Outlet, useMatches } from '@tanstack/react-router';
import { LoadingBar } from '../loading-bar/LoadingBar';
import { BareLayout } from './BareLayout';
import { MainLayout } from './MainLayout';

declare module '@tanstack/router-core' {
  interface StaticDataRouteOption {
    /** The routing-table id of the page. */
    routeId?: string;
    layout?: Layout;
  }
}

/** Picks the layout the routing table gives the page being shown. */
export function LayoutSwitch() {
  const layout = useMatches({ select: (matches) => matches.at(-1)?.staticData.layout ?? 'main' });
  return (
    <>
      <LoadingBar />
      {layout === 'main' ? (
        <MainLayout />
      ) : (
        <BareLayout variant={layout}>
          <Outlet />
        </BareLayout>
      )}
    </>
  );
}
