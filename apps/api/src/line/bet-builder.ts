/**
 * Bet builder pricing (pure; no clock, no I/O): several markets of ONE game in one bet, priced on the joint
 * probability of the same model that prices each market (odds.ts) — never on the product of the legs' coefficients,
 * which would treat legs of one game as independent ("home win" and "over 2.5" are not).
 *
 * The joint probability is exact: every way the rest of the game can go (poisson: goals still to come in each period
 * a leg looks at, and in the rest of the game, then overtime's goal; elo: each map's race of points, map by map) is
 * walked with its probability, and each leg is judged by `settleMarket` — the very rule that settles it — on the
 * final state. So the price and the settlement can never disagree about what a leg means.
 *
 * A leg may come back void (a map never played, a whole line hit exactly, draw no bet on a draw). The builder is then
 * void as a whole (the stake returned) unless another leg lost — so, as for a whole line (odds.ts `asianProbabilities`),
 * it is priced on q = P(every leg won) / (1 − P(no leg lost, some leg void)): 1 / q returns the stake on average.
 * Legs that can come back in halves (quarter lines) are not offered in a builder.
 *
 * Contradictory legs (home win + away win, over 2.5 + under 1.5, correct score 1:0 + over 2.5) are exactly those the
 * model gives no chance of all winning together.
 */
import { MARKET_TYPE, MAX_COEF, MIN_COEF, eloWinProbability, lineParts, mapsToWin, overtimeHomeShare, pointProbability, poissonRates, raceFinals, racePoints, roundCoefDown, settleMarket } from './odds';
import type { MarketDef, MarketResult, ModelState } from './odds';
import { MAX_BET_BUILDER_LEGS } from '@betting/contracts';

export interface BuilderLeg {
  readonly market: MarketDef;
  /** The picked outcome's index in `market.outcomes`. */
  readonly outcomeIndex: number;
}

export type BuilderRefusal =
  /** Fewer than two legs, or two picks of one market. */
  | 'bet_builder_legs'
  /** A leg the builder does not take (quarter lines, markets the model does not price now). */
  | 'bet_builder_leg_unsupported'
  /** The legs cannot all win together. */
  | 'bet_builder_contradiction'
  /** The combination is too sure to be offered (its price would fall below 1.01), or too deep to price at once. */
  | 'bet_builder_unpriceable';

export interface BuilderChance {
  /** P(every leg won). */
  readonly won: number;
  /** P(no leg lost and some leg void): the stake is returned. */
  readonly refunded: number;
}

export type BuilderPrice = { readonly ok: true; readonly coef: number; readonly probability: number; readonly chance: BuilderChance } | { readonly ok: false; readonly error: BuilderRefusal };

/** At most this many final states walked (a deep basketball combination is refused, not slow). */
const MAX_STATES = 600_000;
const TINY = 1e-14;
/** Below this P(every leg won) the legs contradict each other (exactly 0 in the model, up to its tails). */
const CONTRADICTION = 1e-9;

/** Whether a market may be a builder leg: no half results (quarter lines). */
export function isBuilderMarket(market: MarketDef): boolean {
  return market.param === null || lineParts(market.param).length === 1;
}

/** The builder's coefficient (thousandths) for the legs in `state` with `margin`, or why it is refused. */
export function priceBuilder(state: ModelState, legs: readonly BuilderLeg[], margin: number): BuilderPrice {
  if (legs.length < 2 || legs.length > MAX_BET_BUILDER_LEGS) return { ok: false, error: 'bet_builder_legs' };
  if (!legs.every((leg) => isBuilderMarket(leg.market) && leg.market.outcomes[leg.outcomeIndex] !== undefined)) return { ok: false, error: 'bet_builder_leg_unsupported' };
  const chance = builderChance(state, legs);
  if (chance === null) return { ok: false, error: 'bet_builder_unpriceable' };
  if (chance.won < CONTRADICTION) return { ok: false, error: 'bet_builder_contradiction' };
  const probability = Math.min(1, chance.won / (1 - chance.refunded));
  const raised = probability * (1 + margin);
  if (raised * (MIN_COEF / 1000) > 1) return { ok: false, error: 'bet_builder_unpriceable' };
  return { ok: true, coef: Math.max(MIN_COEF, Math.min(MAX_COEF, roundCoefDown(1000 / raised))), probability, chance };
}

/** What the legs come to in one final state: all won, lost, or refunded (none lost, some void). */
export function builderResult(final: ModelState, legs: readonly BuilderLeg[]): 'won' | 'lost' | 'refunded' {
  let voided = false;
  for (const leg of legs) {
    const result: MarketResult | undefined = settleMarket(final, leg.market)[leg.outcomeIndex];
    if (result === 'void') voided = true;
    else if (result !== 'won') return 'lost';
  }
  return voided ? 'refunded' : 'won';
}

