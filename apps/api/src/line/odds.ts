/**
 * The odds model of the line (pure; no clock, no I/O). Probabilities come from the teams' ratings and the current
 * score and time, never from a random walk:
 *
 * - `poisson` sports (football, hockey, basketball, handball, FIFA…): each side scores at a rate derived from the
 *   rating gap; what is left of the game is Poisson(μ · time left), added to the current score.
 * - `elo` sports (tennis, volleyball, esports series, fights): a map/set/bout is won with the Elo probability; within
 *   it points are a race to N whose per-point probability matches that; the series is a race to ⌈B/2⌉ maps.
 *
 * A bookmaker margin turns fair probabilities into coefficients: every probability is raised by (1 + margin) and the
 * coefficient is 1 / that, rounded DOWN to the bookmaker's ladder, so the implied probabilities of an open market
 * always sum to more than 1. A market where any outcome would fall below 1.01 is not offered (blocked).
 */
import type { OddsModel, SportDef } from './catalog';
import { binom, eloWinProbability, gameOver, gameWinFrom, hasGamePoints, mapsToWin, overtimeHomeShare, pointInGameProbability, pointProbability, poissonRates, raceWin, racePoints } from '@betting/games';
import { MARKET_TYPE, SIDE, asianResult, handicapMargin, lineParts, overMargin, parseMargin, settleMarket, type MarketResult } from '@betting/games';

// How a market settles lives in @betting/games (line-sim/settle.ts), shared with the bettor's verifier.
export { MARKET_TYPE, lineParts, settleMarket };
export type { MarketResult };

// The model primitives the simulation plays with live in @betting/games (line-sim/model.ts), shared with the
// bettor's verifier; the odds price on them.
export { eloWinProbability, gameOver, gameWinFrom, hasGamePoints, mapsToWin, overtimeHomeShare, pointInGameProbability, pointProbability, poissonRates, raceWin, racePoints };

export const PREMATCH_MARGIN = 0.05;
export const LIVE_MARGIN = 0.07;
export const MIN_COEF = 1010;
export const MAX_COEF = 500_000;

/** The part of a game the model needs. Scores: goals (poisson) or maps/sets won (elo). */
export interface ModelState {
  readonly sport: Pick<SportDef, 'slug' | 'model' | 'hasDraw' | 'periods' | 'periodSeconds' | 'goals'>;
  readonly homeRating: number;
  readonly awayRating: number;
  readonly gameSeconds: number;
  /** 0 before the start; the current period (poisson) or map being played (elo). */
  readonly period: number;
  readonly home: number;
  readonly away: number;
  /** Per period: goals (poisson) or points of the map (elo), home first. */
  readonly periodScores: readonly (readonly [number, number])[];
  /** Points of the game under way inside the current set (tennis, see `hasGamePoints`), home first; absent: 0:0. */
  readonly gamePoints?: readonly number[] | undefined;
}

// ---------------------------------------------------------------- poisson

function poissonPmf(mean: number): { from: number; p: number[] } {
  if (mean <= 1e-9) return { from: 0, p: [1] };
  const sd = Math.sqrt(mean);
  const from = Math.max(0, Math.floor(mean - 9 * sd - 2));
  const to = Math.ceil(mean + 9 * sd + 4);
  const p: number[] = [];
  // log pmf: k ln μ − μ − ln k!
  let logFact = 0;
  for (let k = 1; k <= from; k += 1) logFact += Math.log(k);
  for (let k = from; k <= to; k += 1) {
    if (k > 0 && k > from) logFact += Math.log(k);
    p.push(Math.exp(k * Math.log(mean) - mean - logFact));
  }
  const sum = p.reduce((a, b) => a + b, 0);
  return { from, p: p.map((x) => x / sum) };
}

/** Distribution of the final goal difference and total, given goals to come ~ Poisson(μh), Poisson(μa) on top of a score. */
export interface Finals {
  /** P(home − away = d) for d = keys. */
  readonly diff: Map<number, number>;
  readonly total: Map<number, number>;
  /** P(level at the end, total = t) for t = keys (what overtime changes). */
  readonly levelTotal: Map<number, number>;
  readonly pHomeZero: number;
  readonly pAwayZero: number;
  /** P(home ends with k) and P(away ends with k) (team totals). */
  readonly homeGoals: Map<number, number>;
  readonly awayGoals: Map<number, number>;
  /** P(level at the end with k each) (what overtime changes in the team totals). */
  readonly levelHome: Map<number, number>;
  /** P(final score h:a) keyed `h * JOINT + a`, kept only when the game is low-scoring (exact score); else null. */
  readonly joint: Map<number, number> | null;
}

/** The key base of `Finals.joint`. */
export const JOINT = 1000;

/**
 * The regulation-time distribution carried through overtime: every level score becomes a one-goal win (home with
 * `homeShare`), its total one higher. Both-to-score is unchanged (a level 0:0 stays "no", a level n:n stays "yes").
 */
const overtimeCache = new WeakMap<Finals, { share: number; finals: Finals }>();

export function withOvertime(f: Finals, homeShare: number): Finals {
  const hit = overtimeCache.get(f);
  if (hit && hit.share === homeShare) return hit.finals;
  const finals = computeWithOvertime(f, homeShare);
  overtimeCache.set(f, { share: homeShare, finals });
  return finals;
}

