import { useMatches, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../shared/i18n/use-route-title';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { homeTypeKey, homeTypeOf } from './home-type-selection';
import { CountryGames, TeamGames, TopGame, VirtualInstead } from './HomeTypeSections';
import { SportsLayout } from './SportsLayout';
import { TopEvents } from './TopEvents';
import './home-type.css';

/**
 * The home-type pages, each with its own selection, stated under its title: top-events the operator's top games;
 * betsonyour the games of a country's leagues (the language's country first); topgame the one game with the most open
 * bets, with every market; team the games of a team picked from the line; marble says the site has no marble races and
 * shows the line's virtual sports.
 */
export function HomeTypePage() {
  const { t } = useTranslation('pages');
  const routeTitle = useRouteTitle();
  const { lng } = useParams({ from: '/$lng' });
  const routeId = (useMatches().at(-1)?.staticData as { routeId?: string } | undefined)?.routeId ?? 'home.top-events';
  const type = homeTypeOf(routeId);
  const title = routeTitle(routeId);
  useDocumentTitle(title);
  return (
    <SportsLayout lng={lng} section="line" timeFilter="all" sportSlug={null}>
      <div className="sports-page home-type" data-home-type={type}>
        <h1 className="sports-page__title">{title}</h1>
        <p className="home-type__lead">{t(`homeType.${homeTypeKey(type)}.lead`)}</p>
        {type === 'betsonyour' ? <CountryGames lng={lng} /> : null}
        {type === 'topgame' ? <TopGame lng={lng} /> : null}
        {type === 'team' ? <TeamGames lng={lng} /> : null}
        {type === 'marble' ? <VirtualInstead lng={lng} /> : null}
        {type === 'top-events' ? <TopEvents lng={lng} /> : null}
      </div>
    </SportsLayout>
  );
}
