/**
 * Tennis played point by point: each point is won with the chance that wins a game with the race's q, so games, sets
 * and the match go as the odds price them; the points of the game under way move the prices the way the next point
 * would (a fair price is the average of the prices after the point).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPORTS } from './catalog';
import { SimDraws } from './draws';
import { eloWinProbability, gameOver, gameWinFrom, pointInGameProbability, pointProbability, racePoints, seriesScores, type ModelState } from './odds';
import { advance, modelStateOf, startGame, type SimGame } from './simulation';

const TENNIS = SPORTS.find((sport) => sport.slug === 'tennis')!;

function matchWin(state: ModelState): number {
  let p = 0;
  for (const [score, q] of seriesScores(state)) {
    const [h, a] = score.split(':').map(Number);
    if (h! > a!) p += q;
  }
  return p;
}

describe('tennis points', () => {
  it('the point chance wins a game exactly as often as the race wants', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.05, max: 0.95, noNaN: true }), (q) => {
        expect(gameWinFrom(pointInGameProbability(q), 0, 0)).toBeCloseTo(q, 9);
      }),
    );
    expect(gameWinFrom(0.6, 3, 0)).toBeGreaterThan(gameWinFrom(0.6, 0, 0));
    expect(gameWinFrom(0.6, 4, 3)).toBeCloseTo(0.6 + 0.4 * gameWinFrom(0.6, 3, 3), 12);
  });

  it('a played match counts 15-30-40-game: points start again after each game, a game needs four points and two clear', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 10 }), fc.integer({ min: 1300, max: 1700 }), (key, rating) => {
        const game: SimGame = { draws: SimDraws.of('tennis-points-test-secret-0123456789', key), sport: TENNIS, homeRating: rating, awayRating: 1500, status: 'prematch', gameSeconds: 0, period: 0, home: 0, away: 0, periodScores: [] };
        startGame(game);
        let games = 0;
        let pointsPlayed = 0;
        while (game.status === 'live') {
          const before = [...game.points!];
          const set = game.period;
          const setBefore = [...game.periodScores[set - 1]!];
          advance(game, 1);
          const after = game.status === 'live' ? game.points! : [0, 0];
          const wonGames = game.periodScores.reduce((n, [h, a]) => n + h + a, 0);
          if (wonGames > games) {
            // The game just won: its winner took the point that made four and two clear.
            const winner = game.periodScores[set - 1]![0] > setBefore[0]! ? 0 : 1;
            expect(gameOver(before[0]! + (winner === 0 ? 1 : 0), before[1]! + (winner === 1 ? 1 : 0))).toBe(true);
            expect(after).toEqual([0, 0]);
            games = wonGames;
            pointsPlayed += 1;
          } else if (after.join() !== before.join()) {
            expect(after[0]! + after[1]!).toBe(before[0]! + before[1]! + 1);
            expect(gameOver(after[0]!, after[1]!)).toBe(false);
            pointsPlayed += 1;
          }
        }
        expect(game.points).toBeUndefined();
        expect(pointsPlayed).toBeGreaterThanOrEqual(4 * games);
      }),
      { numRuns: 12 },
    );
  });

  it('prices follow the points: the match price now is the average of the prices after the next point', () => {
    const state: ModelState = { ...modelStateOf({ draws: SimDraws.of('x'.repeat(32), 'k'), sport: TENNIS, homeRating: 1580, awayRating: 1500, status: 'live', gameSeconds: 900, period: 2, home: 1, away: 0, periodScores: [[6, 3], [4, 5]] }) };
    const q = pointProbability(eloWinProbability(1580, 1500), racePoints(TENNIS));
    const x = pointInGameProbability(q);
    for (const points of [[0, 0], [2, 1], [3, 3], [4, 3], [1, 3]]) {
      const now = matchWin({ ...state, gamePoints: points });
      const homePoint = [points[0]! + 1, points[1]!];
      const awayPoint = [points[0]!, points[1]! + 1];
      // A point that ends the game adds it to the set and starts the next game at 0:0.
      const next = (p: number[]): ModelState => {
        if (!gameOver(p[0]!, p[1]!)) return { ...state, gamePoints: p };
        const set: [number, number] = p[0]! > p[1]! ? [4 + 1, 5] : [4, 5 + 1];
        if (set[1] >= 6) return { ...state, home: 1, away: 1, period: 3, periodScores: [[6, 3], set, [0, 0]], gamePoints: [0, 0] };
        return { ...state, periodScores: [[6, 3], set], gamePoints: [0, 0] };
      };
      expect(now).toBeCloseTo(x * matchWin(next(homePoint)) + (1 - x) * matchWin(next(awayPoint)), 10);
    }
    expect(matchWin({ ...state, gamePoints: [3, 0] })).toBeGreaterThan(matchWin({ ...state, gamePoints: [0, 3] }));
  });
});
