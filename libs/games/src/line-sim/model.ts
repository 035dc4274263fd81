/**
 * The line simulator's model primitives (the part the simulation plays with): scoring rates of the poisson sports, the
 * race to N points of the elo sports, tennis points. `apps/api/src/line/odds.ts` prices on the same functions, and the
 * simulation (simulation.ts) and the bettor's verifier (verify.ts) play with them, so there is one model.
 */

/** The public description of a sport the simulation needs. */
export interface SimSport {
  readonly slug: string;
  /** poisson: goals arrive at a rate; elo: maps, sets or bouts won by rating. */
  readonly model: 'poisson' | 'elo';
  readonly hasDraw: boolean;
  /** Halves, quarters, periods; for elo sports the series length (best of N). */
  readonly periods: number;
  readonly periodSeconds: number;
  /** poisson: average total goals of a whole game between equal teams. */
  readonly goals: number;
}

export const HOME_ADVANTAGE_ELO = 50;

/** Points to win one map, set, frame or bout of an elo sport (the race inside a period). */
const RACE_POINTS: Record<string, number> = {
  tennis: 6, volleyball: 25, 'beach-volleyball': 21, 'table-tennis': 11, badminton: 21, darts: 3, snooker: 1, cricket: 1, mma: 1, boxing: 1,
  cs2: 13, 'dota-2': 10, lol: 10, valorant: 13, 'rainbow-six': 7, 'starcraft-2': 1, 'rocket-league': 4, 'mobile-legends': 10, 'mortal-kombat': 2,
};
export function racePoints(sport: Pick<SimSport, 'slug'>): number {
  return RACE_POINTS[sport.slug] ?? 5;
}

/** Scoring rates of a whole game for each side. */
export function poissonRates(sport: Pick<SimSport, 'goals'>, homeRating: number, awayRating: number): { home: number; away: number } {
  const k = Math.min(1, 2.5 / Math.sqrt(sport.goals));
  const gap = (homeRating + HOME_ADVANTAGE_ELO - awayRating) / 400;
  const half = sport.goals / 2;
  return { home: half * Math.exp((k * gap) / 2), away: half * Math.exp((-k * gap) / 2) };
}

/**
 * Overtime of a sport without a draw (the simulator plays it, the odds price it, settlement counts it): a game level
 * after regulation time gets one decisive goal, the home side's with this probability.
 */
export function overtimeHomeShare(sport: Pick<SimSport, 'goals'>, homeRating: number, awayRating: number): number {
  const rates = poissonRates(sport, homeRating, awayRating);
  return rates.home / (rates.home + rates.away);
}

export function eloWinProbability(homeRating: number, awayRating: number): number {
  return 1 / (1 + 10 ** ((awayRating - homeRating) / 400));
}

const binomCache = new Map<string, number>();
export function binom(n: number, k: number): number {
  const key = `${n},${k}`;
  const hit = binomCache.get(key);
  if (hit !== undefined) return hit;
  let r = 1;
  for (let i = 1; i <= k; i += 1) r = (r * (n - k + i)) / i;
  binomCache.set(key, r);
  return r;
}

/** P(the first side reaches `target` first) from (a, b), each point won with q. */
export function raceWin(q: number, target: number, a: number, b: number): number {
  if (a >= target) return 1;
  if (b >= target) return 0;
  const need = target - a;
  const otherMax = target - b - 1;
  let sum = 0;
  for (let k = 0; k <= otherMax; k += 1) sum += binom(need - 1 + k, k) * q ** need * (1 - q) ** k;
  return sum;
}

const pointCache = new Map<string, number>();
/** The per-point probability q whose race to `target` from 0:0 is won with probability p. */
export function pointProbability(p: number, target: number): number {
  if (target <= 1) return p;
  const key = `${p.toFixed(6)},${target}`;
  const hit = pointCache.get(key);
  if (hit !== undefined) return hit;
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 40; i += 1) {
    const mid = (lo + hi) / 2;
    if (raceWin(mid, target, 0, 0) < p) lo = mid;
    else hi = mid;
  }
  const q = (lo + hi) / 2;
  if (pointCache.size > 20_000) pointCache.clear();
  pointCache.set(key, q);
  return q;
}

export function mapsToWin(bestOf: number): number {
  return Math.ceil(bestOf / 2);
}

/** Sports whose race points (tennis games) are played point by point: 15, 30, 40, deuce and advantage. */
export function hasGamePoints(sport: Pick<SimSport, 'slug'>): boolean {
  return sport.slug === 'tennis';
}

/** Whether a tennis game at points (a, b) is over: four points and two clear. */
export function gameOver(a: number, b: number): boolean {
  return (a >= 4 || b >= 4) && Math.abs(a - b) >= 2;
}

/** P(home wins a tennis game) from points (a, b), each point home's with x. */
export function gameWinFrom(x: number, a: number, b: number): number {
  if (gameOver(a, b)) return a > b ? 1 : 0;
  if (a >= 3 && b >= 3) {
    const deuce = (x * x) / (x * x + (1 - x) * (1 - x));
    if (a === b) return deuce;
    return a > b ? x + (1 - x) * deuce : x * deuce;
  }
  return x * gameWinFrom(x, a + 1, b) + (1 - x) * gameWinFrom(x, a, b + 1);
}

const gamePointCache = new Map<string, number>();
/** The per-point probability x whose tennis game is won with probability q (so games keep the race's q). */
export function pointInGameProbability(q: number): number {
  const key = q.toFixed(9);
  const hit = gamePointCache.get(key);
  if (hit !== undefined) return hit;
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 40; i += 1) {
    const mid = (lo + hi) / 2;
    if (gameWinFrom(mid, 0, 0) < q) lo = mid;
    else hi = mid;
  }
  const x = (lo + hi) / 2;
  if (gamePointCache.size > 20_000) gamePointCache.clear();
  gamePointCache.set(key, x);
  return x;
}
