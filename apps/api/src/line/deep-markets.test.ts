/**
 * The deep line: how many outcomes a game offers, that every market is priced with the bookmaker's margin,
 * and that every market is settled by the rule it is priced on — checked against an independent enumeration of what
 * can still happen (goals to come as Poisson counts per period; points of an elo match one by one), including the
 * half results of Asian whole and quarter lines.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPORTS, SPORT_BY_ID, type SportDef } from './catalog';
import { SimDraws } from './draws';
import {
  MARKET_TYPE,
  MAX_COEF,
  eloWinProbability,
  fairProbabilities,
  lineParts,
  mapsToWin,
  marginFor,
  marketsForGame,
  overtimeHomeShare,
  pointProbability,
  poissonRates,
  priceMarket,
  racePoints,
  settleMarket,
  type MarketDef,
  type MarketResult,
  type ModelState,
} from './odds';
import { advance, modelStateOf, startGame, type SimGame } from './simulation';

const SECRET = 'deep-markets-test-secret-0123456789abcdef';
const byslug = (slug: string) => SPORTS.find((s) => s.slug === slug)!;
const prematch = (sport: SportDef, homeRating: number, awayRating: number): ModelState => ({ sport, homeRating, awayRating, gameSeconds: 0, period: 0, home: 0, away: 0, periodScores: [] });

/** What one unit staked at coefficient c returns. */
function returnOf(result: MarketResult, c: number): number {
  return result === 'won' ? c : result === 'half_won' ? (c + 1) / 2 : result === 'void' ? 1 : result === 'half_lost' ? 0.5 : 0;
}

/** Outcomes of the markets that are open (priced) before the start. */
function openOutcomes(state: ModelState): number {
  return marketsForGame(state, 'Home', 'Away').reduce((n, market) => {
    const fair = fairProbabilities(state, market);
    return n + (fair && priceMarket(fair, marginFor(false, state.sport.model)) ? market.outcomes.length : 0);
  }, 0);
}

describe('how deep the line is', () => {
  const TARGETS: readonly [string, number][] = [['football', 100], ['ice-hockey', 60], ['basketball', 60], ['tennis', 40], ['cs2', 30], ['dota-2', 30]];
  it('prematch outcomes open per game: football 100, ice hockey 60, basketball 60, tennis 40, esports 30', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TARGETS), fc.integer({ min: 1240, max: 1760 }), fc.integer({ min: 1240, max: 1760 }), ([slug, target], h, a) => {
        expect(openOutcomes(prematch(byslug(slug), h, a)), slug).toBeGreaterThanOrEqual(target);
      }),
      { numRuns: 120 },
    );
  });

  it('every market type is offered somewhere', () => {
    const offered = new Set(SPORTS.flatMap((sport) => marketsForGame(prematch(sport, 1500, 1500), 'H', 'A').map((m) => m.typeId)));
    for (const typeId of Object.values(MARKET_TYPE)) expect(offered, String(typeId)).toContain(typeId);
  });

  it('quarter lines among the Asian handicaps and totals of a football game', () => {
    const markets = marketsForGame(prematch(byslug('football'), 1500, 1500), 'H', 'A');
    const asian = markets.filter((m) => (m.typeId === MARKET_TYPE.handicap || m.typeId === MARKET_TYPE.total) && lineParts(m.param ?? 0).length === 2);
    expect(asian.filter((m) => m.typeId === MARKET_TYPE.handicap).length).toBeGreaterThanOrEqual(6);
    expect(asian.filter((m) => m.typeId === MARKET_TYPE.total).length).toBeGreaterThanOrEqual(4);
  });
});

