/**
 * Pricing and settlement agree on the period a market is decided on: played through the simulator, a game
 * priced at the last moment of regulation time must price each whole-game market (and each market of the last
 * period) exactly as the settlement of what can still happen (overtime's goal in a sport without a draw, nothing in
 * one with a draw). With half results (Asian whole and quarter lines) "exactly" means: at the fair coefficient 1 / p
 * the outcome returns the stake on average, counting a half win as (c + 1) / 2 and a half loss as 1 / 2.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPORTS, type SportDef } from './catalog';
import { SimDraws } from './draws';
import { fairProbabilities, marketsForGame, overtimeHomeShare, settleMarket, type MarketResult, type ModelState } from './odds';
import { advance, modelStateOf, startGame, type SimGame } from './simulation';

const SECRET = 'settlement-period-test-secret-0123456789';
const POISSON = SPORTS.filter((sport) => sport.model === 'poisson');

/** What one unit staked at coefficient c returns. */
function returnOf(result: MarketResult, c: number): number {
  return result === 'won' ? c : result === 'half_won' ? (c + 1) / 2 : result === 'void' ? 1 : result === 'half_lost' ? 0.5 : 0;
}

const arbGame = fc.record({
  sport: fc.constantFrom(...POISSON),
  homeRating: fc.integer({ min: 1240, max: 1760 }),
  awayRating: fc.integer({ min: 1240, max: 1760 }),
  key: fc.string({ minLength: 1, maxLength: 12 }),
});

/** Plays one game through the simulator and checks every whole-game market at the whistle; true when it went to overtime. */
function checkAtWhistle({ sport, homeRating, awayRating, key }: { sport: SportDef; homeRating: number; awayRating: number; key: string }): boolean {
  const game: SimGame = { draws: SimDraws.of(SECRET, key), sport, homeRating, awayRating, status: 'prematch', gameSeconds: 0, period: 0, home: 0, away: 0, periodScores: [] };
  const markets = marketsForGame(modelStateOf(game), 'Home', 'Away').filter((market) => market.period === 0 || market.period === sport.periods);
  startGame(game);
  advance(game, sport.periods * sport.periodSeconds);
  expect(game.status).toBe('finished');
  // Regulation time's score is the periods' sum; the final score may hold overtime's goal on top.
  const regulation = game.periodScores.reduce(([h, a], [ph, pa]) => [h + ph, a + pa], [0, 0]);
  const atWhistle: ModelState = { ...modelStateOf(game), home: regulation[0]!, away: regulation[1]!, gameSeconds: sport.periods * sport.periodSeconds };
  const overtime = regulation[0] === regulation[1] && !sport.hasDraw;
  const share = overtimeHomeShare(sport, homeRating, awayRating);
  // What can still happen from the whistle on, with its chance.
  const futures: { p: number; final: ModelState }[] = overtime
    ? [
        { p: share, final: { ...atWhistle, home: atWhistle.home + 1 } },
        { p: 1 - share, final: { ...atWhistle, away: atWhistle.away + 1 } },
      ]
    : [{ p: 1, final: atWhistle }];
  const played = modelStateOf(game);
  expect(futures.some(({ final }) => final.home === played.home && final.away === played.away)).toBe(true);
  for (const market of markets) {
    const priced = fairProbabilities(atWhistle, market);
    const settled = futures.map(({ p, final }) => ({ p, results: settleMarket(final, market) }));
    const label = (i: number) => `${sport.slug} ${market.name} ${market.outcomes[i]!.code} at ${regulation.join(':')}`;
    if (priced === null) {
      // Not priceable only when nothing is left to decide: every future gives every stake back (a whole line hit).
      for (const { results } of settled) expect(results, market.name).toEqual(market.outcomes.map(() => 'void'));
      continue;
    }
    priced.forEach((q, i) => {
      if (q < 1e-12) {
        for (const { results } of settled) expect(['won', 'half_won'], label(i)).not.toContain(results[i]);
        return;
      }
      const expectedReturn = settled.reduce((sum, { p, results }) => sum + p * returnOf(results[i]!, 1 / q), 0);
      expect(expectedReturn, label(i)).toBeCloseTo(1, 9);
    });
    // And the game as it was played settles the market as one of those futures.
    const played$ = settleMarket(played, market);
    expect(settled.some(({ results }) => results.every((r, i) => r === played$[i]))).toBe(true);
  }
  return overtime;
}

describe('settlement uses the priced period (over the simulator)', () => {
  it('at the end of regulation time each whole-game market is priced as the settlement of what is left', () => {
    fc.assert(
      fc.property(arbGame, (game) => {
        checkAtWhistle(game);
      }),
      { numRuns: 150 },
    );
  });

  it('games that go to overtime, in every poisson sport without a draw', () => {
    for (const sport of POISSON.filter((s) => !s.hasDraw)) {
      let overtimes = 0;
      for (let i = 0; i < 400 && overtimes < 3; i += 1) if (checkAtWhistle({ sport, homeRating: 1500, awayRating: 1520, key: `ot-${i}` })) overtimes += 1;
      expect(overtimes, sport.slug).toBe(3);
    }
  });
});
