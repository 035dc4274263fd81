import { ESPORTS_TYPES, type EsportsType, type LineSection } from '@betting/contracts';
import { Link, useMatches, useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { esportsQuery, eventsQuery } from '../../entities/line/line.queries';
import { useStreamedGames } from '../../entities/line/use-streamed-games';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { EventList, EventListSkeleton } from './EventList';
import { SportsLayout } from './SportsLayout';
import { idOfSegment, slugOf } from './sports-paths';
import { useShownRoute } from '../../shared/lib/shown-route';

/** Every route showing an esports page (the game itself has the sports game page). */
const ESPORTS_ROUTES = [
  '/$lng/esports/$type',
  '/$lng/esports/$type/disciplines/all',
  '/$lng/esports/$type/$discipline',
  '/$lng/esports/$type/$discipline/champs',
  '/$lng/esports/$type/$discipline/$section',
  '/$lng/esports/$type/$discipline/$champ',
] as const;

/**
 * `esports/{type}/…` (spec §2): real disciplines, virtual ones, or games with a stream; a discipline's games, its
 * champs, a section (live or line) or a champ. The game itself opens on the sports game page.
 */
export function EsportsPage() {
  const { t } = useTranslation('pages');
  const params = useParams({ from: useShownRoute(ESPORTS_ROUTES) });
  const routeId = (useMatches().at(-1)?.staticData as { routeId?: string } | undefined)?.routeId ?? 'esports.type';
  const { lng } = params;
  const type = (ESPORTS_TYPES as readonly string[]).includes(params.type) ? (params.type as EsportsType) : 'real';
  const disciplineSlug = 'discipline' in params ? params.discipline : null;
  const section: LineSection = 'section' in params && params.section === 'live' ? 'live' : 'line';
  const champId = routeId === 'esports.champ' && 'champ' in params ? idOfSegment(params.champ) : null;
  const [disciplines, loadDisciplines, events, eventsFailed, loadEvents] = useUnit([esportsQuery.$data, esportsQuery.start, eventsQuery.$data, eventsQuery.$failed, eventsQuery.start]);
  useEffect(() => {
    loadDisciplines({ lng, type: type === 'stream' ? 'real' : type });
  }, [loadDisciplines, lng, type]);
  const discipline = disciplineSlug ? disciplines?.disciplines.find((item) => item.slug === disciplineSlug) : undefined;
  const sportId = discipline?.sportId;
  useEffect(() => {
    if (disciplineSlug !== null && sportId === undefined) return;
    loadEvents({ lng, section, timeFilter: 'all', esportsType: type, ...(sportId ? { sportId } : {}), ...(champId ? { champId } : {}) });
  }, [loadEvents, lng, section, type, disciplineSlug, sportId, champId]);
  const games = events && events.section === section ? events.games : null;
  useStreamedGames(games ? games.map((game) => game.id) : null);
  const title = discipline?.name ?? t('esports.title');
  useDocumentTitle(title);

  return (
    <SportsLayout lng={lng} section={section} timeFilter="all" sportSlug={null}>
      <div className="sports-page">
        <header className="sports-page__header">
          <h1 className="sports-page__title">{title}</h1>
          <div className="chip-row" role="group" aria-label={t('esports.typeLabel')}>
            {ESPORTS_TYPES.map((item) => (
              <Link key={item} className="chip" to="/$lng/esports/$type" params={{ lng, type: item }} aria-current={item === type ? 'page' : undefined}>
                {t(`esports.types.${item}`)}
              </Link>
            ))}
          </div>
          <div className="chip-row" role="group" aria-label={t('esports.disciplinesLabel')}>
            <Link className="chip" to="/$lng/esports/$type/disciplines/all" params={{ lng, type }} aria-current={disciplineSlug === null ? 'page' : undefined}>
              {t('esports.allDisciplines')}
            </Link>
            {disciplines?.disciplines.map((item) => (
              <Link key={item.sportId} className="chip" to="/$lng/esports/$type/$discipline" params={{ lng, type, discipline: item.slug }} aria-current={item.slug === disciplineSlug ? 'page' : undefined}>
                {item.name} <span className="chip__count">{item.liveCount + item.lineCount}</span>
              </Link>
            ))}
          </div>
          {disciplineSlug ? (
            <div className="chip-row" role="group" aria-label={t('sports.timeFilterLabel')}>
              {(['live', 'line'] as const).map((item) => (
                <Link key={item} className="chip" to="/$lng/esports/$type/$discipline/$section" params={{ lng, type, discipline: disciplineSlug, section: item }} aria-current={item === section && routeId === 'esports.section' ? 'page' : undefined}>
                  {t(`sports.sections.${item}`)}
                </Link>
              ))}
              <Link className="chip" to="/$lng/esports/$type/$discipline/champs" params={{ lng, type, discipline: disciplineSlug }} aria-current={routeId === 'esports.discipline-champs' ? 'page' : undefined}>
                {t('esports.champs')}
              </Link>
            </div>
          ) : null}
        </header>
        {routeId === 'esports.discipline-champs' ? (
          discipline ? (
            <ul className="tile-list esports-champs">
              {discipline.champs.map((champ) => (
                <li key={champ.id}>
                  <Link to="/$lng/esports/$type/$discipline/$champ" params={{ lng, type, discipline: discipline.slug, champ: `${champ.id}-${slugOf(champ.name)}` }}>
                    {champ.name} <span className="chip__count">{champ.liveCount + champ.lineCount}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <EventListSkeleton rows={4} />
          )
        ) : (
          <>
            {eventsFailed ? <p className="sports-message">{t('sports.loadFailed')}</p> : null}
            {!games && !eventsFailed ? <EventListSkeleton /> : null}
            {games && games.length === 0 ? <p className="sports-message">{t(section === 'live' ? 'sports.noLiveGames' : 'sports.noGames')}</p> : null}
            {games && games.length > 0 ? <EventList games={games} lng={lng} section={section} /> : null}
          </>
        )}
      </div>
    </SportsLayout>
  );
}