/** The exact chances of the legs, or null when there are too many final states to walk. */
export function builderChance(state: ModelState, legs: readonly BuilderLeg[]): BuilderChance | null {
  return state.sport.model === 'poisson' ? poissonChance(state, legs) : eloChance(state, legs);
}

// ---------------------------------------------------------------- poisson

/** P(k) for k = from…, with the tails below TINY cut (no renormalising: the cut mass is < 1e-12). */
function pmf(mean: number): { from: number; p: number[] } {
  if (mean <= 1e-9) return { from: 0, p: [1] };
  const out: number[] = [];
  let from = -1;
  let logFact = 0;
  const sd = Math.sqrt(mean);
  const to = Math.ceil(mean + 12 * sd + 6);
  for (let k = 0; k <= to; k += 1) {
    if (k > 0) logFact += Math.log(k);
    const p = Math.exp(k * Math.log(mean) - mean - logFact);
    if (p < TINY) {
      if (from < 0) continue;
      if (k > mean) break;
    }
    if (from < 0) from = k;
    out.push(p);
  }
  return { from: Math.max(0, from), p: out };
}

interface Goals {
  /** Score already in (a period under way or over), home and away. */
  readonly base: readonly [number, number];
  readonly home: { from: number; p: number[] };
  readonly away: { from: number; p: number[] };
}

function poissonChance(state: ModelState, legs: readonly BuilderLeg[]): BuilderChance | null {
  const sport = state.sport;
  const per = sport.periods;
  const rates = poissonRates(sport, state.homeRating, state.awayRating);
  const periodLeft = (k: number): number => {
    if (state.period === 0 || k > state.period) return 1;
    if (k < state.period) return 0;
    const played = Math.min(state.gameSeconds, per * sport.periodSeconds);
    return Math.max(0, Math.min(1, (k * sport.periodSeconds - played) / sport.periodSeconds));
  };
  const scored = (k: number): readonly [number, number] => (state.period === 0 ? [0, 0] : (state.periodScores[k - 1] ?? [0, 0]));
  // The periods a leg reads on its own; every other period is summed into "the rest" (a sum of Poissons is Poisson).
  const own = new Set<number>();
  for (const { market } of legs) {
    if (market.period > 0) own.add(market.period);
    if (market.typeId === MARKET_TYPE.halfTimeFullTime) own.add(1);
  }
  const periods = [...own].sort((a, b) => a - b);
  const variables: Goals[] = periods.map((k) => ({ base: scored(k), home: pmf((rates.home / per) * periodLeft(k)), away: pmf((rates.away / per) * periodLeft(k)) }));
  let restHome = 0;
  let restAway = 0;
  let restBase: [number, number] = [0, 0];
  for (let k = 1; k <= per; k += 1) {
    if (own.has(k)) continue;
    restHome += (rates.home / per) * periodLeft(k);
    restAway += (rates.away / per) * periodLeft(k);
    const [h, a] = scored(k);
    restBase = [restBase[0] + h, restBase[1] + a];
  }
  variables.push({ base: restBase, home: pmf(restHome), away: pmf(restAway) });

  const share = sport.hasDraw ? null : overtimeHomeShare(sport, state.homeRating, state.awayRating);
  const periodScores: [number, number][] = Array.from({ length: per }, () => [0, 0]);
  const finalState = (home: number, away: number): ModelState => ({ ...state, period: per, gameSeconds: per * sport.periodSeconds, home, away, periodScores });
  let won = 0;
  let refunded = 0;
  let walked = 0;
  const judge = (home: number, away: number, p: number) => {
    const result = builderResult(finalState(home, away), legs);
    if (result === 'won') won += p;
    else if (result === 'refunded') refunded += p;
  };
  const walk = (index: number, home: number, away: number, p: number): boolean => {
    const v = variables[index]!;
    for (let i = 0; i < v.home.p.length; i += 1) {
      const ph = p * v.home.p[i]!;
      if (ph < TINY) continue;
      const h = v.base[0] + v.home.from + i;
      for (let j = 0; j < v.away.p.length; j += 1) {
        const pa = ph * v.away.p[j]!;
        if (pa < TINY) continue;
        const a = v.base[1] + v.away.from + j;
        walked += 1;
        if (walked > MAX_STATES) return false;
        if (index < periods.length) {
          periodScores[periods[index]! - 1] = [h, a];
          if (!walk(index + 1, home + h, away + a, pa)) return false;
          continue;
        }
        const fh = home + h;
        const fa = away + a;
        if (share !== null && fh === fa) {
          // Overtime: one decisive goal (the period scores keep regulation time, as the simulator records them).
          judge(fh + 1, fa, pa * share);
          judge(fh, fa + 1, pa * (1 - share));
        } else judge(fh, fa, pa);
      }
    }
    return true;
  };
  // States whose chance is below TINY are not walked (their mass is negligible); past the budget the legs are refused.
  return walk(0, 0, 0, 1) ? { won, refunded } : null;
}