function computeWithOvertime(f: Finals, homeShare: number): Finals {
  const level = f.diff.get(0) ?? 0;
  const diff = new Map(f.diff);
  diff.delete(0);
  diff.set(1, (diff.get(1) ?? 0) + level * homeShare);
  diff.set(-1, (diff.get(-1) ?? 0) + level * (1 - homeShare));
  const total = new Map(f.total);
  for (const [t, p] of f.levelTotal) total.set(t, (total.get(t) ?? 0) - p);
  for (const [t, p] of f.levelTotal) total.set(t + 1, (total.get(t + 1) ?? 0) + p);
  // A level k:k ends (k+1):k with homeShare, k:(k+1) otherwise.
  const homeGoals = new Map(f.homeGoals);
  const awayGoals = new Map(f.awayGoals);
  for (const [k, p] of f.levelHome) {
    homeGoals.set(k, (homeGoals.get(k) ?? 0) - p * homeShare);
    homeGoals.set(k + 1, (homeGoals.get(k + 1) ?? 0) + p * homeShare);
    awayGoals.set(k, (awayGoals.get(k) ?? 0) - p * (1 - homeShare));
    awayGoals.set(k + 1, (awayGoals.get(k + 1) ?? 0) + p * (1 - homeShare));
  }
  let joint: Map<number, number> | null = null;
  if (f.joint) {
    joint = new Map(f.joint);
    for (const [k, p] of f.levelHome) {
      joint.delete(k * JOINT + k);
      joint.set((k + 1) * JOINT + k, (joint.get((k + 1) * JOINT + k) ?? 0) + p * homeShare);
      joint.set(k * JOINT + k + 1, (joint.get(k * JOINT + k + 1) ?? 0) + p * (1 - homeShare));
    }
  }
  return { diff, total, levelTotal: new Map(), pHomeZero: f.pHomeZero, pAwayZero: f.pAwayZero, homeGoals, awayGoals, levelHome: new Map(), joint };
}

const finalsCache = new Map<string, Finals>();

export function finals(muHome: number, muAway: number, home: number, away: number): Finals {
  const key = `${muHome},${muAway},${home},${away}`;
  const hit = finalsCache.get(key);
  if (hit) return hit;
  const result = computeFinals(muHome, muAway, home, away);
  if (finalsCache.size >= 64) finalsCache.delete(finalsCache.keys().next().value!);
  finalsCache.set(key, result);
  return result;
}

function computeFinals(muHome: number, muAway: number, home: number, away: number): Finals {
  const x = poissonPmf(muHome);
  const y = poissonPmf(muAway);
  // Dense arrays over the reachable differences and totals (a basketball game has tens of thousands of score pairs).
  const hMin = home + x.from;
  const aMin = away + y.from;
  const hMax = hMin + x.p.length - 1;
  const aMax = aMin + y.p.length - 1;
  const diffs = new Float64Array(hMax - aMin - (hMin - aMax) + 1);
  const totals = new Float64Array(hMax + aMax - (hMin + aMin) + 1);
  const levelTotal = new Map<number, number>();
  const levelHome = new Map<number, number>();
  const homeGoals = new Map<number, number>();
  const awayGoals = new Map<number, number>();
  const joint = x.p.length * y.p.length <= 1600 ? new Map<number, number>() : null;
  x.p.forEach((p, i) => homeGoals.set(hMin + i, p));
  y.p.forEach((p, j) => awayGoals.set(aMin + j, p));
  const diffBase = hMin - aMax;
  const totalBase = hMin + aMin;
  for (let i = 0; i < x.p.length; i += 1) {
    const px = x.p[i]!;
    if (px < 1e-13) continue;
    const h = hMin + i;
    for (let j = 0; j < y.p.length; j += 1) {
      const p = px * y.p[j]!;
      if (p < 1e-15) continue;
      const a = aMin + j;
      diffs[h - a - diffBase]! += p;
      totals[h + a - totalBase]! += p;
      if (joint) joint.set(h * JOINT + a, p);
      if (h === a) {
        levelTotal.set(h + a, (levelTotal.get(h + a) ?? 0) + p);
        levelHome.set(h, (levelHome.get(h) ?? 0) + p);
      }
    }
  }
  const diff = new Map<number, number>();
  const total = new Map<number, number>();
  diffs.forEach((p, k) => {
    if (p > 0) diff.set(k + diffBase, p);
  });
  totals.forEach((p, k) => {
    if (p > 0) total.set(k + totalBase, p);
  });
  const pHomeZero = home > 0 ? 0 : x.from === 0 ? (x.p[0] ?? 0) : 0;
  const pAwayZero = away > 0 ? 0 : y.from === 0 ? (y.p[0] ?? 0) : 0;
  return { diff, total, levelTotal, pHomeZero, pAwayZero, homeGoals, awayGoals, levelHome, joint };
}

function sumWhere(map: Map<number, number>, keep: (k: number) => boolean): number {
  let sum = 0;
  for (const [k, p] of map) if (keep(k)) sum += p;
  return sum;
}

// ---------------------------------------------------------------- elo

// ---------------------------------------------------------------- tennis: the points inside a game

/** P(home wins the game under way) from its points, or null when none is under way (0:0 is the race's own q). */
function currentGameChance(state: ModelState, q: number): number | null {
  const points = state.gamePoints;
  if (!points || !hasGamePoints(state.sport) || (points[0] === 0 && points[1] === 0)) return null;
  return gameWinFrom(pointInGameProbability(q), points[0] ?? 0, points[1] ?? 0);
}

/** The current map's race from (a, b), its next race point won with the chance of the game under way. */
function currentRaceFinals(state: ModelState, q: number, target: number, a: number, b: number): { h: number; a: number; p: number }[] {
  const g = currentGameChance(state, q);
  if (g === null || a >= target || b >= target) return raceFinals(q, target, a, b);
  return [...raceFinals(q, target, a + 1, b).map((end) => ({ ...end, p: end.p * g })), ...raceFinals(q, target, a, b + 1).map((end) => ({ ...end, p: end.p * (1 - g) }))];
}

/** P(home wins the current map) from its points now (and the points of the game under way in it). */
function currentMapProbability(state: ModelState, p: number): number {
  if (state.period === 0) return p;
  const target = racePoints(state.sport);
  const points = state.periodScores[state.period - 1] ?? [0, 0];
  const q = pointProbability(p, target);
  const g = currentGameChance(state, q);
  if (g === null) return raceWin(q, target, points[0], points[1]);
  return g * raceWin(q, target, points[0] + 1, points[1]) + (1 - g) * raceWin(q, target, points[0], points[1] + 1);
}

