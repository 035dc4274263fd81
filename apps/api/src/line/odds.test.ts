import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPORT_BY_ID } from './catalog';
import { SimDraws } from './draws';
import { MARKET_TYPE, fairProbabilities, marketsForGame, priceMarket, settleMarket, type ModelState } from './odds';
import { advance, modelStateOf, startGame, type SimGame } from './simulation';

const TEST_SECRET = 'odds-test-line-simulator-secret-0123456789';
const football = SPORT_BY_ID.get(1)!;
const cs2 = SPORT_BY_ID.get(40)!;
const basketball = SPORT_BY_ID.get(3)!;

const arbProbabilities = fc.integer({ min: 2, max: 3 }).chain((n) => fc.array(fc.double({ min: 0.001, max: 1, noNaN: true }), { minLength: n, maxLength: n })).map((raw) => {
  const sum = raw.reduce((a, b) => a + b, 0);
  return raw.map((x) => x / sum);
});

function live(sport: typeof football, over: Partial<ModelState> = {}): ModelState {
  return { sport, homeRating: 1500, awayRating: 1500, gameSeconds: 0, period: 1, home: 0, away: 0, periodScores: [[0, 0]], ...over };
}

describe('priceMarket', () => {
  it('open markets: every coefficient at least 1.01 and implied probabilities summing above 1', () => {
    fc.assert(
      fc.property(arbProbabilities, fc.double({ min: 0.02, max: 0.12, noNaN: true }), (probabilities, margin) => {
        const coefs = priceMarket(probabilities, margin);
        if (coefs === null) return Math.max(...probabilities) * (1 + margin) * 1.01 > 1;
        const implied = coefs.reduce((sum, coef) => sum + 1000 / coef, 0);
        return coefs.every((coef) => coef >= 1010 && Number.isInteger(coef)) && implied > 1 && implied >= 1 + margin - 1e-9;
      }),
    );
  });
  it('a likelier outcome never pays more', () => {
    fc.assert(
      fc.property(arbProbabilities, (probabilities) => {
        const coefs = priceMarket(probabilities, 0.05);
        if (!coefs) return true;
        return probabilities.every((p, i) => probabilities.every((q, j) => !(p > q) || coefs[i]! <= coefs[j]!));
      }),
    );
  });
});