// ---------------------------------------------------------------- elo

interface EloNode {
  readonly h: number;
  readonly a: number;
  /** Points of the maps no leg reads on its own, summed (only when a leg reads the match's points). */
  readonly rest: readonly [number, number];
  /** Each played map's points: exact for maps a leg reads, [0, 0] for the others. */
  readonly maps: readonly (readonly [number, number])[];
  readonly p: number;
}

function eloChance(state: ModelState, legs: readonly BuilderLeg[]): BuilderChance | null {
  const sport = state.sport;
  const target = racePoints(sport);
  const w = mapsToWin(sport.periods);
  const q = pointProbability(eloWinProbability(state.homeRating, state.awayRating), target);
  const own = new Set(legs.filter((leg) => leg.market.period > 0).map((leg) => leg.market.period));
  const points = legs.some((leg) => leg.market.typeId === MARKET_TYPE.pointsTotal || leg.market.typeId === MARKET_TYPE.pointsHandicap);
  const completed = state.home + state.away;
  // The maps already played, as they stand.
  let rest: [number, number] = [0, 0];
  const maps: (readonly [number, number])[] = [];
  for (let i = 0; i < completed; i += 1) {
    const score = state.periodScores[i] ?? [0, 0];
    if (own.has(i + 1)) maps.push(score);
    else {
      maps.push([0, 0]);
      if (points) rest = [rest[0] + score[0], rest[1] + score[1]];
    }
  }
  const current = state.period > completed ? (state.periodScores[state.period - 1] ?? [0, 0]) : ([0, 0] as const);
  const keyOf = (node: Omit<EloNode, 'p'>) => `${node.h}:${node.a}|${node.rest[0]}:${node.rest[1]}|${node.maps.map(([h, a]) => `${h}:${a}`).join(',')}`;
  let frontier = new Map<string, EloNode>([[keyOf({ h: state.home, a: state.away, rest, maps }), { h: state.home, a: state.away, rest, maps, p: 1 }]]);
  const done: EloNode[] = [];
  let first = true;
  let walked = 0;
  // Each map's race: every final score, or — for a map no leg reads, when no leg reads the match's points — its winner.
  const racesOf = (a: number, b: number) => {
    const all = raceFinals(q, target, a, b);
    const home = all.reduce((sum, race) => sum + (race.h > race.a ? race.p : 0), 0);
    return { points: all, winner: [{ h: 1, a: 0, p: home }, { h: 0, a: 1, p: 1 - home }] };
  };
  const opening = racesOf(current[0], current[1]);
  const fresh = racesOf(0, 0);
  while (frontier.size > 0) {
    const next = new Map<string, EloNode>();
    for (const node of frontier.values()) {
      if (node.h >= w || node.a >= w) {
        done.push(node);
        continue;
      }
      const index = node.h + node.a + 1;
      const races = first ? opening : fresh;
      const read = own.has(index) || points ? races.points : races.winner;
      for (const race of read) {
        const p = node.p * race.p;
        if (p < TINY) continue;
        walked += 1;
        const mine = own.has(index);
        const child = {
          h: node.h + (race.h > race.a ? 1 : 0),
          a: node.a + (race.h > race.a ? 0 : 1),
          rest: mine || !points ? node.rest : ([node.rest[0] + race.h, node.rest[1] + race.a] as const),
          maps: [...node.maps, mine ? ([race.h, race.a] as const) : ([0, 0] as const)],
        };
        const key = keyOf(child);
        const seen = next.get(key);
        next.set(key, { ...child, p: (seen?.p ?? 0) + p });
      }
    }
    if (walked > MAX_STATES) return null;
    frontier = next;
    first = false;
  }
  let won = 0;
  let refunded = 0;
  for (const node of done) {
    // The points of the maps no leg reads go on the first such map: only their sum is read (the match's points).
    const scores = node.maps.map(([h, a]) => [h, a] as [number, number]);
    const spare = scores.findIndex((_, i) => !own.has(i + 1));
    if (spare >= 0) scores[spare] = [node.rest[0], node.rest[1]];
    const final: ModelState = { ...state, period: scores.length, home: node.h, away: node.a, periodScores: scores };
    const result = builderResult(final, legs);
    if (result === 'won') won += node.p;
    else if (result === 'refunded') refunded += node.p;
  }
  return { won, refunded };
}