/** Distribution of the final maps score (home maps, away maps) of an elo series. */
export function seriesScores(state: ModelState): Map<string, number> {
  const p = eloWinProbability(state.homeRating, state.awayRating);
  const w = mapsToWin(state.sport.periods);
  const out = new Map<string, number>();
  const walk = (h: number, a: number, prob: number, first: boolean) => {
    if (prob < 1e-15) return;
    if (h >= w || a >= w) {
      out.set(`${h}:${a}`, (out.get(`${h}:${a}`) ?? 0) + prob);
      return;
    }
    const pm = first ? currentMapProbability(state, p) : p;
    walk(h + 1, a, prob * pm, false);
    walk(h, a + 1, prob * (1 - pm), false);
  };
  walk(state.home, state.away, 1, true);
  return out;
}

// ---------------------------------------------------------------- elo: points inside maps and over the series

/** Final points of one map from (a, b), each point home's with q: every way the race to `target` can end. */
export function raceFinals(q: number, target: number, a: number, b: number): { h: number; a: number; p: number }[] {
  if (a >= target || b >= target) return [{ h: a, a: b, p: 1 }];
  const out: { h: number; a: number; p: number }[] = [];
  const needHome = target - a;
  const needAway = target - b;
  for (let k = 0; k < needAway; k += 1) out.push({ h: target, a: b + k, p: binom(needHome - 1 + k, k) * q ** needHome * (1 - q) ** k });
  for (let k = 0; k < needHome; k += 1) out.push({ h: a + k, a: target, p: binom(needAway - 1 + k, k) * (1 - q) ** needAway * q ** k });
  return out;
}

/** Distribution of the points (games, rounds) of a whole elo match: their difference home − away and their total. */
export interface EloPoints {
  readonly diff: Map<number, number>;
  readonly total: Map<number, number>;
}

const eloPointsCache = new Map<string, EloPoints>();
const POINT_KEY = 4096;

/** Points of the whole match: the maps played as they stand, the current map's race from its points, then whole maps until a side has won. */
export function eloPoints(state: ModelState): EloPoints {
  const key = `${state.sport.slug},${state.homeRating},${state.awayRating},${state.home},${state.away},${state.period},${state.periodScores.map(([h, a]) => `${h}:${a}`).join('/')},${state.gamePoints?.join(':') ?? ''}`;
  const hit = eloPointsCache.get(key);
  if (hit) return hit;
  const target = racePoints(state.sport);
  const w = mapsToWin(state.sport.periods);
  const q = pointProbability(eloWinProbability(state.homeRating, state.awayRating), target);
  const completed = state.home + state.away;
  let baseDiff = 0;
  let baseTotal = 0;
  for (let i = 0; i < completed; i += 1) {
    const [h, a] = state.periodScores[i] ?? [0, 0];
    baseDiff += h - a;
    baseTotal += h + a;
  }
  const current = state.period > completed ? (state.periodScores[state.period - 1] ?? [0, 0]) : [0, 0];
  const fresh = raceFinals(q, target, 0, 0);
  // Frontier: maps score → distribution of (diff, total) keyed (diff + POINT_KEY/2) * POINT_KEY + total.
  let frontier = new Map<string, { h: number; a: number; dist: Map<number, number> }>();
  frontier.set(`${state.home}:${state.away}`, { h: state.home, a: state.away, dist: new Map([[(baseDiff + POINT_KEY / 2) * POINT_KEY + baseTotal, 1]]) });
  const done = new Map<number, number>();
  let first = true;
  while (frontier.size > 0) {
    const next = new Map<string, { h: number; a: number; dist: Map<number, number> }>();
    for (const { h, a, dist } of frontier.values()) {
      if (h >= w || a >= w) {
        for (const [k, p] of dist) done.set(k, (done.get(k) ?? 0) + p);
        continue;
      }
      const race = first ? currentRaceFinals(state, q, target, current[0]!, current[1]!) : fresh;
      for (const end of race) {
        const nh = h + (end.h > end.a ? 1 : 0);
        const na = a + (end.h > end.a ? 0 : 1);
        const slot = `${nh}:${na}`;
        let into = next.get(slot);
        if (!into) {
          into = { h: nh, a: na, dist: new Map() };
          next.set(slot, into);
        }
        const shift = (end.h - end.a) * POINT_KEY + (end.h + end.a);
        for (const [k, p] of dist) {
          const pp = p * end.p;
          if (pp < 1e-14) continue;
          into.dist.set(k + shift, (into.dist.get(k + shift) ?? 0) + pp);
        }
      }
    }
    frontier = next;
    first = false;
  }
  const diff = new Map<number, number>();
  const total = new Map<number, number>();
  for (const [k, p] of done) {
    const d = Math.floor(k / POINT_KEY) - POINT_KEY / 2;
    const t = k - (d + POINT_KEY / 2) * POINT_KEY;
    diff.set(d, (diff.get(d) ?? 0) + p);
    total.set(t, (total.get(t) ?? 0) + p);
  }
  const result = { diff, total };
  if (eloPointsCache.size >= 256) eloPointsCache.delete(eloPointsCache.keys().next().value!);
  eloPointsCache.set(key, result);
  return result;
}

/** Points of map `period` if it is played: as it stands when under way, else a race from 0:0. */
function mapPoints(state: ModelState, period: number): { diff: Map<number, number>; total: Map<number, number> } {
  const target = racePoints(state.sport);
  const q = pointProbability(eloWinProbability(state.homeRating, state.awayRating), target);
  const from = period === state.period ? (state.periodScores[period - 1] ?? [0, 0]) : [0, 0];
  const diff = new Map<number, number>();
  const total = new Map<number, number>();
  const race = period === state.period ? currentRaceFinals(state, q, target, from[0]!, from[1]!) : raceFinals(q, target, from[0]!, from[1]!);
  for (const end of race) {
    diff.set(end.h - end.a, (diff.get(end.h - end.a) ?? 0) + end.p);
    total.set(end.h + end.a, (total.get(end.h + end.a) ?? 0) + end.p);
  }
  return { diff, total };
}

// ---------------------------------------------------------------- lines: half, whole and quarter (Asian)

