/**
 * How a simulated line game plays out, second by second — the one code the API's simulator plays with and the
 * bettor's verifier (verify.ts) replays. Deterministic given the game's draws: every draw is `draws.unit(block, lane)`,
 * the keystream of the game's key (block = game second; `EXTRA_BLOCK` for overtime's decider).
 * Poisson sports score at the model's rates; elo sports win points of a race inside each map/set with the probability
 * that matches the Elo map probability.
 */
import { eloWinProbability, gameOver, hasGamePoints, mapsToWin, overtimeHomeShare, pointInGameProbability, pointProbability, poissonRates, racePoints, type SimSport } from './model';

/** Lanes of one game second. */
export const LANE = { home: 0, away: 1, point: 2, winner: 3 } as const;
export type Lane = (typeof LANE)[keyof typeof LANE];

/** The counter block of draws that belong to no second (overtime's decider): far beyond any game's length. */
export const EXTRA_BLOCK = 2 ** 40;

/** A game's uniform draws in [0, 1). */
export interface SimDrawSource {
  unit(block: number, lane: Lane): number;
}

/**
 * A scoring event: a goal (poisson), overtime's decisive goal, a race point (a round, a game of a tennis set) or a map
 * or set won (elo). `second` is the game second it happened in (overtime: the regulation length); `home`/`away` the
 * score it leaves (goals; for `point` the points of the map, for `map` the maps).
 */
export interface SimEvent {
  readonly second: number;
  readonly period: number;
  readonly kind: 'goal' | 'overtime' | 'point' | 'map';
  readonly side: 'home' | 'away';
  readonly home: number;
  readonly away: number;
}

export interface SimGame<S extends SimSport = SimSport> {
  /** The game's draws (on the server: secret until the game is finished). */
  readonly draws: SimDrawSource;
  sport: S;
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
  /** When present, every scoring event is appended (the verifier's replay; the simulator keeps none). */
  events?: SimEvent[] | undefined;
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
export function expectedSeconds(sport: SimSport): number {
  return sport.periods * sport.periodSeconds;
}

/** Plays `seconds` of a live game in place. Stops at the end. */
export function advance(game: SimGame, seconds: number): StepOutcome {
  let scoreChanged = false;
  const periodsEnded: number[] = [];
  if (game.status !== 'live') return { scoreChanged, periodsEnded, finished: false };
  const sport = game.sport;
  const log = game.events;
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
        log?.push({ second: s, period: game.period, kind: 'goal', side: 'home', home: game.home, away: game.away });
      }
      if (game.draws.unit(s, LANE.away) < perSecondAway) {
        game.away += 1;
        scores[1] += 1;
        scoreChanged = true;
        log?.push({ second: s, period: game.period, kind: 'goal', side: 'away', home: game.home, away: game.away });
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
            log?.push({ second: game.gameSeconds, period: game.period, kind: 'overtime', side: homeWins ? 'home' : 'away', home: game.home, away: game.away });
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
    log?.push({ second: s, period: game.period, kind: 'point', side: homePoint ? 'home' : 'away', home: scores[0], away: scores[1] });
    if (scores[0] < target && scores[1] < target) continue;
    if (scores[0] >= target) game.home += 1;
    else game.away += 1;
    scoreChanged = true;
    log?.push({ second: s, period: game.period, kind: 'map', side: scores[0] >= target ? 'home' : 'away', home: game.home, away: game.away });
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
