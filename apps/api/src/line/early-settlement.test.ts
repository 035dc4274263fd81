/**
 * A market settled before the end (its result certain) is settled as the end would have settled it: played through
 * the simulator second by second, every early result equals the final settlement of the same market.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPORTS } from './catalog';
import { SimDraws } from './draws';
import { MARKET_TYPE, decidedEarly, marketsForGame, settleMarket, type MarketDef, type MarketResult } from './odds';
import { advance, modelStateOf, startGame, type SimGame } from './simulation';

const SECRET = 'early-settlement-test-secret-0123456789';

const arbGame = fc.record({
  sport: fc.constantFrom(...SPORTS),
  homeRating: fc.integer({ min: 1240, max: 1760 }),
  awayRating: fc.integer({ min: 1240, max: 1760 }),
  key: fc.string({ minLength: 1, maxLength: 12 }),
});

describe('markets settled as soon as their result is certain', () => {
  it('settle exactly as the finished game does', () => {
    let decidedBeforeTheEnd = 0;
    fc.assert(
      fc.property(arbGame, ({ sport, homeRating, awayRating, key }) => {
        const game: SimGame = { draws: SimDraws.of(SECRET, key), sport, homeRating, awayRating, status: 'prematch', gameSeconds: 0, period: 0, home: 0, away: 0, periodScores: [] };
        const markets = marketsForGame(modelStateOf(game), 'Home', 'Away');
        const early = new Map<MarketDef, MarketResult[]>();
        startGame(game);
        for (let guard = 0; game.status === 'live' && guard < 20_000; guard += 1) {
          advance(game, 30);
          if (game.status !== 'live') break;
          for (const market of markets) {
            if (early.has(market)) continue;
            const results = decidedEarly(modelStateOf(game), market);
            if (results) early.set(market, results);
          }
        }
        expect(game.status).toBe('finished');
        for (const [market, results] of early) expect(settleMarket(modelStateOf(game), market), `${sport.slug} ${market.name}`).toEqual(results);
        decidedBeforeTheEnd += early.size;
      }),
      { numRuns: 60 },
    );
    // The property would hold vacuously if nothing were ever decided early.
    expect(decidedBeforeTheEnd).toBeGreaterThan(0);
  });

  it('leave a market open while it can still go either way', () => {
    const total = { typeId: MARKET_TYPE.total, period: 0, param: 2500 } as MarketDef;
    const both = { typeId: MARKET_TYPE.bothScore, period: 0, param: null } as MarketDef;
    const at = (home: number, away: number) => ({ ...modelStateOf({ draws: SimDraws.of(SECRET, 'x'), sport: SPORTS[0]!, homeRating: 1500, awayRating: 1500, status: 'live', gameSeconds: 600, period: 1, home, away, periodScores: [[home, away]] }) });
    expect(decidedEarly(at(2, 0), total)).toBeNull();
    expect(decidedEarly(at(2, 1), total)).toEqual(['won', 'lost']);
    expect(decidedEarly(at(3, 0), both)).toBeNull();
    expect(decidedEarly(at(1, 1), both)).toEqual(['won', 'lost']);
  });
});
