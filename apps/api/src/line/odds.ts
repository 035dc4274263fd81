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

export const PREMATCH_MARGIN = 0.05;
export const LIVE_MARGIN = 0.07;
export const MIN_COEF = 1010;
export const MAX_COEF = 500_000;
const HOME_ADVANTAGE_ELO = 50;

/** Points to win one map, set, frame or bout of an elo sport (the race inside a period). */
const RACE_POINTS: Record<string, number> = {
  tennis: 6, volleyball: 25, 'beach-volleyball': 21, 'table-tennis': 11, badminton: 21, darts: 3, snooker: 1, cricket: 1, mma: 1, boxing: 1,
  cs2: 13, 'dota-2': 10, lol: 10, valorant: 13, 'rainbow-six': 7, 'starcraft-2': 1, 'rocket-league': 4, 'mobile-legends': 10, 'mortal-kombat': 2,
};
export function racePoints(sport: Pick<SportDef, 'slug'>): number {
  return RACE_POINTS[sport.slug] ?? 5;
}

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

/** Scoring rates of a whole game for each side. */
export function poissonRates(sport: ModelState['sport'], homeRating: number, awayRating: number): { home: number; away: number } {
  const k = Math.min(1, 2.5 / Math.sqrt(sport.goals));
  const gap = (homeRating + HOME_ADVANTAGE_ELO - awayRating) / 400;
  const half = sport.goals / 2;
  return { home: half * Math.exp((k * gap) / 2), away: half * Math.exp((-k * gap) / 2) };
}

/**
 * Overtime of a sport without a draw (the simulator plays it, the odds price it, settlement counts it): a game level
 * after regulation time gets one decisive goal, the home side's with this probability.
 */
export function overtimeHomeShare(sport: ModelState['sport'], homeRating: number, awayRating: number): number {
  const rates = poissonRates(sport, homeRating, awayRating);
  return rates.home / (rates.home + rates.away);
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
}

/**
 * The regulation-time distribution carried through overtime: every level score becomes a one-goal win (home with
 * `homeShare`), its total one higher. Both-to-score is unchanged (a level 0:0 stays "no", a level n:n stays "yes").
 */
export function withOvertime(f: Finals, homeShare: number): Finals {
  const level = f.diff.get(0) ?? 0;
  const diff = new Map(f.diff);
  diff.delete(0);
  diff.set(1, (diff.get(1) ?? 0) + level * homeShare);
  diff.set(-1, (diff.get(-1) ?? 0) + level * (1 - homeShare));
  const total = new Map(f.total);
  for (const [t, p] of f.levelTotal) total.set(t, (total.get(t) ?? 0) - p);
  for (const [t, p] of f.levelTotal) total.set(t + 1, (total.get(t + 1) ?? 0) + p);
  return { diff, total, levelTotal: new Map(), pHomeZero: f.pHomeZero, pAwayZero: f.pAwayZero };
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
  const diff = new Map<number, number>();
  const total = new Map<number, number>();
  const levelTotal = new Map<number, number>();
  for (let i = 0; i < x.p.length; i += 1) {
    const px = x.p[i] ?? 0;
    if (px < 1e-13) continue;
    const h = home + x.from + i;
    for (let j = 0; j < y.p.length; j += 1) {
      const p = px * (y.p[j] ?? 0);
      if (p < 1e-15) continue;
      const a = away + y.from + j;
      diff.set(h - a, (diff.get(h - a) ?? 0) + p);
      total.set(h + a, (total.get(h + a) ?? 0) + p);
      if (h === a) levelTotal.set(h + a, (levelTotal.get(h + a) ?? 0) + p);
    }
  }
  const pHomeZero = home > 0 ? 0 : x.from === 0 ? (x.p[0] ?? 0) : 0;
  const pAwayZero = away > 0 ? 0 : y.from === 0 ? (y.p[0] ?? 0) : 0;
  return { diff, total, levelTotal, pHomeZero, pAwayZero };
}

function sumWhere(map: Map<number, number>, keep: (k: number) => boolean): number {
  let sum = 0;
  for (const [k, p] of map) if (keep(k)) sum += p;
  return sum;
}

