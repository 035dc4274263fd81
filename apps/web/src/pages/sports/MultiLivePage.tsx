import type { LineGame } from '@betting/contracts';
import { Link, useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { eventsQuery } from '../../entities/line/line.queries';
import { useStreamedGames } from '../../entities/line/use-streamed-games';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { EventListSkeleton } from './EventList';
import { GameClock, useLiveGame } from './GameClock';
import { mainLabels } from './GameRow';
import { OutcomeButton } from './OutcomeButton';
import { SportsLayout } from './SportsLayout';
import { gamePath } from './sports-paths';


/** `multi`: every live game as a card side by side (score, clock, main market), narrowed by sport. */
export function MultiLivePage() {
  const { t } = useTranslation('pages');
  const { lng } = useParams({ from: '/$lng' });
  const [events, failed, start] = useUnit([eventsQuery.$data, eventsQuery.$failed, eventsQuery.start]);
  const [sport, setSport] = useState<string | null>(null);
  useEffect(() => {
    start({ lng, section: 'live', timeFilter: 'all' });
  }, [start, lng]);
  const games = events && events.section === 'live' ? events.games : null;
  useStreamedGames(games ? games.map((game) => game.id) : null);
  useDocumentTitle(t('multi.title'));
  const sports = [...new Map((games ?? []).map((game) => [game.sportSlug, game.sportName])).entries()];
  const visible = (games ?? []).filter((game) => sport === null || game.sportSlug === sport);
  return (
    <SportsLayout lng={lng} section="live" timeFilter="all" sportSlug={null}>
      <div className="sports-page">
        <header className="sports-page__header">
          <h1 className="sports-page__title">{t('multi.title')}</h1>
          <div className="chip-row" role="group" aria-label={t('sports.menuLabel')}>
            <button type="button" className="chip" aria-pressed={sport === null} onClick={() => setSport(null)}>
              {t('sports.timeFilters.all')}
            </button>
            {sports.map(([slug, name]) => (
              <button key={slug} type="button" className="chip" aria-pressed={sport === slug} onClick={() => setSport(slug)}>
                {name}
              </button>
            ))}
          </div>
        </header>
        {failed ? <p className="sports-message">{t('sports.loadFailed')}</p> : null}
        {!games && !failed ? <EventListSkeleton /> : null}
        {games && visible.length === 0 ? <p className="sports-message">{t('sports.noLiveGames')}</p> : null}
        <ul className="multi-live">
          {visible.map((game) => (
            <LiveCard key={game.id} game={game} lng={lng} />
          ))}
        </ul>
      </div>
    </SportsLayout>
  );
}

function LiveCard({ game, lng }: { readonly game: LineGame; readonly lng: string }) {
  const state = useLiveGame(game);
  const market = game.mainMarket;
  const labels = market ? mainLabels(market) : [];
  return (
    <li className="live-card">
      <div className="live-card__head">
        <span className="live-card__champ">{game.champName}</span>
        <GameClock game={game} />
      </div>
      <Link className="live-card__teams" to={gamePath(lng, game)}>
        {game.opponents.map((opponent, index) => (
          <span key={opponent.name} className="game-row__team">
            <span className="game-row__name">{opponent.name}</span>
            <span className="game-row__score">{state.scores[index] ?? 0}</span>
          </span>
        ))}
      </Link>
      {market ? (
        <div className={`market__outcomes market__outcomes--${Math.min(market.outcomes.length, 3)}`}>
          {market.outcomes.map((outcome, index) => (
            <OutcomeButton key={outcome.id} game={game} market={market} outcome={outcome} label={labels[index] ?? ''} />
          ))}
        </div>
      ) : null}
    </li>
  );
}
