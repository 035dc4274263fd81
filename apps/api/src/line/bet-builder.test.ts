import { describe, expect, it } from 'vitest';
import { builderResult, priceBuilder, type BuilderLeg } from './bet-builder';
import { simulated } from './bet-builder.simulation';
import { SPORT_BY_ID } from './catalog';
import { MARKET_TYPE, fairProbabilities, marginFor, marketsForGame, priceMarket, type MarketDef, type ModelState } from './odds';

const football = SPORT_BY_ID.get(1)!;
const hockey = SPORT_BY_ID.get(2)!;
const cs2 = SPORT_BY_ID.get(40)!;

function prematch(sport: ModelState['sport'], homeRating: number, awayRating: number): ModelState {
  return { sport, homeRating, awayRating, gameSeconds: 0, period: 0, home: 0, away: 0, periodScores: [] };
}

/** The leg "market named … (type, period, param), outcome code …" of the game's markets. */
function leg(state: ModelState, typeId: number, code: string, options: { period?: number; param?: number | null } = {}): BuilderLeg {
  const market = marketsForGame(state, 'Home', 'Away').find(
    (def) => def.typeId === typeId && def.period === (options.period ?? 0) && (options.param === undefined || def.param === options.param) && def.outcomes.some((o) => o.code === code),
  );
  if (!market) throw new Error(`no market ${typeId}/${code}`);
  return { market, outcomeIndex: market.outcomes.findIndex((o) => o.code === code) };
}

const legCoef = (state: ModelState, market: MarketDef, index: number) => priceMarket(fairProbabilities(state, market)!, marginFor(false, state.sport.model))![index]!;

describe('bet builder price: the model joint probability with the margin', () => {
  const cases: { name: string; state: ModelState; legs: (s: ModelState) => BuilderLeg[] }[] = [
    { name: 'football: home win + over 1.5', state: prematch(football, 1620, 1500), legs: (s) => [leg(s, MARKET_TYPE.result, '1'), leg(s, MARKET_TYPE.total, 'O', { param: 1500 })] },
    {
      name: 'ice hockey: home win + 1st period over 0.5 + both to score',
      state: prematch(hockey, 1560, 1500),
      legs: (s) => [leg(s, MARKET_TYPE.result, '1'), leg(s, MARKET_TYPE.total, 'O', { period: 1, param: 500 }), leg(s, MARKET_TYPE.bothScore, 'Y')],
    },
    { name: 'cs2: home wins + over 2.5 maps', state: prematch(cs2, 1580, 1500), legs: (s) => [leg(s, MARKET_TYPE.winner, '1'), leg(s, MARKET_TYPE.total, 'O', { param: 2500 })] },
  ];
  for (const [n, { name, state, legs: legsOf }] of cases.entries()) {
    it(name, () => {
      const legs = legsOf(state);
      const margin = marginFor(false, state.sport.model);
      const price = priceBuilder(state, legs, margin);
      if (!price.ok) throw new Error(price.error);
      const sampled = simulated(state, legs, 20_261_128 + n);
      expect(Math.abs(price.probability - sampled) / sampled).toBeLessThan(0.01);
      // The coefficient is 1 / (p · (1 + margin)) rounded down to the ladder, never the product of the legs.
      const fair = 1000 / (price.probability * (1 + margin));
      expect(price.coef).toBeLessThanOrEqual(fair);
      expect(price.coef).toBeGreaterThan(fair * 0.99);
      const product = legs.reduce((acc, l) => (acc * legCoef(state, l.market, l.outcomeIndex)) / 1000, 1000);
      expect(Math.abs(price.coef - product)).toBeGreaterThan(20);
    });
  }
});

describe('bet builder refusals', () => {
  const s = prematch(football, 1500, 1500);
  it.each([
    ['home win + away win', [leg(s, MARKET_TYPE.result, '1'), leg(s, MARKET_TYPE.result, '2')]],
    ['over 2.5 + under 1.5', [leg(s, MARKET_TYPE.total, 'O', { param: 2500 }), leg(s, MARKET_TYPE.total, 'U', { param: 1500 })]],
    ['correct score 1:0 + over 2.5', [leg(s, MARKET_TYPE.exactScore, '1:0'), leg(s, MARKET_TYPE.total, 'O', { param: 2500 })]],
  ])('%s contradict each other', (_, legs) => {
    expect(priceBuilder(s, legs, 0.05)).toEqual({ ok: false, error: 'bet_builder_contradiction' });
  });
  it('one leg is not a builder; a quarter line is not a leg', () => {
    expect(priceBuilder(s, [leg(s, MARKET_TYPE.result, '1')], 0.05)).toEqual({ ok: false, error: 'bet_builder_legs' });
    const quarter = marketsForGame(s, 'Home', 'Away').find((def) => def.typeId === MARKET_TYPE.total && def.param !== null && def.param % 500 === 250)!;
    expect(priceBuilder(s, [leg(s, MARKET_TYPE.result, '1'), { market: quarter, outcomeIndex: 0 }], 0.05)).toEqual({ ok: false, error: 'bet_builder_leg_unsupported' });
  });
  it('settles by the legs: all won, one lost, a void leg returns the stake', () => {
    const legs = [leg(s, MARKET_TYPE.result, '1'), leg(s, MARKET_TYPE.total, 'O', { param: 2000 })];
    const final = (home: number, away: number): ModelState => ({ ...s, period: 2, home, away, periodScores: [[home, away], [0, 0]] });
    expect(builderResult(final(3, 0), legs)).toBe('won');
    expect(builderResult(final(1, 0), legs)).toBe('lost');
    expect(builderResult(final(2, 0), legs)).toBe('refunded');
    expect(builderResult(final(1, 1), legs)).toBe('lost');
  });
});