describe('every market priced with the margin', () => {
  /** Implied probabilities of an open market: 1 + margin, plus what rounding down to the ladder (≤ 1 %) and the cap add. */
  function checkMargin(state: ModelState, market: MarketDef, live: boolean): void {
    const fair = fairProbabilities(state, market);
    if (!fair) return;
    const margin = marginFor(live, state.sport.model);
    const coefs = priceMarket(fair, margin);
    if (!coefs) return;
    const implied = coefs.reduce((sum, c) => sum + 1000 / c, 0);
    const capped = coefs.filter((c) => c === MAX_COEF).length;
    expect(implied, market.name).toBeGreaterThanOrEqual(1 + margin - 1e-9);
    expect(implied, market.name).toBeLessThanOrEqual((1 + margin) / 0.99 + capped * (1000 / MAX_COEF) + 1e-9);
  }

  it('prematch and through a simulated game, in every sport', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SPORTS), fc.integer({ min: 1240, max: 1760 }), fc.integer({ min: 1240, max: 1760 }), fc.string({ minLength: 1, maxLength: 8 }), (sport, h, a, key) => {
        const game: SimGame = { draws: SimDraws.of(SECRET, key), sport, homeRating: h, awayRating: a, status: 'prematch', gameSeconds: 0, period: 0, home: 0, away: 0, periodScores: [] };
        const markets = marketsForGame(modelStateOf(game), 'H', 'A');
        for (const market of markets) checkMargin(modelStateOf(game), market, false);
        startGame(game);
        const step = Math.max(60, Math.floor((sport.periods * sport.periodSeconds) / 7));
        for (let guard = 0; game.status === 'live' && guard < 40; guard += 1) {
          advance(game, step);
          if (game.status === 'live') for (const market of markets) checkMargin(modelStateOf(game), market, true);
        }
      }),
      { numRuns: 40 },
    );
  });
});

// ---------------------------------------------------------------- independent enumeration of the future

function pmf(mean: number, eps = 1e-13): number[] {
  const out: number[] = [];
  let p = Math.exp(-mean);
  let cum = 0;
  for (let k = 0; k < 400; k += 1) {
    if (k > 0) p = (p * mean) / k;
    out.push(p);
    cum += p;
    if (1 - cum < eps && k > mean) break;
  }
  return out;
}

/** Every way the rest of a poisson game can go from `state` (goals to come per period as Poisson counts; overtime's decider). */
function poissonFutures(state: ModelState): { p: number; final: ModelState }[] {
  const sport = state.sport;
  const rates = poissonRates(sport, state.homeRating, state.awayRating);
  const per = sport.periods;
  const length = sport.periodSeconds;
  let futures: { p: number; scores: [number, number][] }[] = [{ p: 1, scores: state.periodScores.map(([h, a]) => [h, a]) }];
  for (let period = Math.max(1, state.period); period <= per; period += 1) {
    const left = period === state.period ? Math.max(0, period * length - state.gameSeconds) / length : 1;
    const home = pmf((rates.home / per) * left);
    const away = pmf((rates.away / per) * left);
    const next: typeof futures = [];
    for (const f of futures) {
      home.forEach((ph, i) =>
        away.forEach((pa, j) => {
          const p = f.p * ph * pa;
          if (p < 1e-16) return;
          const scores = f.scores.map(([h, a]) => [h, a] as [number, number]);
          const [h0, a0] = scores[period - 1] ?? [0, 0];
          scores[period - 1] = [h0 + i, a0 + j];
          next.push({ p, scores });
        }),
      );
    }
    futures = next;
  }
  const share = overtimeHomeShare(sport, state.homeRating, state.awayRating);
  return futures.flatMap(({ p, scores }) => {
    const home = scores.reduce((s, [h]) => s + h, 0);
    const away = scores.reduce((s, [, a]) => s + a, 0);
    const final: ModelState = { ...state, period: per, gameSeconds: per * length, home, away, periodScores: scores };
    if (home !== away || sport.hasDraw) return [{ p, final }];
    return [
      { p: p * share, final: { ...final, home: home + 1 } },
      { p: p * (1 - share), final: { ...final, away: away + 1 } },
    ];
  });
}