/** A result of one outcome: quarter lines add half a win or half a loss. */
/**
 * Fair "probabilities" of a two-way line on a distribution of an integer value k (goal difference, total, a team's
 * goals): side one's margin at part x is `margin(k, x)`. A stake that may come back whole or in halves is priced so
 * that the fair coefficient 1/q returns exactly the stake on average: q = (P(won) + P(half won)/2) / (1 − P(void) −
 * (P(half won) + P(half lost))/2); the two sides' q sum to 1. On a half line this is just P(side one wins).
 */
function asianProbabilities(dist: Map<number, number>, param: number, margin: (k: number, x: number) => number): number[] | null {
  const parts = lineParts(param);
  let won = 0;
  let halfWon = 0;
  let voided = 0;
  let halfLost = 0;
  for (const [k, p] of dist) {
    const r = asianResult(parts.map((x) => margin(k, x)));
    if (r === 'won') won += p;
    else if (r === 'half_won') halfWon += p;
    else if (r === 'void') voided += p;
    else if (r === 'half_lost') halfLost += p;
  }
  const total = [...dist.values()].reduce((a, b) => a + b, 0);
  const denom = total - voided - (halfWon + halfLost) / 2;
  if (denom < 1e-9) return null;
  const one = (won + halfWon / 2) / denom;
  return [one, 1 - one];
}

// ---------------------------------------------------------------- markets

export const MARKET_GROUPS: Record<number, string> = {
  1: 'Main',
  2: 'Totals',
  3: 'Handicaps',
  4: 'Goals',
  5: 'Periods',
  6: 'Exact score',
  7: 'Asian lines',
  8: 'Team totals',
  9: 'Half-time/full-time',
  10: 'Winning margin',
  11: 'Points',
};

export interface MarketDef {
  readonly typeId: number;
  /** 1 main, 2 additional, 3 period. */
  readonly kind: number;
  readonly groupId: number;
  readonly name: string;
  readonly period: number;
  /** Line in thousandths: total or home handicap. */
  readonly param: number | null;
  readonly isCombinable: boolean;
  readonly isBannedExpress: boolean;
  readonly outcomes: readonly { readonly code: string; readonly name: string }[];
  /** One of the few markets every game gets (`marketsForGame(…, { deep: false })`); not stored. */
  readonly core?: boolean;
}

function periodName(sport: ModelState['sport'], period: number): string {
  if (sport.model === 'elo') {
    const unit = sport.slug === 'tennis' || sport.slug.includes('volleyball') || sport.slug === 'badminton' || sport.slug === 'darts' ? 'Set' : sport.slug === 'snooker' ? 'Frame' : 'Map';
    return `${unit} ${period}`;
  }
  if (sport.periods === 2) return period === 1 ? '1st half' : '2nd half';
  if (sport.periods === 4) return `Quarter ${period}`;
  if (sport.periods === 9) return `Inning ${period}`;
  return `Period ${period}`;
}

/** What an elo sport's points are called (tennis games, CS2 rounds…). */
function pointsName(sport: ModelState['sport']): string {
  if (sport.slug === 'tennis') return 'games';
  if (sport.slug === 'darts') return 'legs';
  if (['cs2', 'valorant', 'rainbow-six', 'mortal-kombat'].includes(sport.slug)) return 'rounds';
  if (sport.slug === 'rocket-league') return 'goals';
  if (['dota-2', 'lol', 'mobile-legends'].includes(sport.slug)) return 'kills';
  return 'points';
}

const half = (x: number) => Math.floor(x) + 0.5;
const fmt = (thousandths: number) => String(thousandths / 1000);
const signed = (thousandths: number) => (thousandths > 0 ? `+${fmt(thousandths)}` : fmt(thousandths));
/** Low-scoring poisson sports get Asian lines, exact scores and both-to-score. */
const lowScoring = (sport: ModelState['sport']) => sport.goals < 12;
/** Period markets for at most this many periods (baseball's nine innings would drown the page). */
const PERIOD_MARKETS = 4;

function mean(dist: Map<number, number>): { mean: number; sd: number } {
  let m = 0;
  let m2 = 0;
  for (const [k, p] of dist) {
    m += k * p;
    m2 += k * k * p;
  }
  return { mean: m, sd: Math.sqrt(Math.max(0, m2 - m * m)) };
}

function totalDef(param: number, name: string, period: number, groupId: number, typeId: number = MARKET_TYPE.total, kind = period > 0 ? 3 : 2): MarketDef {
  return { typeId, kind, groupId, name: `${name} ${fmt(param)}`, period, param, isCombinable: true, isBannedExpress: false, outcomes: [{ code: 'O', name: `Over ${fmt(param)}` }, { code: 'U', name: `Under ${fmt(param)}` }] };
}

function handicapDef(param: number, name: string, homeName: string, awayName: string, period: number, groupId: number, typeId: number = MARKET_TYPE.handicap): MarketDef {
  return {
    typeId, kind: period > 0 ? 3 : 2, groupId, name: `${name} ${signed(param)}`, period, param, isCombinable: false, isBannedExpress: false,
    outcomes: [{ code: 'H1', name: `${homeName} (${signed(param)})` }, { code: 'H2', name: `${awayName} (${signed(-param)})` }],
  };
}

/** Half lines `center + k·step` (thousandths) for k in [from, to], above zero. */
function ladder(center: number, step: number, from: number, to: number): number[] {
  const out: number[] = [];
  for (let k = from; k <= to; k += 1) {
    const line = center + k * step;
    if (line > 0) out.push(Math.round(line * 1000));
  }
  return out;
}

/** Winning margin bands of a side: [1], [2], [3+] in low-scoring sports, else bands of `width` up to a last open one. */
function marginBands(sport: ModelState['sport']): { from: number; to: number | null }[] {
  if (lowScoring(sport)) return [{ from: 1, to: 1 }, { from: 2, to: 2 }, { from: 3, to: null }];
  const width = Math.max(1, Math.round(Math.sqrt(sport.goals) / 3));
  return [0, 1, 2, 3, 4].map((i) => ({ from: i * width + 1, to: i === 4 ? null : (i + 1) * width }));
}

