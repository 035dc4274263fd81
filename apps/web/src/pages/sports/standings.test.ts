import type { LineGame } from '@betting/contracts';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { standingsOf } from './standings';

const game = (home: string, away: string, scores: [number, number] | null): LineGame =>
  ({ isFinished: scores !== null, opponents: [{ name: home, score: scores?.[0] ?? null }, { name: away, score: scores?.[1] ?? null }] }) as unknown as LineGame;

describe('standings', () => {
  test('3 points a win, 1 a draw; unfinished games do not count; ties by difference', () => {
    const table = standingsOf([game('A', 'B', [2, 0]), game('B', 'C', [1, 1]), game('C', 'A', [3, 1]), game('A', 'C', null)]);
    expect(table.map((row) => [row.team, row.played, row.points, row.scored - row.conceded])).toEqual([
      ['C', 2, 4, 2],
      ['A', 2, 3, 0],
      ['B', 2, 1, -2],
    ]);
  });

  test('every finished game gives out its points once: 3 for a win, 2 for a draw, and goals balance', () => {
    const teams = ['A', 'B', 'C', 'D'];
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...teams), fc.constantFrom(...teams), fc.nat(6), fc.nat(6)).filter(([h, a]) => h !== a), { maxLength: 30 }), (results) => {
        const table = standingsOf(results.map(([h, a, x, y]) => game(h, a, [x, y])));
        const points = results.reduce((sum, [, , x, y]) => sum + (x === y ? 2 : 3), 0);
        expect(table.reduce((sum, row) => sum + row.points, 0)).toBe(points);
        expect(table.reduce((sum, row) => sum + row.scored - row.conceded, 0)).toBe(0);
        expect(table.reduce((sum, row) => sum + row.played, 0)).toBe(results.length * 2);
      }),
    );
  });
});
