/**
 * How a live game plays out, second by second (deterministic given the game's secret draws: every draw is
 * `game.draws.unit(second, lane)`, the game's keystream under its HMAC-derived key, see draws.ts).
 * Poisson sports score at the model's rates; elo sports win points of a race inside each map/set with the
 * probability that matches the Elo map probability. The odds (odds.ts) follow the same model, so the prices the
 * bettor sees are the model's view of what this simulation will do.
 */
import type { SportDef } from './catalog';
import { eloWinProbability, gameOver, hasGamePoints, mapsToWin, overtimeHomeShare, pointInGameProbability, poissonRates, pointProbability, racePoints, type ModelState } from './odds';
import { EXTRA_BLOCK, LANE, type SimDraws } from './draws';

export interface SimGame {
  /** The game's secret draws (never leaves the server). */
  readonly draws: SimDraws;
  sport: SportDef;
  homeRating: number;
  awayRating: number;
  status: 'prematch' | 'live' | 'finished';
  gameSeconds: number;
  period: number;
  home: number;
  away: number;
  periodScores: [number, number][];
  /** Points of the game under way inside the current set (tennis), home first; absent for other sports. */
  points?: [number, number] | undefined;
}

/** The average number of points in a tennis game: a point comes this many times as often as a game used to end. */
const POINTS_PER_GAME = 6.5;

export interface StepOutcome {
  readonly scoreChanged: boolean;
  /** A point was played inside a game (tennis) without changing the score of games or sets. */
  readonly pointsChanged?: boolean;
  /** Periods (1-based) that ended during the step. */
  readonly periodsEnded: readonly number[];
  readonly finished: boolean;
}

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

export function startGame(game: SimGame): void {
  game.status = 'live';
  game.period = 1;
  game.gameSeconds = 0;
  game.home = 0;
  game.away = 0;
  game.periodScores = [[0, 0]];
  game.points = hasGamePoints(game.sport) ? [0, 0] : undefined;
}

/** Regulation length of a poisson game; for elo sports the expected length (the series may end sooner). */
export function expectedSeconds(sport: SportDef): number {
  return sport.periods * sport.periodSeconds;
}

/** Plays `seconds` of a live game in place. Stops at the end. */
export function advance(game: SimGame, seconds: number): StepOutcome {
  let scoreChanged = false;
  const periodsEnded: number[] = [];
  if (game.status !== 'live') return { scoreChanged, periodsEnded, finished: false };
  const sport = game.sport;
  if (sport.model === 'poisson') {
    const total = sport.periods * sport.periodSeconds;
    const rates = poissonRates(sport, game.homeRating, game.awayRating);
    const perSecondHome = rates.home / total;
    const perSecondAway = rates.away / total;
    for (let i = 0; i < seconds && game.status === 'live'; i += 1) {
      const s = game.gameSeconds;
      const scores = game.periodScores[game.period - 1]!;
      if (game.draws.unit(s, LANE.home) < perSecondHome) {
        game.home += 1;
        scores[0] += 1;
        scoreChanged = true;
      }
      if (game.draws.unit(s, LANE.away) < perSecondAway) {
        game.away += 1;
        scores[1] += 1;
        scoreChanged = true;
      }
      game.gameSeconds = s + 1;
      if (game.gameSeconds % sport.periodSeconds === 0) {
        periodsEnded.push(game.period);
        if (game.period < sport.periods) {
          game.period += 1;
          game.periodScores.push([0, 0]);
        } else {
          if (!sport.hasDraw && game.home === game.away) {
            // Overtime: one decisive goal (odds.ts prices the whole-game markets on the same rule).
            const homeWins = game.draws.unit(EXTRA_BLOCK, LANE.home) < overtimeHomeShare(sport, game.homeRating, game.awayRating);
            if (homeWins) game.home += 1;
            else game.away += 1;
            scoreChanged = true;
          }
          game.status = 'finished';
        }
      }
    }
    return { scoreChanged, periodsEnded, finished: game.status === 'finished' };
  }
  const target = racePoints(sport);
  const w = mapsToWin(sport.periods);
  const q = pointProbability(eloWinProbability(game.homeRating, game.awayRating), target);
  // Tennis plays each game point by point, each point won with the chance that wins the game with q: the games (and
  // so the sets and the match) go exactly as the race the odds price, and the points in between are real.
  const inGame = hasGamePoints(sport);
  const x = inGame ? pointInGameProbability(q) : q;
  const chance = Math.min(0.9, ((inGame ? POINTS_PER_GAME : 1) * 1.7 * target) / sport.periodSeconds);
  let pointsChanged = false;
  for (let i = 0; i < seconds && game.status === 'live'; i += 1) {
    const s = game.gameSeconds;
    game.gameSeconds = s + 1;
    if (game.draws.unit(s, LANE.point) >= chance) continue;
    const scores = game.periodScores[game.period - 1]!;
    let homePoint = game.draws.unit(s, LANE.winner) < x;
    if (inGame) {
      const points = (game.points ??= [0, 0]);
      points[homePoint ? 0 : 1] += 1;
      pointsChanged = true;
      if (!gameOver(points[0], points[1])) continue;
      homePoint = points[0] > points[1];
      game.points = [0, 0];
    }
    if (homePoint) scores[0] += 1;
    else scores[1] += 1;
    if (scores[0] < target && scores[1] < target) continue;
    if (scores[0] >= target) game.home += 1;
    else game.away += 1;
    scoreChanged = true;
    periodsEnded.push(game.period);
    if (game.home >= w || game.away >= w) game.status = 'finished';
    else {
      game.period += 1;
      game.periodScores.push([0, 0]);
    }
  }
  if (game.status === 'finished') game.points = undefined;
  return { scoreChanged, pointsChanged, periodsEnded, finished: game.status === 'finished' };
}

/** Plays a live game to its end (catch-up of games that ended while the server was down). */
export function playToEnd(game: SimGame): void {
  for (let guard = 0; guard < 200 && game.status === 'live'; guard += 1) advance(game, 3600);
  if (game.status === 'live') {
    // An elo race that would not end (never in practice): the leader takes it.
    if (game.home >= game.away) game.home = mapsToWin(game.sport.periods);
    else game.away = mapsToWin(game.sport.periods);
    game.status = 'finished';
  }
  game.points = undefined;
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