/** Every way the rest of an elo match can go from `state`, point by point (each point home's with the model's q). */
function eloFutures(state: ModelState): { p: number; final: ModelState }[] {
  const sport = state.sport;
  const target = racePoints(sport);
  const w = mapsToWin(sport.periods);
  const q = pointProbability(eloWinProbability(state.homeRating, state.awayRating), target);
  const out: { p: number; final: ModelState }[] = [];
  const walk = (home: number, away: number, scores: [number, number][], p: number) => {
    if (p < 1e-15) return;
    if (home >= w || away >= w) {
      out.push({ p, final: { ...state, home, away, period: scores.length, periodScores: scores } });
      return;
    }
    // The map under way (or a new one), played point by point to its end, its end states merged.
    const current = scores.length > home + away ? scores[scores.length - 1]! : ([0, 0] as [number, number]);
    const before = scores.length > home + away ? scores.slice(0, -1) : scores;
    let layer = new Map<string, number>([[`${current[0]}:${current[1]}`, 1]]);
    const ends = new Map<string, number>();
    while (layer.size > 0) {
      const next = new Map<string, number>();
      for (const [key, pk] of layer) {
        const [a, b] = key.split(':').map(Number) as [number, number];
        if (a >= target || b >= target) {
          ends.set(key, (ends.get(key) ?? 0) + pk);
          continue;
        }
        next.set(`${a + 1}:${b}`, (next.get(`${a + 1}:${b}`) ?? 0) + pk * q);
        next.set(`${a}:${b + 1}`, (next.get(`${a}:${b + 1}`) ?? 0) + pk * (1 - q));
      }
      layer = next;
    }
    for (const [key, pk] of ends) {
      const [a, b] = key.split(':').map(Number) as [number, number];
      walk(home + (a > b ? 1 : 0), away + (a > b ? 0 : 1), [...before, [a, b]], p * pk);
    }
  };
  walk(state.home, state.away, state.periodScores.map(([h, a]) => [h, a]), 1);
  return out;
}

/** At the fair coefficient 1/q every outcome returns the stake on average over the futures (settled by settleMarket). */
function checkPricedAsSettled(state: ModelState, futures: readonly { p: number; final: ModelState }[], market: MarketDef): void {
  const fair = fairProbabilities(state, market);
  if (!fair) return;
  const settled = futures.map(({ p, final }) => ({ p, results: settleMarket(final, market) }));
  // Futures where the market is not played (a map never reached) give every stake back: price on the others.
  const played = settled.filter(({ results }) => !results.every((r) => r === 'void') || results.length === 0);
  const mass = played.reduce((s, { p }) => s + p, 0);
  if (mass < 1e-9) return;
  fair.forEach((q, i) => {
    const label = `${state.sport.slug} ${market.name} ${market.outcomes[i]!.code}`;
    if (q < 1e-6) {
      // Far in the tails both enumerations are cut off: only say the outcome is as unlikely as priced.
      expect(played.reduce((s, { p, results }) => s + (results[i] === 'won' || results[i] === 'half_won' ? p : 0), 0) / mass, label).toBeLessThan(1e-5);
      return;
    }
    const expected = played.reduce((s, { p, results }) => s + p * returnOf(results[i]!, 1 / q), 0) / mass;
    expect(expected, label).toBeCloseTo(1, 5);
  });
}

