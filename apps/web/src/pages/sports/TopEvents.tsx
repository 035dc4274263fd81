import { LineEventsResponseSchema, type LineEventsResponse } from '@betting/contracts';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadTopFx } from '../../entities/line/line.queries';
import { useStreamedGames } from '../../entities/line/use-streamed-games';
import { HOME_TOP_LIMIT, pageRequests } from '../../shared/api/page-requests';
import { prefetchedAnswer } from '../../shared/api/first-view-data';
import { lobbyRoute } from '../casino/casino-paths';
import { SkeletonRows } from './EventList';
import { GameRow } from './GameRow';
import './sports.css';

/** Spec §9: the home skeleton has 16 game placeholders and 2 other-game placeholders. */
export const HOME_SKELETON_GAMES = 16;
export const HOME_SKELETON_OTHER_GAMES = 2;

/** The home page's sections: top live games, then the nearest top line games, and the other games. */
export function TopEvents({ lng }: { readonly lng: string }) {
  const { t } = useTranslation('pages');
  const [loadTop] = useUnit([loadTopFx]);
  // The server's first HTML carried the top games: the first render shows them as it did.
  const [top, setTop] = useState<{ live: LineEventsResponse; line: LineEventsResponse } | 'failed' | null>(() => {
    const live = prefetchedAnswer(pageRequests.top(lng, 'live'), LineEventsResponseSchema);
    const line = prefetchedAnswer(pageRequests.top(lng, 'line'), LineEventsResponseSchema);
    return live && line ? { live, line } : null;
  });
  useEffect(() => {
    let current = true;
    Promise.all([loadTop({ lng, section: 'live', limit: HOME_TOP_LIMIT }), loadTop({ lng, section: 'line', limit: HOME_TOP_LIMIT })]).then(
      // The first view's answers come back as the objects it shows: then nothing re-renders.
      ([live, line]) => current && setTop((shown) => (shown !== null && shown !== 'failed' && shown.live === live && shown.line === line ? shown : { live, line })),
      () => current && setTop('failed'),
    );
    return () => {
      current = false;
    };
  }, [loadTop, lng]);
  useStreamedGames(top === null || top === 'failed' ? null : [...top.live.games, ...top.line.games].map((game) => game.id));

  if (top === null) return <HomeSkeleton />;
  if (top === 'failed') return <p className="sports-message">{t('sports.loadFailed')}</p>;
  return (
    <div className="top-events">
      {(['live', 'line'] as const).map((section) => (
        <section key={section} className="event-group" aria-labelledby={`top-${section}`}>
          <h2 className="event-group__title top-events__title" id={`top-${section}`}>
            <Link to="/$lng/$section/{-$menuSection}/{-$sport}" params={{ lng, section }}>
              <span className="event-group__champ">{t(`home.top.${section}`)}</span>
              <span className="event-group__sport">{t('home.top.all')}</span>
            </Link>
          </h2>
          {top[section].games.length === 0 ? (
            <p className="sports-message">{t(section === 'live' ? 'sports.noLiveGames' : 'sports.noGames')}</p>
          ) : (
            <ul className="event-group__games">
              {top[section].games.map((game) => (
                <GameRow key={game.id} game={game} lng={lng} />
              ))}
            </ul>
          )}
        </section>
      ))}
      <section aria-labelledby="top-other" className="other-games">
        <h2 className="section-title" id="top-other">
          {t('home.top.other')}
        </h2>
        <ul className="other-games__list">
          {(['casino', 'live-casino'] as const).map((path) => (
            <li key={path}>
              <Link className={`other-games__tile other-games__tile--${path}`} to={lobbyRoute(path)} params={{ lng }}>
                {t(`home.top.otherGames.${path}`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** While the sections load: 16 game rows and 2 other-game tiles of the final size. */
export function HomeSkeleton() {
  return (
    <div className="top-events" aria-hidden="true" data-testid="home-skeleton">
      <div className="event-group">
        <div className="event-group__title skeleton-line" />
        <SkeletonRows count={HOME_SKELETON_GAMES} />
      </div>
      <ul className="other-games__list">
        {Array.from({ length: HOME_SKELETON_OTHER_GAMES }, (_, index) => (
          <li key={index} className="other-games__tile skeleton-line" data-skeleton="other-game" />
        ))}
      </ul>
    </div>
  );
}