const bandName = (b: { from: number; to: number | null }) => (b.to === null ? `${b.from}+` : b.from === b.to ? String(b.from) : `${b.from}-${b.to}`);


/**
 * The markets a new game gets, with lines set from its prematch expectation (markets keep their ids for life).
 * `deep: false` keeps the core ones (result, main totals and handicap, first period, maps): for games that are over
 * by the time they are scheduled and for the virtual sports' short games, which would otherwise fill the line with
 * tens of thousands of outcomes nobody can bet on.
 */
export function marketsForGame(state: ModelState, homeName: string, awayName: string, options: { readonly deep?: boolean } = {}): MarketDef[] {
  const defs = allMarketsForGame(state, homeName, awayName);
  return options.deep === false ? defs.filter((def) => def.core) : defs;
}

const core = (def: MarketDef): MarketDef => ({ ...def, core: true });

function allMarketsForGame(state: ModelState, homeName: string, awayName: string): MarketDef[] {
  const sport = state.sport;
  // Where overtime can be played, the whole-game markets say they count it.
  const ot = sport.model === 'poisson' && !sport.hasDraw ? ' (incl. overtime)' : '';
  const defs: MarketDef[] = [];
  const two = [{ code: '1', name: homeName }, { code: '2', name: awayName }];
  const three = [two[0]!, { code: 'X', name: 'Draw' }, two[1]!];
  if (sport.model === 'poisson') {
    const rates = poissonRates(sport, state.homeRating, state.awayRating);
    const low = lowScoring(sport);
    if (sport.hasDraw) {
      defs.push(core({ typeId: MARKET_TYPE.result, kind: 1, groupId: 1, name: 'Match result', period: 0, param: null, isCombinable: false, isBannedExpress: false, outcomes: three }));
      defs.push(core({ typeId: MARKET_TYPE.doubleChance, kind: 2, groupId: 1, name: 'Double chance', period: 0, param: null, isCombinable: false, isBannedExpress: false, outcomes: [{ code: '1X', name: `${homeName} or draw` }, { code: '12', name: `${homeName} or ${awayName}` }, { code: 'X2', name: `Draw or ${awayName}` }] }));
      defs.push({ typeId: MARKET_TYPE.drawNoBet, kind: 2, groupId: 1, name: 'Draw no bet', period: 0, param: null, isCombinable: false, isBannedExpress: false, outcomes: two });
    } else {
      defs.push(core({ typeId: MARKET_TYPE.winner, kind: 1, groupId: 1, name: 'Winner (incl. overtime)', period: 0, param: null, isCombinable: false, isBannedExpress: false, outcomes: two }));
    }
    const expected = rates.home + rates.away;
    const center = half(expected - 0.5);
    // Totals: a ladder of half lines around the expectation, and Asian lines (whole and quarter) beside the main one.
    const totalStep = low ? 1 : Math.max(1, Math.round(Math.sqrt(expected) / 3));
    for (const param of ladder(center, totalStep, low ? -3 : -4, low ? 3 : 4)) {
      const def = totalDef(param, `Total${ot}`, 0, 2);
      defs.push(Math.abs(param - center * 1000) <= totalStep * 1000 ? core(def) : def);
    }
    if (low) for (const param of ladder(center, 0.25, -3, 3).filter((p) => p % 1000 !== 500)) defs.push(totalDef(param, `Asian total${ot}`, 0, 7));
    const diff = rates.home - rates.away;
    const hcp = -half(diff - 0.5);
    if (low) {
      for (let k = -6; k <= 6; k += 1) {
        const param = Math.round((hcp + k * 0.25) * 1000);
        const asian = param % 1000 !== 500 && param % 1000 !== -500;
        const def = handicapDef(param, `${asian ? 'Asian handicap' : 'Handicap'}${ot}`, homeName, awayName, 0, asian ? 7 : 3);
        defs.push(k === 0 ? core(def) : def);
      }
    } else {
      const step = Math.max(1, Math.round(Math.sqrt(expected) / 4));
      for (let k = -4; k <= 4; k += 1) {
        const def = handicapDef(Math.round((hcp + k * step) * 1000), `Handicap${ot}`, homeName, awayName, 0, 3);
        defs.push(k === 0 ? core(def) : def);
      }
    }
    // Team totals: three lines each.
    for (const [typeId, rate, name] of [[MARKET_TYPE.homeTotal, rates.home, homeName], [MARKET_TYPE.awayTotal, rates.away, awayName]] as const) {
      const step = low ? 1 : Math.max(1, Math.round(Math.sqrt(rate) / 2));
      const lines = ladder(half(rate - 0.5), step, -1, 2).slice(0, 3);
      for (const param of lines) defs.push(totalDef(param, `${name} total${ot}`, 0, 8, typeId));
    }
    if (low) {
      defs.push(core({ typeId: MARKET_TYPE.bothScore, kind: 2, groupId: 4, name: 'Both teams to score', period: 0, param: null, isCombinable: true, isBannedExpress: false, outcomes: [{ code: 'Y', name: 'Yes' }, { code: 'N', name: 'No' }] }));
      const max = sport.goals < 4 ? 3 : 4;
      const scores: { code: string; name: string }[] = [];
      for (let h = 0; h <= max; h += 1) for (let a = 0; a <= max; a += 1) if (sport.hasDraw || h !== a) scores.push({ code: `${h}:${a}`, name: `${h}:${a}` });
      scores.push({ code: 'OTH1', name: `${homeName}, another score` });
      if (sport.hasDraw) scores.push({ code: 'OTHX', name: 'Draw, another score' });
      scores.push({ code: 'OTH2', name: `${awayName}, another score` });
      defs.push({ typeId: MARKET_TYPE.exactScore, kind: 2, groupId: 6, name: `Correct score${ot}`, period: 0, param: null, isCombinable: false, isBannedExpress: true, outcomes: scores });
    }
    defs.push({ typeId: MARKET_TYPE.oddEven, kind: 2, groupId: 4, name: `Total odd/even${ot}`, period: 0, param: null, isCombinable: true, isBannedExpress: false, outcomes: [{ code: 'ODD', name: 'Odd' }, { code: 'EVEN', name: 'Even' }] });
    const bands = marginBands(sport);
    const marginOutcomes = [
      ...bands.map((b) => ({ code: `H:${b.from}-${b.to ?? ''}`, name: `${homeName} by ${bandName(b)}` })),
      ...(sport.hasDraw ? [{ code: 'X', name: 'Draw' }] : []),
      ...bands.map((b) => ({ code: `A:${b.from}-${b.to ?? ''}`, name: `${awayName} by ${bandName(b)}` })),
    ];
    defs.push({ typeId: MARKET_TYPE.winningMargin, kind: 2, groupId: 10, name: `Winning margin${ot}`, period: 0, param: null, isCombinable: false, isBannedExpress: true, outcomes: marginOutcomes });
    if (sport.hasDraw && sport.periods === 2) {
      const htft: { code: string; name: string }[] = [];
      for (const ht of three) for (const ft of three) htft.push({ code: `${ht.code}/${ft.code}`, name: `${ht.name} / ${ft.name}` });
      defs.push({ typeId: MARKET_TYPE.halfTimeFullTime, kind: 2, groupId: 9, name: 'Half-time/full-time', period: 0, param: null, isCombinable: false, isBannedExpress: true, outcomes: htft });
    }
    // Periods (halves, quarters, periods): result, a few totals, and handicaps where points come in numbers.
    const perExpected = expected / sport.periods;
    const perCenter = half(perExpected - 0.5);
    const perStep = Math.max(1, Math.round(Math.sqrt(perExpected) / 2));
    for (let period = 1; period <= Math.min(sport.periods, PERIOD_MARKETS); period += 1) {
      const name = periodName(sport, period);
      const result: MarketDef = { typeId: MARKET_TYPE.periodResult, kind: 3, groupId: 5, name: `${name}: result`, period, param: null, isCombinable: false, isBannedExpress: false, outcomes: three };
      defs.push(period === 1 ? core(result) : result);
      for (const param of ladder(perCenter, perStep, -1, 1)) defs.push(totalDef(param, `${name}: total`, period, 5));
      if (!low) {
        const perHcp = -half(diff / sport.periods - 0.5);
        for (const k of [-1, 1]) defs.push(handicapDef(Math.round((perHcp + (k * perStep) / 2) * 1000), `${name}: handicap`, homeName, awayName, period, 5));
      }
    }
  } else {
    defs.push(core({ typeId: MARKET_TYPE.winner, kind: 1, groupId: 1, name: 'Winner', period: 0, param: null, isCombinable: false, isBannedExpress: false, outcomes: two }));
    const bestOf = sport.periods;
    if (bestOf >= 3) {
      const w = mapsToWin(bestOf);
      const p = eloWinProbability(state.homeRating, state.awayRating);
      const unit = periodName(sport, 0).split(' ')[0]!.toLowerCase();
      for (const line of bestOf >= 5 ? [1500, 2500] : [1500]) {
        const hParam = p >= 0.5 ? -line : line;
        const def = handicapDef(hParam, `Handicap (${unit}s)`, homeName, awayName, 0, 3);
        defs.push(line === 1500 ? core(def) : def);
      }
      const totalParam = (w + (bestOf > 3 ? 1 : 0) + 0.5) * 1000;
      defs.push(core(totalDef(totalParam, `Total ${unit}s`, 0, 2)));
      const scores: { code: string; name: string }[] = [];
      for (let a = 0; a < w; a += 1) scores.push({ code: `${w}:${a}`, name: `${w}:${a}` });
      for (let h = w - 1; h >= 0; h -= 1) scores.push({ code: `${h}:${w}`, name: `${h}:${w}` });
      defs.push(core({ typeId: MARKET_TYPE.exactScore, kind: 2, groupId: 6, name: 'Exact score', period: 0, param: null, isCombinable: false, isBannedExpress: true, outcomes: scores }));
      const target = racePoints(sport);
      const points = target >= 2 ? pointsName(sport) : null;
      if (points) {
        // The points of the whole match (tennis games, CS2 rounds): ladders around the prematch expectation.
        const match = eloPoints({ ...state, period: 0, home: 0, away: 0, periodScores: [] });
        const t = mean(match.total);
        const d = mean(match.diff);
        const tStep = Math.max(1, Math.round(t.sd / 3));
        for (const param of ladder(half(t.mean - 0.5), tStep, -3, 3)) defs.push(totalDef(param, `Total ${points}`, 0, 11, MARKET_TYPE.pointsTotal));
        const dStep = Math.max(1, Math.round(d.sd / 3));
        for (let k = -2; k <= 2; k += 1) defs.push(handicapDef(Math.round((-half(d.mean - 0.5) + k * dStep) * 1000), `Handicap (${points})`, homeName, awayName, 0, 11, MARKET_TYPE.pointsHandicap));
      }
      const map = points ? mapPoints({ ...state, period: 0, periodScores: [] }, 1) : null;
      for (let period = 1; period <= Math.min(bestOf, 5); period += 1) {
        const name = periodName(sport, period);
        const winner: MarketDef = { typeId: MARKET_TYPE.periodResult, kind: 3, groupId: 5, name: `${name}: winner`, period, param: null, isCombinable: true, isBannedExpress: false, outcomes: two };
        defs.push(period <= 3 ? core(winner) : winner);
        if (map && points && period <= 3) {
          const t = mean(map.total);
          const d = mean(map.diff);
          const step = Math.max(1, Math.round(t.sd / 2));
          for (const param of ladder(half(t.mean - 0.5), step, -1, 1)) defs.push(totalDef(param, `${name}: total ${points}`, period, 5));
          const hc = -half(d.mean - 0.5);
          for (const k of [-1, 1]) defs.push(handicapDef(Math.round((hc + k * Math.max(1, Math.round(d.sd / 3))) * 1000), `${name}: handicap (${points})`, homeName, awayName, period, 5));
        }
      }
    }
  }
  return defs;
}