describe('every market settled by the rule it is priced on (independent enumeration of the future)', () => {
  const POISSON = SPORTS.filter((s) => s.model === 'poisson');

  it('poisson sports late in the last period: whole-game and last-period markets, overtime included', () => {
    fc.assert(
      fc.property(fc.constantFrom(...POISSON), fc.integer({ min: 1300, max: 1700 }), fc.integer({ min: 1300, max: 1700 }), fc.string({ minLength: 1, maxLength: 8 }), fc.double({ min: 0.9, max: 0.995, noNaN: true }), (sport, h, a, key, at) => {
        const game: SimGame = { draws: SimDraws.of(SECRET, key), sport, homeRating: h, awayRating: a, status: 'prematch', gameSeconds: 0, period: 0, home: 0, away: 0, periodScores: [] };
        const markets = marketsForGame(modelStateOf(game), 'H', 'A');
        startGame(game);
        advance(game, Math.floor(sport.periods * sport.periodSeconds * at));
        if (game.status !== 'live') return;
        const state = modelStateOf(game);
        const futures = poissonFutures(state);
        for (const market of markets) if (market.period === 0 || market.period === state.period) checkPricedAsSettled(state, futures, market);
      }),
      { numRuns: 60 },
    );
  });

  it('football in the first half: half-time/full-time, both halves, Asian lines, correct score', () => {
    const football = SPORT_BY_ID.get(1)!;
    fc.assert(
      fc.property(fc.integer({ min: 1300, max: 1700 }), fc.integer({ min: 1300, max: 1700 }), fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 2699 }), (h, a, gh, ga, seconds) => {
        const state: ModelState = { sport: football, homeRating: h, awayRating: a, gameSeconds: seconds, period: 1, home: gh, away: ga, periodScores: [[gh, ga]] };
        const futures = poissonFutures(state);
        for (const market of marketsForGame(prematch(football, h, a), 'H', 'A')) checkPricedAsSettled(state, futures, market);
      }),
      { numRuns: 12 },
    );
  });

  it('elo matches near their end: map winners, map points lines, match points lines, maps, exact score', () => {
    const ELO = ['tennis', 'cs2', 'dota-2', 'darts', 'mortal-kombat', 'volleyball'].map(byslug);
    fc.assert(
      fc.property(fc.constantFrom(...ELO), fc.integer({ min: 1300, max: 1700 }), fc.integer({ min: 1300, max: 1700 }), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 }), fc.boolean(), (sport, h, a, lh, la, decider) => {
        const target = racePoints(sport);
        const w = mapsToWin(sport.periods);
        // The deciding map (or the one before it), a few points from its end.
        const maps: [number, number][] = [];
        let home = 0;
        let away = 0;
        const lead = decider ? 0 : 1;
        while (home < w - 1) {
          maps.push([target, Math.max(0, target - 3)]);
          home += 1;
        }
        while (away < w - 1 - lead) {
          maps.push([Math.max(0, target - 2), target]);
          away += 1;
        }
        const current: [number, number] = [Math.max(0, target - lh), Math.max(0, target - la)];
        const state: ModelState = { sport, homeRating: h, awayRating: a, gameSeconds: 600, period: maps.length + 1, home, away, periodScores: [...maps, current] };
        const futures = eloFutures(state);
        expect(futures.reduce((s, f) => s + f.p, 0)).toBeCloseTo(1, 9);
        for (const market of marketsForGame(prematch(sport, h, a), 'H', 'A')) checkPricedAsSettled(state, futures, market);
      }),
      { numRuns: 40 },
    );
  });
});

describe('Asian quarter lines', () => {
  const football = SPORT_BY_ID.get(1)!;
  const hcp = (param: number): MarketDef => ({ typeId: MARKET_TYPE.handicap, kind: 2, groupId: 7, name: 'AH', period: 0, param, isCombinable: false, isBannedExpress: false, outcomes: [{ code: 'H1', name: 'H' }, { code: 'H2', name: 'A' }] });
  const total = (param: number): MarketDef => ({ typeId: MARKET_TYPE.total, kind: 2, groupId: 7, name: 'AT', period: 0, param, isCombinable: true, isBannedExpress: false, outcomes: [{ code: 'O', name: 'O' }, { code: 'U', name: 'U' }] });
  const final = (home: number, away: number): ModelState => ({ sport: football, homeRating: 1500, awayRating: 1500, gameSeconds: 5400, period: 2, home, away, periodScores: [[0, 0], [home, away]] });

  it('settle half won and half lost where one half of the stake is void', () => {
    expect(settleMarket(final(1, 1), hcp(-250))).toEqual(['half_lost', 'half_won']);
    expect(settleMarket(final(2, 1), hcp(-750))).toEqual(['half_won', 'half_lost']);
    expect(settleMarket(final(2, 1), hcp(-1250))).toEqual(['half_lost', 'half_won']);
    expect(settleMarket(final(2, 1), hcp(-1000))).toEqual(['void', 'void']);
    expect(settleMarket(final(3, 1), hcp(-1750))).toEqual(['half_won', 'half_lost']);
    expect(settleMarket(final(1, 1), total(2250))).toEqual(['half_lost', 'half_won']);
    expect(settleMarket(final(2, 1), total(2750))).toEqual(['half_won', 'half_lost']);
    expect(settleMarket(final(2, 1), total(3000))).toEqual(['void', 'void']);
    expect(settleMarket(final(3, 1), total(3250))).toEqual(['won', 'lost']);
  });

  it('price a level line (0) between −0.25 and +0.25 for the home side', () => {
    const state = prematch(football, 1500, 1500);
    const at = (param: number) => fairProbabilities(state, hcp(param))![0]!;
    expect(at(-250)).toBeLessThan(at(0));
    expect(at(0)).toBeLessThan(at(250));
    expect(at(-500)).toBeLessThan(at(-250));
  });
});
