import { LINE_TIME_FILTERS, type LineSection, type LineTimeFilter } from '@betting/contracts';
import { Link, useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { eventsQuery, menuQuery } from '../../entities/line/line.queries';
import { useStreamedGames } from '../../entities/line/use-streamed-games';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { EventList, EventListSkeleton } from './EventList';
import { SportsLayout } from './SportsLayout';
import { sectionPath, sportsLocation } from './sports-paths';
import { useShownRoute } from '../../shared/lib/shown-route';

/** Every route showing a list of games: the sections and champs, and those under a home page type. */
const SECTION_ROUTES = [
  '/$lng/$section/{-$menuSection}/{-$sport}',
  '/$lng/$section/$menuSection/$sport/$champ',
  '/$lng/betsonyour/$section/{-$menuSection}/{-$sport}/{-$champ}',
  '/$lng/topgame/$section/{-$menuSection}/{-$sport}/{-$champ}',
  '/$lng/marble/$section/{-$menuSection}/{-$sport}/{-$champ}',
  '/$lng/team/$section/{-$menuSection}/{-$sport}/{-$champ}',
  '/$lng/top-events/$section/{-$menuSection}/{-$sport}/{-$champ}',
] as const;

/** `{section}/{menuSection?}/{sport?}` and `…/{champ}`: the games of a section, a sport or a champ, by time filter. */
export function SectionPage() {
  const params = useParams({ from: useShownRoute(SECTION_ROUTES) });
  const { lng } = params;
  const { section, timeFilter, sportSlug, champId } = sportsLocation(params);
  return (
    <SportsLayout lng={lng} section={section} timeFilter={timeFilter} sportSlug={sportSlug}>
      <SectionGames lng={lng} section={section} timeFilter={timeFilter} sportSlug={sportSlug} champId={champId} />
    </SportsLayout>
  );
}

/**
 * The list, marked busy while a newer one loads. Only this wrapper follows the loading flag: the list itself is not
 * rendered again when a load starts and ends (the page's first load is answered with the objects already shown).
 */
function BusyList({ children }: { readonly children: ReactNode }) {
  const pending = useUnit(eventsQuery.$pending);
  return <div aria-busy={pending}>{children}</div>;
}

function SectionGames({ lng, section, timeFilter, sportSlug, champId }: { lng: string; section: LineSection; timeFilter: LineTimeFilter; sportSlug: string | null; champId: number | null }) {
  const { t } = useTranslation('pages');
  const [menu, events, failed, start] = useUnit([menuQuery.$data, eventsQuery.$data, eventsQuery.$failed, eventsQuery.start]);
  const sport = sportSlug ? menu?.sports.find((item) => item.slug === sportSlug) : undefined;
  const sportUnknown = sportSlug !== null && menu?.section === section && sport === undefined;
  const sportId = sport?.id;
  // A sport named in the path waits for the menu to give its id.
  const waiting = sportSlug !== null && sportId === undefined;
  const load = () => {
    if (!waiting) start({ lng, section, timeFilter, ...(sportId ? { sportId } : {}), ...(champId ? { champId } : {}) });
  };
  useEffect(load, [start, lng, section, timeFilter, waiting, sportId, champId]);
  const games = events && events.section === section ? events.games : null;
  useStreamedGames(games ? games.map((game) => game.id) : null);
  const champName = champId ? games?.find((game) => game.champId === champId)?.champName : undefined;
  const title = champName ?? sport?.name ?? t(`sports.sections.${section}`);
  useDocumentTitle(title);

  return (
    <div className="sports-page">
      <header className="sports-page__header">
        <h1 className="sports-page__title">{title}</h1>
        <div className="chip-row" role="group" aria-label={t('sports.timeFilterLabel')}>
          {LINE_TIME_FILTERS.map((filter) => (
            <Link key={filter} className="chip" to={sectionPath(lng, section, filter, sportSlug)} aria-current={filter === timeFilter ? 'page' : undefined}>
              {t(`sports.timeFilters.${filter}`)}
            </Link>
          ))}
        </div>
        {menu && menu.section === section ? (
          <div className="chip-row sports-page__sport-chips" role="group" aria-label={t('sports.menuLabel')}>
            {menu.sports.map((item) => (
              <Link key={item.id} className="chip" to={sectionPath(lng, section, timeFilter, item.slug)} aria-current={item.slug === sportSlug ? 'page' : undefined}>
                {item.name} <span className="chip__count">{section === 'live' ? item.liveCount : item.lineCount}</span>
              </Link>
            ))}
          </div>
        ) : null}
      </header>
      {sportUnknown ? <p className="sports-message">{t('sports.noSport')}</p> : null}
      {failed ? (
        <div className="sports-message" role="alert">
          {t('sports.loadFailed')}{' '}
          <button type="button" className="button button--secondary" onClick={load}>
            {t('sports.retry')}
          </button>
        </div>
      ) : null}
      {!games && !failed && !sportUnknown ? <EventListSkeleton /> : null}
      {games && games.length === 0 ? <p className="sports-message">{t(section === 'live' ? 'sports.noLiveGames' : 'sports.noGames')}</p> : null}
      {games && games.length > 0 ? (
        <BusyList>
          <EventList games={games} lng={lng} section={section} />
        </BusyList>
      ) : null}
    </div>
  );
}