/** Time left of the game (0…1) and of the current period for a poisson sport. */
function timeLeft(state: ModelState): { game: number; period: number } {
  const total = state.sport.periods * state.sport.periodSeconds;
  const played = Math.min(state.gameSeconds, total);
  const periodEnd = Math.max(1, state.period) * state.sport.periodSeconds;
  return { game: (total - played) / total, period: Math.max(0, Math.min(1, (periodEnd - played) / state.sport.periodSeconds)) };
}

/** P(half-time result / full-time result) of a two-half sport with a draw, keyed `1/X`. */
function halfTimeFullTime(state: ModelState, rates: { home: number; away: number }): Map<string, number> {
  const out = new Map<string, number>();
  const add = (key: string, p: number) => out.set(key, (out.get(key) ?? 0) + p);
  if (state.period <= 1) {
    const left = state.period === 0 ? 1 : timeLeft(state).period;
    const scored = state.periodScores[0] ?? [0, 0];
    const first = finals((rates.home / 2) * left, (rates.away / 2) * left, scored[0], scored[1]);
    const second = finals(rates.home / 2, rates.away / 2, 0, 0);
    for (const [d1, p1] of first.diff) for (const [d2, p2] of second.diff) add(`${SIDE(d1)}/${SIDE(d1 + d2)}`, p1 * p2);
    return out;
  }
  const [h1, a1] = state.periodScores[0] ?? [0, 0];
  const f = finals(rates.home * timeLeft(state).game, rates.away * timeLeft(state).game, state.home, state.away);
  for (const [d, p] of f.diff) add(`${SIDE(h1 - a1)}/${SIDE(d)}`, p);
  return out;
}

