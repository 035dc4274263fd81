import type { LineGame, LineMarket } from '@betting/contracts';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { $showGameId } from '../../entities/line/line-settings';
import { tennisPointCalls } from '../../entities/line/tennis-points';
import { GameClock, useLiveGame } from './GameClock';
import { OutcomeButton } from './OutcomeButton';
import { gamePath } from './sports-paths';

/** Short labels of the main market's outcomes: 1 X 2 for a three-way market, 1 2 for a two-way one. */
export function mainLabels(market: LineMarket): string[] {
  return market.outcomes.length === 3 ? ['1', 'X', '2'] : market.outcomes.map((_, index) => String(index + 1));
}

/**
 * One game of a list (UI.md): time or live clock and score, the teams, the main market's buttons in aligned columns.
 * Memoised: a list that renders again with the same game objects (its loading flag, a batch added below) leaves the
 * rows alone; a row follows the live feed through its own stores.
 */
export const GameRow = memo(function GameRow({ game, lng }: { readonly game: LineGame; readonly lng: string }) {
  const { t } = useTranslation('pages');
  const state = useLiveGame(game);
  const showGameId = useUnit($showGameId);
  const market = game.mainMarket;
  const labels = market ? mainLabels(market) : [];
  // A live tennis match: the games of the set under way and the points of the game being played, beside the sets.
  const calls = state.isLive && state.points ? tennisPointCalls(state.points, t('sports.score.advantage')) : null;
  const setGames = state.periodScores[state.period - 1] ?? [0, 0];
  return (
    <li className={`game-row${state.isLive ? ' game-row--live' : ''}`} data-game-id={game.id}>
      <div className="game-row__time">
        <GameClock game={game} />
        {showGameId ? <span className="game-row__id">#{game.id}</span> : null}
      </div>
      <Link className="game-row__teams" to={gamePath(lng, game)}>
        {game.opponents.map((opponent, index) => (
          <span key={opponent.name} className="game-row__team">
            <span className="game-row__name">{opponent.name}</span>
            {state.isLive || state.isFinished ? (
              <span className="game-row__scores">
                <span className="game-row__score">{state.scores[index] ?? 0}</span>
                {calls ? (
                  <>
                    <span className="game-row__games">{setGames[index] ?? 0}</span>
                    <span className="game-row__points" data-testid={`row-points-${index}`}>
                      {calls[index]}
                    </span>
                  </>
                ) : null}
              </span>
            ) : null}
          </span>
        ))}
      </Link>
      <div className={`game-row__coefs game-row__coefs--${labels.length === 3 ? 3 : 2}`}>
        {market ? (
          market.outcomes.map((outcome, index) => <OutcomeButton key={outcome.id} game={game} market={market} outcome={outcome} label={labels[index] ?? ''} />)
        ) : (
          <span className="game-row__closed">{t('sports.marketsClosed')}</span>
        )}
      </div>
      <Link className="game-row__more" to={gamePath(lng, game)} aria-label={t('sports.allMarkets', { total: game.marketsCount })}>
        +{game.marketsCount}
      </Link>
    </li>
  );
});

/** Games grouped under their champ's heading, in the order the API sent them. */
export function groupByChamp(games: readonly LineGame[]): { champId: number; champName: string; countryName: string; sportSlug: string; sportName: string; games: LineGame[] }[] {
  const groups = new Map<number, { champId: number; champName: string; countryName: string; sportSlug: string; sportName: string; games: LineGame[] }>();
  for (const game of games) {
    const group = groups.get(game.champId) ?? { champId: game.champId, champName: game.champName, countryName: game.countryName, sportSlug: game.sportSlug, sportName: game.sportName, games: [] };
    group.games.push(game);
    groups.set(game.champId, group);
  }
  return [...groups.values()];
}
