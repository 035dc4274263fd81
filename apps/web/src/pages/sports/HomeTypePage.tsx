import { useMatches, useParams } from '@tanstack/react-router';
import { useRouteTitle } from '../../shared/i18n/use-route-title';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { SportsLayout } from './SportsLayout';
import { TopEvents } from './TopEvents';

/** The home-type pages (betsonyour, topgame, marble, team, top-events): the home's sections in the sportsbook's columns. */
export function HomeTypePage() {
  const routeTitle = useRouteTitle();
  const { lng = 'en' } = useParams({ strict: false }) as { lng?: string };
  const routeId = (useMatches().at(-1)?.staticData as { routeId?: string } | undefined)?.routeId ?? 'home.top-events';
  const title = routeTitle(routeId);
  useDocumentTitle(title);
  return (
    <SportsLayout lng={lng} section="line" timeFilter="all" sportSlug={null}>
      <div className="sports-page">
        <h1 className="sports-page__title">{title}</h1>
        <TopEvents lng={lng} />
      </div>
    </SportsLayout>
  );
}