/**
 * Fair probabilities of each outcome of `market` (in its outcomes' order) in `state`, or null when the market
 * cannot be priced any more (its period is over or has not started in a way the model follows). For lines that can
 * come back whole or in halves (whole and quarter lines) these are the stake-weighted probabilities of
 * `asianProbabilities`: 1 / p is still the coefficient that returns the stake on average.
 */
export function fairProbabilities(state: ModelState, market: MarketDef): number[] | null {
  const sport = state.sport;
  if (sport.model === 'poisson') {
    const rates = poissonRates(sport, state.homeRating, state.awayRating);
    if (market.period > 0) {
      if (state.period > market.period) return null;
      const left = state.period < market.period ? 1 : timeLeft(state).period;
      const per = sport.periods;
      const scored = state.periodScores[market.period - 1] ?? [0, 0];
      const f = finals((rates.home / per) * left, (rates.away / per) * left, scored[0], scored[1]);
      switch (market.typeId) {
        case MARKET_TYPE.periodResult:
          return [sumWhere(f.diff, (d) => d > 0), sumWhere(f.diff, (d) => d === 0), sumWhere(f.diff, (d) => d < 0)];
        case MARKET_TYPE.total:
          return asianProbabilities(f.total, market.param ?? 0, overMargin);
        case MARKET_TYPE.handicap:
          return asianProbabilities(f.diff, market.param ?? 0, handicapMargin);
        default:
          return null;
      }
    }
    const left = state.period === 0 ? 1 : timeLeft(state).game;
    const regulation = finals(rates.home * left, rates.away * left, state.home, state.away);
    // Whole-game markets settle on the final score: with overtime's goal in a sport without a draw (as settleMarket reads it),
    // so they are priced on it too.
    const f = sport.hasDraw ? regulation : withOvertime(regulation, overtimeHomeShare(sport, state.homeRating, state.awayRating));
    const win = sumWhere(f.diff, (d) => d > 0);
    const draw = sumWhere(f.diff, (d) => d === 0);
    const lose = sumWhere(f.diff, (d) => d < 0);
    switch (market.typeId) {
      case MARKET_TYPE.result:
        return [win, draw, lose];
      case MARKET_TYPE.doubleChance:
        return [win + draw, win + lose, draw + lose];
      case MARKET_TYPE.winner:
        return [win, lose];
      case MARKET_TYPE.drawNoBet:
        return win + lose > 1e-12 ? [win / (win + lose), lose / (win + lose)] : null;
      case MARKET_TYPE.total:
        return asianProbabilities(f.total, market.param ?? 0, overMargin);
      case MARKET_TYPE.handicap:
        return asianProbabilities(f.diff, market.param ?? 0, handicapMargin);
      case MARKET_TYPE.homeTotal:
        return asianProbabilities(f.homeGoals, market.param ?? 0, overMargin);
      case MARKET_TYPE.awayTotal:
        return asianProbabilities(f.awayGoals, market.param ?? 0, overMargin);
      case MARKET_TYPE.bothScore: {
        const yes = (1 - f.pHomeZero) * (1 - f.pAwayZero);
        return [yes, 1 - yes];
      }
      case MARKET_TYPE.oddEven: {
        const odd = sumWhere(f.total, (t) => t % 2 !== 0);
        return [odd, 1 - odd];
      }
      case MARKET_TYPE.winningMargin:
        return market.outcomes.map((o) => {
          const m = parseMargin(o.code);
          return sumWhere(f.diff, (d) => (m.side === 0 ? d === 0 : d * m.side >= m.from && d * m.side <= m.to));
        });
      case MARKET_TYPE.exactScore: {
        if (!f.joint) return null;
        const listed = new Set(market.outcomes.map((o) => o.code));
        const other = { '1': 0, X: 0, '2': 0 } as Record<string, number>;
        for (const [k, p] of f.joint) {
          const h = Math.floor(k / JOINT);
          const a = k - h * JOINT;
          if (!listed.has(`${h}:${a}`)) other[SIDE(h - a)]! += p;
        }
        return market.outcomes.map((o) => (o.code.startsWith('OTH') ? other[o.code.slice(3)]! : (f.joint!.get(Number(o.code.split(':')[0]) * JOINT + Number(o.code.split(':')[1])) ?? 0)));
      }
      case MARKET_TYPE.halfTimeFullTime: {
        const joint = halfTimeFullTime(state, rates);
        return market.outcomes.map((o) => joint.get(o.code) ?? 0);
      }
      default:
        return null;
    }
  }
  // elo
  if (market.period > 0) {
    const playedMaps = state.home + state.away;
    if (market.period <= playedMaps) return null;
    const w = mapsToWin(sport.periods);
    if (state.home >= w || state.away >= w) return null;
    switch (market.typeId) {
      case MARKET_TYPE.periodResult: {
        const p = eloWinProbability(state.homeRating, state.awayRating);
        const pm = market.period === state.period ? currentMapProbability(state, p) : p;
        return [pm, 1 - pm];
      }
      // Priced as if the map is played (it is void if it is not).
      case MARKET_TYPE.total:
        return asianProbabilities(mapPoints(state, market.period).total, market.param ?? 0, overMargin);
      case MARKET_TYPE.handicap:
        return asianProbabilities(mapPoints(state, market.period).diff, market.param ?? 0, handicapMargin);
      default:
        return null;
    }
  }
  if (market.typeId === MARKET_TYPE.pointsTotal) return asianProbabilities(eloPoints(state).total, market.param ?? 0, overMargin);
  if (market.typeId === MARKET_TYPE.pointsHandicap) return asianProbabilities(eloPoints(state).diff, market.param ?? 0, handicapMargin);
  const series = seriesScores(state);
  const entries = [...series.entries()].map(([key, p]) => {
    const [h, a] = key.split(':').map(Number) as [number, number];
    return { h, a, p };
  });
  const sum = (keep: (h: number, a: number) => boolean) => entries.reduce((acc, e) => acc + (keep(e.h, e.a) ? e.p : 0), 0);
  switch (market.typeId) {
    case MARKET_TYPE.winner: {
      const home = sum((h, a) => h > a);
      return [home, 1 - home];
    }
    case MARKET_TYPE.handicap: {
      const line = (market.param ?? 0) / 1000;
      const home = sum((h, a) => h - a + line > 0);
      return [home, 1 - home];
    }
    case MARKET_TYPE.total: {
      const line = (market.param ?? 0) / 1000;
      const over = sum((h, a) => h + a > line);
      return [over, 1 - over];
    }
    case MARKET_TYPE.exactScore:
      return market.outcomes.map((o) => series.get(o.code) ?? 0);
    default:
      return null;
  }
}

