import type { LineGame, LineGameResponse, LineMarketGroup } from '@betting/contracts';
import { Link, useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { gameName } from '../../entities/coupon/to-coupon-bet';
import { GameMarketTabs } from '../../features/bet-builder/GameMarketTabs';
import { gameQuery } from '../../entities/line/line.queries';
import { useStreamedGames } from '../../entities/line/use-streamed-games';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { EventListSkeleton } from './EventList';
import { FavouriteTeamsRefusal, FavouriteTeamStar } from './FavouriteTeamStar';
import { GameClock, useLiveGame } from './GameClock';
import { GameResults } from './GameResults';
import { OutcomeButton } from './OutcomeButton';
import { Scoreboard } from './Scoreboard';
import { SportsLayout } from './SportsLayout';
import { champPath, sportsLocation, verifyGamePath } from './sports-paths';
import { useFavouriteTeams } from './use-favourite-teams';
import { useShownRoute } from '../../shared/lib/shown-route';
import './verify/verify.css';

/** The animated stream of a game marked with one: its own chunk, fetched only on such a game's page. */
const GameStream = lazy(() => import('../../features/game-stream/GameStream'));

/** Every route showing one game: the sports game, under a home page type too, and the esports game. */
const GAME_ROUTES = [
  '/$lng/$section/$menuSection/$sport/$champ/$game',
  '/$lng/betsonyour/$section/$menuSection/$sport/$champ/$game',
  '/$lng/topgame/$section/$menuSection/$sport/$champ/$game',
  '/$lng/marble/$section/$menuSection/$sport/$champ/$game',
  '/$lng/team/$section/$menuSection/$sport/$champ/$game',
  '/$lng/top-events/$section/$menuSection/$sport/$champ/$game',
  '/$lng/esports/$type/$discipline/$champ/$section/$game',
] as const;

/** `{section}/{menuSection}/{sport}/{champ}/{game}`: one game, its score and every market, grouped in cards. */
export function GamePage() {
  const params = useParams({ from: useShownRoute(GAME_ROUTES) });
  const { lng } = params;
  const { section, timeFilter, sportSlug, gameId } = sportsLocation(params);
  const { t } = useTranslation('pages');
  const [answer, failed, start] = useUnit([gameQuery.$data, gameQuery.$failed, gameQuery.start]);
  useEffect(() => {
    if (gameId !== null) start({ lng, gameId });
  }, [start, lng, gameId]);
  useStreamedGames(gameId === null ? null : [gameId]);
  const game = answer && answer.game.id === gameId ? answer.game : null;
  useDocumentTitle(game ? gameName(game) : null);

  return (
    <SportsLayout lng={lng} section={section} timeFilter={timeFilter} sportSlug={sportSlug}>
      <div className="sports-page">
        {failed ? <p className="sports-message">{t('sports.gameNotFound')}</p> : null}
        {!game && !failed ? <EventListSkeleton rows={4} /> : null}
        {game && answer ? <GameBody game={game} answer={answer} lng={lng} /> : null}
      </div>
    </SportsLayout>
  );
}

/** A game under way or to come shows its markets; a finished one (also one that ends while open) its results. */
function GameBody({ game, answer, lng }: { readonly game: LineGame; readonly answer: LineGameResponse; readonly lng: string }) {
  const { t } = useTranslation('pages');
  const state = useLiveGame(game);
  return (
    <>
      <GameHeader game={game} lng={lng} />
      <Scoreboard game={game} />
      {game.hasStream ? (
        <Suspense fallback={null}>
          <GameStream game={game} state={state} />
        </Suspense>
      ) : null}
      {/* Before the whistle: the commitment to the game's key; after it: the check of the whole game. */}
      <Link className="game-verify-link" to={verifyGamePath(lng, game.id)}>
        {state.isFinished ? t('lineProof.link') : t('lineProof.commitmentLink')}
      </Link>
      {state.isFinished ? <GameResults groups={answer.marketGroups} /> : null}
      {!state.isFinished && answer.marketGroups.length === 0 ? <p className="sports-message">{t('sports.marketsClosed')}</p> : null}
      {!state.isFinished ? (
        <GameMarketTabs game={game} groups={answer.marketGroups} lng={lng}>
          {answer.marketGroups.map((group) => (
            <MarketGroup key={group.id} group={group} game={game} />
          ))}
        </GameMarketTabs>
      ) : null}
    </>
  );
}

function GameHeader({ game, lng }: { readonly game: LineGame; readonly lng: string }) {
  const state = useLiveGame(game);
  const section = game.isLive ? 'live' : 'line';
  const favourites = useFavouriteTeams();
  // The sides as the line writes them: the team page and its favourites match on sport and name.
  const teams = game.opponents.map((side) => ({ sportId: game.sportId, name: side.name.trim() })).filter((team) => team.name !== '');
  return (
    <header className="game-header">
      <Link className="game-header__champ" to={champPath(lng, section, game.sportSlug, { id: game.champId, name: game.champName })}>
        {game.sportName} · {game.countryName} · {game.champName}
      </Link>
      <h1 className="game-header__teams">
        <span>{game.opponents[0]?.name}</span>
        <span className="game-header__score" aria-live="polite">
          {state.isLive || state.isFinished ? state.scores.map((score) => score ?? 0).join(' : ') : '–'}
        </span>
        <span>{game.opponents[1]?.name}</span>
      </h1>
      <div className="game-header__clock">
        <GameClock game={game} /> <span className="game-header__number">#{game.number}</span>
      </div>
      {favourites.signedIn ? (
        <div className="game-header__favourites">
          {teams.map((team) => (
            <FavouriteTeamStar key={team.name} team={team} favourites={favourites} chip />
          ))}
          <FavouriteTeamsRefusal favourites={favourites} />
        </div>
      ) : null}
    </header>
  );
}

function MarketGroup({ group, game }: { readonly group: LineMarketGroup; readonly game: LineGame }) {
  return (
    <details className="market-group" open>
      <summary className="market-group__title">{group.name}</summary>
      {group.markets.map((market) => (
        <div key={market.id} className="market">
          <h3 className="market__name">{market.name}</h3>
          <div className={`market__outcomes market__outcomes--${Math.min(market.outcomes.length, 3)}`}>
            {market.outcomes.map((outcome) => (
              <OutcomeButton key={outcome.id} game={game} market={market} outcome={outcome} label={outcome.name} />
            ))}
          </div>
        </div>
      ))}
    </details>
  );
}