// ---------------------------------------------------------------- elo

export function eloWinProbability(homeRating: number, awayRating: number): number {
  return 1 / (1 + 10 ** ((awayRating - homeRating) / 400));
}

const binomCache = new Map<string, number>();
function binom(n: number, k: number): number {
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

/** P(home wins the current map) from its points now. */
function currentMapProbability(state: ModelState, p: number): number {
  if (state.period === 0) return p;
  const target = racePoints(state.sport);
  const points = state.periodScores[state.period - 1] ?? [0, 0];
  return raceWin(pointProbability(p, target), target, points[0], points[1]);
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

// ---------------------------------------------------------------- markets

/** Market types (LineMarketSchema.typeId). */
export const MARKET_TYPE = { result: 1, winner: 2, total: 3, handicap: 4, bothScore: 5, doubleChance: 6, periodResult: 7, exactScore: 8 } as const;
export const MARKET_GROUPS: Record<number, string> = { 1: 'Main', 2: 'Totals', 3: 'Handicaps', 4: 'Goals', 5: 'Periods', 6: 'Exact score' };

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
}

function periodName(sport: ModelState['sport'], period: number): string {
  if (sport.model === 'elo') {
    const unit = sport.slug === 'tennis' || sport.slug.includes('volleyball') || sport.slug === 'badminton' || sport.slug === 'darts' ? 'Set' : sport.slug === 'snooker' ? 'Frame' : 'Map';
    return `${unit} ${period}`;
  }
  if (sport.periods === 2) return period === 1 ? '1st half' : '2nd half';
  if (sport.periods === 4) return `Quarter ${period}`;
  return `Period ${period}`;
}

const half = (x: number) => Math.floor(x) + 0.5;
const fmt = (thousandths: number) => String(thousandths / 1000);
const signed = (thousandths: number) => (thousandths > 0 ? `+${fmt(thousandths)}` : fmt(thousandths));

/** The markets a new game gets, with lines set from its prematch expectation (markets keep their ids for life). */
export function marketsForGame(state: ModelState, homeName: string, awayName: string): MarketDef[] {
  const sport = state.sport;
  // Where overtime can be played, the whole-game markets say they count it.
  const ot = sport.model === 'poisson' && !sport.hasDraw ? ' (incl. overtime)' : '';
  const defs: MarketDef[] = [];
  const two = [{ code: '1', name: homeName }, { code: '2', name: awayName }];
  if (sport.model === 'poisson') {
    const rates = poissonRates(sport, state.homeRating, state.awayRating);
    if (sport.hasDraw) {
      defs.push({ typeId: MARKET_TYPE.result, kind: 1, groupId: 1, name: 'Match result', period: 0, param: null, isCombinable: false, isBannedExpress: false, outcomes: [two[0]!, { code: 'X', name: 'Draw' }, two[1]!] });
      defs.push({ typeId: MARKET_TYPE.doubleChance, kind: 2, groupId: 1, name: 'Double chance', period: 0, param: null, isCombinable: false, isBannedExpress: false, outcomes: [{ code: '1X', name: `${homeName} or draw` }, { code: '12', name: `${homeName} or ${awayName}` }, { code: 'X2', name: `Draw or ${awayName}` }] });
    } else {
      defs.push({ typeId: MARKET_TYPE.winner, kind: 1, groupId: 1, name: 'Winner (incl. overtime)', period: 0, param: null, isCombinable: false, isBannedExpress: false, outcomes: two });
    }
    const expected = rates.home + rates.away;
    const step = Math.max(1, Math.round(Math.sqrt(expected) / 2));
    for (const offset of [-step, 0, step]) {
      const line = half(expected + offset - 0.5);
      if (line <= 0) continue;
      const param = Math.round(line * 1000);
      defs.push({ typeId: MARKET_TYPE.total, kind: 2, groupId: 2, name: `Total ${fmt(param)}${ot}`, period: 0, param, isCombinable: true, isBannedExpress: false, outcomes: [{ code: 'O', name: `Over ${fmt(param)}` }, { code: 'U', name: `Under ${fmt(param)}` }] });
    }
    const diff = rates.home - rates.away;
    const hcp = -half(diff - 0.5);
    const hParam = Math.round(hcp * 1000);
    defs.push({ typeId: MARKET_TYPE.handicap, kind: 2, groupId: 3, name: `Handicap ${signed(hParam)}${ot}`, period: 0, param: hParam, isCombinable: false, isBannedExpress: false, outcomes: [{ code: 'H1', name: `${homeName} (${signed(hParam)})` }, { code: 'H2', name: `${awayName} (${signed(-hParam)})` }] });
    if (sport.goals < 12) {
      defs.push({ typeId: MARKET_TYPE.bothScore, kind: 2, groupId: 4, name: 'Both teams to score', period: 0, param: null, isCombinable: true, isBannedExpress: false, outcomes: [{ code: 'Y', name: 'Yes' }, { code: 'N', name: 'No' }] });
    }
    const periodOutcomes = sport.hasDraw ? [two[0]!, { code: 'X', name: 'Draw' }, two[1]!] : [two[0]!, { code: 'X', name: 'Draw' }, two[1]!];
    defs.push({ typeId: MARKET_TYPE.periodResult, kind: 3, groupId: 5, name: `${periodName(sport, 1)}: result`, period: 1, param: null, isCombinable: false, isBannedExpress: false, outcomes: periodOutcomes });
  } else {
    defs.push({ typeId: MARKET_TYPE.winner, kind: 1, groupId: 1, name: 'Winner', period: 0, param: null, isCombinable: false, isBannedExpress: false, outcomes: two });
    const bestOf = sport.periods;
    if (bestOf >= 3) {
      const w = mapsToWin(bestOf);
      const p = eloWinProbability(state.homeRating, state.awayRating);
      const hParam = p >= 0.5 ? -1500 : 1500;
      defs.push({ typeId: MARKET_TYPE.handicap, kind: 2, groupId: 3, name: `Handicap ${signed(hParam)}`, period: 0, param: hParam, isCombinable: false, isBannedExpress: false, outcomes: [{ code: 'H1', name: `${homeName} (${signed(hParam)})` }, { code: 'H2', name: `${awayName} (${signed(-hParam)})` }] });
      const totalParam = (w + (bestOf > 3 ? 1 : 0) + 0.5) * 1000;
      defs.push({ typeId: MARKET_TYPE.total, kind: 2, groupId: 2, name: `Total ${periodName(sport, 0).split(' ')[0]!.toLowerCase()}s ${fmt(totalParam)}`, period: 0, param: totalParam, isCombinable: true, isBannedExpress: false, outcomes: [{ code: 'O', name: `Over ${fmt(totalParam)}` }, { code: 'U', name: `Under ${fmt(totalParam)}` }] });
      const scores: { code: string; name: string }[] = [];
      for (let a = 0; a < w; a += 1) scores.push({ code: `${w}:${a}`, name: `${w}:${a}` });
      for (let h = w - 1; h >= 0; h -= 1) scores.push({ code: `${h}:${w}`, name: `${h}:${w}` });
      defs.push({ typeId: MARKET_TYPE.exactScore, kind: 2, groupId: 6, name: 'Exact score', period: 0, param: null, isCombinable: false, isBannedExpress: true, outcomes: scores });
      for (let period = 1; period <= Math.min(bestOf, 3); period += 1) {
        defs.push({ typeId: MARKET_TYPE.periodResult, kind: 3, groupId: 5, name: `${periodName(sport, period)}: winner`, period, param: null, isCombinable: true, isBannedExpress: false, outcomes: two });
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

/**
 * Fair probabilities of each outcome of `market` (in its outcomes' order) in `state`, or null when the market
 * cannot be priced any more (its period is over or has not started in a way the model follows).
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
      return [sumWhere(f.diff, (d) => d > 0), sumWhere(f.diff, (d) => d === 0), sumWhere(f.diff, (d) => d < 0)];
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
      case MARKET_TYPE.total: {
        const line = (market.param ?? 0) / 1000;
        const over = sumWhere(f.total, (t) => t > line);
        return [over, 1 - over];
      }
      case MARKET_TYPE.handicap: {
        const line = (market.param ?? 0) / 1000;
        const home = sumWhere(f.diff, (d) => d + line > 0);
        return [home, 1 - home];
      }
      case MARKET_TYPE.bothScore: {
        const yes = (1 - f.pHomeZero) * (1 - f.pAwayZero);
        return [yes, 1 - yes];
      }
      default:
        return null;
    }
  }
  // elo
  if (market.period > 0) {
    const playedMaps = state.home + state.away;
    if (market.period <= playedMaps) return null;
    const p = eloWinProbability(state.homeRating, state.awayRating);
    const w = mapsToWin(sport.periods);
    if (state.home >= w || state.away >= w) return null;
    const pm = market.period === state.period ? currentMapProbability(state, p) : p;
    return [pm, 1 - pm];
  }
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
 * Results of a market once its period (or the game) is over: won/lost per outcome, void where the market can no
 * longer be decided (a map that was never played). `final` is the state at the end: a period market reads its
 * period's score, a whole-game market the final score (overtime's goal included; fairProbabilities prices the same).
 */
export function settleMarket(final: ModelState, market: MarketDef): ('won' | 'lost' | 'void')[] {
  const sport = final.sport;
  const mark = (won: readonly boolean[]): ('won' | 'lost')[] => won.map((w) => (w ? 'won' : 'lost'));
  if (market.period > 0) {
    const scored = final.periodScores[market.period - 1];
    if (!scored) return market.outcomes.map(() => 'void');
    const [h, a] = scored;
    if (market.outcomes.length === 3) return mark([h > a, h === a, h < a]);
    if (h === a) return market.outcomes.map(() => 'void');
    return mark([h > a, h < a]);
  }
  const { home: h, away: a } = final;
  switch (market.typeId) {
    case MARKET_TYPE.result:
      return mark([h > a, h === a, h < a]);
    case MARKET_TYPE.doubleChance:
      return mark([h >= a, h !== a, h <= a]);
    case MARKET_TYPE.winner:
      if (h === a) return market.outcomes.map(() => 'void');
      return mark([h > a, h < a]);
    case MARKET_TYPE.total: {
      const line = (market.param ?? 0) / 1000;
      if (h + a === line) return market.outcomes.map(() => 'void');
      return mark([h + a > line, h + a < line]);
    }
    case MARKET_TYPE.handicap: {
      const line = (market.param ?? 0) / 1000;
      if (h - a + line === 0) return market.outcomes.map(() => 'void');
      return mark([h - a + line > 0, h - a + line < 0]);
    }
    case MARKET_TYPE.bothScore:
      return mark([h > 0 && a > 0, !(h > 0 && a > 0)]);
    case MARKET_TYPE.exactScore:
      return mark(market.outcomes.map((o) => o.code === `${h}:${a}`));
    default:
      void sport;
      return market.outcomes.map(() => 'void');
  }
}

/**
 * Results certain before the end: scores only grow, so a whole-game total is over once the score passes its line,
 * and "both teams to score" is yes once both have scored. `null` while the market can still go either way.
 */
export function decidedEarly(state: ModelState, market: MarketDef): ('won' | 'lost')[] | null {
  if (market.period > 0) return null;
  const { home: h, away: a } = state;
  if (market.typeId === MARKET_TYPE.total && h + a > (market.param ?? 0) / 1000) return ['won', 'lost'];
  if (market.typeId === MARKET_TYPE.bothScore && h > 0 && a > 0) return ['won', 'lost'];
  return null;
}

/** `2:1 (1:0, 1:1)`; empty before the start. */
export function formatScore(state: Pick<ModelState, 'period' | 'home' | 'away' | 'periodScores'>, started: boolean): string {
  if (!started) return '';
  const periods = state.periodScores.map(([h, a]) => `${h}:${a}`).join(', ');
  return periods ? `${state.home}:${state.away} (${periods})` : `${state.home}:${state.away}`;
}