/** Round a coefficient (thousandths) DOWN to the bookmaker's ladder: 0.01 below 10, 0.1 below 100, 1 above. */
export function roundCoefDown(thousandths: number): number {
  const step = thousandths < 10_000 ? 10 : thousandths < 100_000 ? 100 : 1000;
  return Math.floor(thousandths / step + 1e-9) * step;
}

/**
 * Coefficients (thousandths) for fair probabilities with a margin, or null when the market must not be offered
 * (an outcome so likely that its coefficient would fall below 1.01, or probabilities that do not add up).
 * Outcomes of probability 0 get the maximum coefficient.
 */
export function priceMarket(probabilities: readonly number[], margin: number): number[] | null {
  const total = probabilities.reduce((a, b) => a + b, 0);
  if (!(total > 0.98 && total < 1.02)) return null;
  const coefs: number[] = [];
  for (const raw of probabilities) {
    const p = Math.max(0, raw / total) * (1 + margin);
    if (p * (MIN_COEF / 1000) > 1) return null;
    const fair = p > 0 ? 1000 / p : Number.POSITIVE_INFINITY;
    coefs.push(Math.max(MIN_COEF, Math.min(MAX_COEF, roundCoefDown(fair))));
  }
  return coefs;
}

/** Margin for a game: live games carry more. */
export function marginFor(live: boolean, model: OddsModel): number {
  return (live ? LIVE_MARGIN : PREMATCH_MARGIN) + (model === 'elo' ? 0.01 : 0);
}

/**
 * Results of a market once its period (or the game) is over: won/lost per outcome (half_won/half_lost on a quarter
 * line), void where the market can no longer be decided (a map that was never played, a whole line hit exactly).
 * `final` is the state at the end: a period market reads its period's score, a whole-game market the final score
 * (overtime's goal included; fairProbabilities prices the same).
 */
/**
 * Results certain before the end: scores only grow, so an over/under (the game's, a team's, a period's, an elo
 * match's points or a map's) is over once the score passes every part of its line, and "both teams to score" is yes
 * once both have scored. `null` while the market can still go either way.
 */
export function decidedEarly(state: ModelState, market: MarketDef): MarketResult[] | null {
  const { home: h, away: a } = state;
  const parts = lineParts(market.param ?? 0);
  const overPassed = (value: number): MarketResult[] | null => (parts.every((x) => value > x) ? ['won', 'lost'] : null);
  if (market.period > 0) {
    if (market.typeId !== MARKET_TYPE.total) return null;
    const scored = state.periodScores[market.period - 1];
    return scored ? overPassed(scored[0] + scored[1]) : null;
  }
  switch (market.typeId) {
    case MARKET_TYPE.total:
      return overPassed(h + a);
    case MARKET_TYPE.homeTotal:
      return overPassed(h);
    case MARKET_TYPE.awayTotal:
      return overPassed(a);
    case MARKET_TYPE.pointsTotal:
      return overPassed(state.periodScores.reduce((sum, [ph, pa]) => sum + ph + pa, 0));
    case MARKET_TYPE.bothScore:
      return h > 0 && a > 0 ? ['won', 'lost'] : null;
    default:
      return null;
  }
}

/** `2:1 (1:0, 1:1)`; empty before the start. */
export function formatScore(state: Pick<ModelState, 'period' | 'home' | 'away' | 'periodScores'>, started: boolean): string {
  if (!started) return '';
  const periods = state.periodScores.map(([h, a]) => `${h}:${a}`).join(', ');
  return periods ? `${state.home}:${state.away} (${periods})` : `${state.home}:${state.away}`;
}