describe('the model', () => {
  it('fair probabilities of every market of a game sum to 1', () => {
    fc.assert(
      fc.property(fc.constantFrom(1, 2, 3, 4, 40, 50, 53), fc.integer({ min: 1250, max: 1750 }), fc.integer({ min: 1250, max: 1750 }), (sportId, h, a) => {
        const sport = SPORT_BY_ID.get(sportId)!;
        const state: ModelState = { sport, homeRating: h, awayRating: a, gameSeconds: 0, period: 0, home: 0, away: 0, periodScores: [] };
        for (const market of marketsForGame(state, 'Home', 'Away')) {
          const p = fairProbabilities(state, market);
          if (!p) return false;
          if (market.typeId === MARKET_TYPE.doubleChance) continue;
          if (Math.abs(p.reduce((x, y) => x + y, 0) - 1) > 1e-6) return false;
        }
        return true;
      }),
      { numRuns: 60 },
    );
  });

  it('the stronger side is the favourite', () => {
    const state: ModelState = { ...live(football), homeRating: 1700, awayRating: 1300, period: 0, periodScores: [] };
    const [win, , lose] = fairProbabilities(state, marketsForGame(state, 'A', 'B')[0]!)!;
    expect(win).toBeGreaterThan(lose!);
  });

  it('a goal for a team shortens its odds (football, basketball, any minute and ratings)', () => {
    fc.assert(
      fc.property(fc.constantFrom(football, basketball), fc.integer({ min: 1300, max: 1700 }), fc.integer({ min: 1300, max: 1700 }), fc.double({ min: 0, max: 0.9, noNaN: true }), fc.integer({ min: 0, max: 2 }), fc.boolean(), (sport, h, a, played, lead, forHome) => {
        const seconds = Math.floor(played * sport.periods * sport.periodSeconds);
        const period = Math.min(sport.periods, Math.floor(seconds / sport.periodSeconds) + 1);
        const scores: [number, number][] = Array.from({ length: period }, () => [0, 0]);
        const base = live(sport, { homeRating: h, awayRating: a, gameSeconds: seconds, period, home: lead, away: 0, periodScores: scores });
        const scored = { ...base, home: base.home + (forHome ? 1 : 0), away: base.away + (forHome ? 0 : 1) };
        const main = marketsForGame(base, 'A', 'B')[0]!;
        const before = fairProbabilities(base, main)!;
        const after = fairProbabilities(scored, main)!;
        const side = forHome ? 0 : before.length - 1;
        if (after[side]! < before[side]! - 1e-12) return false;
        const cb = priceMarket(before, 0.07);
        const ca = priceMarket(after, 0.07);
        return !cb || !ca || ca[side]! <= cb[side]!;
      }),
      { numRuns: 150 },
    );
  });

  it('a map won shortens the series odds (elo)', () => {
    const base: ModelState = { sport: cs2, homeRating: 1480, awayRating: 1520, gameSeconds: 600, period: 2, home: 0, away: 1, periodScores: [[9, 13], [0, 0]] };
    const winner = marketsForGame({ ...base, period: 0, home: 0, away: 0, periodScores: [] }, 'A', 'B')[0]!;
    const before = fairProbabilities(base, winner)!;
    const after = fairProbabilities({ ...base, home: 1, period: 3, periodScores: [[9, 13], [13, 7], [0, 0]] }, winner)!;
    expect(after[0]).toBeGreaterThan(before[0]!);
    const leading = fairProbabilities({ ...base, periodScores: [[9, 13], [10, 2]] }, winner)!;
    expect(leading[0]).toBeGreaterThan(before[0]!);
  });

  it('settles 1X2, totals and handicaps from the final score', () => {
    const state: ModelState = { ...live(football), period: 0, periodScores: [] };
    const markets = marketsForGame(state, 'A', 'B');
    const final: ModelState = { ...state, period: 2, home: 2, away: 1, periodScores: [[1, 0], [1, 1]] };
    const result = markets.find((m) => m.typeId === MARKET_TYPE.result)!;
    expect(settleMarket(final, result)).toEqual(['won', 'lost', 'lost']);
    const half = markets.find((m) => m.typeId === MARKET_TYPE.periodResult)!;
    expect(settleMarket(final, half)).toEqual(['won', 'lost', 'lost']);
    for (const market of markets) {
      const results = settleMarket(final, market);
      expect(results).toHaveLength(market.outcomes.length);
      if (market.typeId !== MARKET_TYPE.doubleChance) expect(results.filter((r) => r === 'won').length).toBeLessThanOrEqual(1);
    }
  });
});

describe('simulation', () => {
  const game = (): SimGame => ({ draws: SimDraws.of(TEST_SECRET, 'g:42'), sport: football, homeRating: 1550, awayRating: 1450, status: 'prematch', gameSeconds: 0, period: 0, home: 0, away: 0, periodScores: [] });
  it('plays the same way for the same seed, and to the end', () => {
    const a = game();
    const b = game();
    startGame(a);
    startGame(b);
    for (let i = 0; i < 100; i += 1) advance(a, 60);
    advance(b, 6000);
    expect(a).toEqual(b);
    expect(a.status).toBe('finished');
    expect(a.gameSeconds).toBe(5400);
    expect(a.periodScores).toHaveLength(2);
    expect(a.periodScores[0]![0] + a.periodScores[1]![0]).toBe(a.home);
  });
  it('an esports series ends when a side wins the maps it needs', () => {
    const series: SimGame = { draws: SimDraws.of(TEST_SECRET, 'g:7'), sport: cs2, homeRating: 1500, awayRating: 1500, status: 'prematch', gameSeconds: 0, period: 0, home: 0, away: 0, periodScores: [] };
    startGame(series);
    for (let i = 0; i < 100 && series.status === 'live'; i += 1) advance(series, 3600);
    expect(series.status).toBe('finished');
    expect(Math.max(series.home, series.away)).toBe(2);
    expect(modelStateOf(series).periodScores.length).toBe(series.home + series.away);
  });
});
