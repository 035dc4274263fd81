import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXTRA_BLOCK, LANE, SimDraws, gameDrawKey, type Lane } from './draws';
import { planGames, simGameOf } from './schedule';
import { advance, playToEnd, startGame } from './simulation';

const A = 'line-simulator-secret-A-0123456789abcdef';
const B = 'line-simulator-secret-B-0123456789abcdef';
const NOW = Date.UTC(2026, 10, 22, 15, 0);
const arbLane = fc.constantFrom<Lane>(LANE.home, LANE.away, LANE.point, LANE.winner);

describe('simulator draws', () => {
  it('a draw depends on the block and lane only, not on what was read before (windows agree)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat({ max: 40_000 }), arbLane), { minLength: 1, maxLength: 30 }), (reads) => {
        const warm = SimDraws.of(A, '1:20414:0');
        const seen = reads.map(([block, lane]) => warm.unit(block, lane));
        reads.forEach(([block, lane], i) => expect(SimDraws.of(A, '1:20414:0').unit(block, lane)).toBe(seen[i]));
      }),
    );
  });

  it('draws are uniform in [0, 1) and differ by secret and by game', () => {
    const draws = SimDraws.of(A, '5:20414:1');
    let sum = 0;
    for (let s = 0; s < 5_000; s += 1) {
      const u = draws.unit(s, LANE.home);
      expect(u).toBeGreaterThanOrEqual(0);
      expect(u).toBeLessThan(1);
      sum += u;
    }
    expect(Math.abs(sum / 5_000 - 0.5)).toBeLessThan(0.02);
    expect(SimDraws.of(B, '5:20414:1').unit(0, LANE.home)).not.toBe(draws.unit(0, LANE.home));
    expect(SimDraws.of(A, '5:20414:2').unit(0, LANE.home)).not.toBe(draws.unit(0, LANE.home));
    expect(draws.unit(EXTRA_BLOCK, LANE.home)).toBeLessThan(1);
    expect(gameDrawKey(A, 'x')).toHaveLength(32);
  });

  it('the public plan does not depend on the secret, how the games go does', () => {
    const plan = planGames(NOW);
    expect(planGames(NOW, { secret: B })).toEqual(plan);
    const finals = (secret: string) =>
      plan.slice(0, 120).map((game) => {
        const sim = simGameOf(game, secret);
        startGame(sim);
        advance(sim, 3 * 3600);
        playToEnd(sim);
        return `${sim.home}:${sim.away}`;
      });
    const withA = finals(A);
    expect(finals(A)).toEqual(withA);
    const withB = finals(B);
    const differing = withA.filter((score, i) => score !== withB[i]).length;
    expect(differing).toBeGreaterThan(30);
  });
});
