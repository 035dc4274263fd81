/**
 * How a live game plays out: the simulation itself (second by second from the game's secret draws, see draws.ts) is
 * `@betting/games`' line-sim, the same code the bettor's "Verify this game" page replays once the game's key is
 * revealed. Here: the model state the odds price, and test control's forced final score.
 */
import { racePoints, startGame, type SimGame as SharedSimGame } from '@betting/games';
import type { SportDef } from './catalog';
import type { ModelState } from './odds';

export { advance, expectedSeconds, playToEnd, startGame } from '@betting/games';
export type { SimEvent, StepOutcome } from '@betting/games';

/** A game as the simulator plays it: its draws are the secret keystream of its key (never leaves the server before the end). */
export type SimGame = SharedSimGame<SportDef>;

export function modelStateOf(game: SimGame): ModelState {
  return {
    sport: game.sport,
    homeRating: game.homeRating,
    awayRating: game.awayRating,
    gameSeconds: game.gameSeconds,
    period: game.period,
    home: game.home,
    away: game.away,
    periodScores: game.periodScores,
    gamePoints: game.status === 'live' ? game.points : undefined,
  };
}

/** Sets a final score by hand (test control): per-period scores are kept as far as they agree, else one period. */
export function forceFinal(game: SimGame, home: number, away: number): void {
  if (game.status === 'prematch') startGame(game);
  game.home = home;
  game.away = away;
  if (game.sport.model === 'poisson') {
    const sums = game.periodScores.reduce((acc, [h, a]) => [acc[0] + h, acc[1] + a], [0, 0]);
    if (sums[0] !== home || sums[1] !== away) game.periodScores = [[home, away]];
  } else {
    const target = racePoints(game.sport);
    game.periodScores = [];
    for (let i = 0; i < home; i += 1) game.periodScores.push([target, Math.max(0, target - 2)]);
    for (let i = 0; i < away; i += 1) game.periodScores.push([Math.max(0, target - 2), target]);
  }
  game.period = Math.max(1, game.periodScores.length);
  game.status = 'finished';
  game.points = undefined;
}
