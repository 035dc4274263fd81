import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { compareTournaments, isPrizeTable, maskPlayerId, prizeForPlace, prizePoolOf, tournamentStatus } from './rules';

const instant = fc.integer({ min: 0, max: 4_000_000_000_000 });
const period = fc.tuple(instant, fc.integer({ min: 1, max: 60 * 86_400_000 })).map(([startsAtMs, length]) => ({ startsAtMs, endsAtMs: startsAtMs + length }));
const prizeTable = fc.array(fc.integer({ min: 1, max: 10_000_000_000 }), { minLength: 1, maxLength: 100 }).map((prizes) => [...prizes].sort((a, b) => b - a));

describe('tournament status', () => {
  test.prop([period, instant])('upcoming before the start, running from the start until the end, finished from the end on', (p, now) => {
    const expected = now < p.startsAtMs ? 'upcoming' : now < p.endsAtMs ? 'running' : 'finished';
    expect(tournamentStatus(p, now)).toBe(expected);
  });

  it('flips exactly at the period’s bounds', () => {
    const p = { startsAtMs: 1_000, endsAtMs: 2_000 };
    expect([999, 1_000, 1_999, 2_000].map((now) => tournamentStatus(p, now))).toEqual(['upcoming', 'running', 'running', 'finished']);
  });
});

describe('the list order', () => {
  const tournament = fc.tuple(period, fc.integer({ min: 0, max: 5 }), fc.integer({ min: 1, max: 1_000_000 })).map(([p, position, id]) => ({ ...p, position, id }));

  test.prop([fc.uniqueArray(tournament, { selector: (item) => item.id, maxLength: 12 }), instant])(
    'running before upcoming before finished; running by end, upcoming by start, finished latest first',
    (tournaments, now) => {
      const sorted = [...tournaments].sort(compareTournaments(now));
      const rank = { running: 0, upcoming: 1, finished: 2 } as const;
      for (let index = 1; index < sorted.length; index += 1) {
        const [a, b] = [sorted[index - 1], sorted[index]];
        if (!a || !b) continue;
        const [sa, sb] = [tournamentStatus(a, now), tournamentStatus(b, now)];
        expect(rank[sa]).toBeLessThanOrEqual(rank[sb]);
        if (sa !== sb) continue;
        if (sa === 'running') expect(a.endsAtMs).toBeLessThanOrEqual(b.endsAtMs);
        if (sa === 'upcoming') expect(a.startsAtMs).toBeLessThanOrEqual(b.startsAtMs);
        if (sa === 'finished') expect(a.endsAtMs).toBeGreaterThanOrEqual(b.endsAtMs);
      }
    },
  );

  test.prop([fc.uniqueArray(tournament, { selector: (item) => item.id, maxLength: 12 }), instant])('does not depend on the order it is given', (tournaments, now) => {
    const ids = (list: typeof tournaments) => [...list].sort(compareTournaments(now)).map((item) => item.id);
    expect(ids([...tournaments].reverse())).toEqual(ids(tournaments));
  });
});

describe('players on a board', () => {
  test.prop([fc.integer({ min: 100_000_000, max: 999_999_999 })])('show the first and last two digits of their id and hide the rest', (userId) => {
    const digits = String(userId);
    const masked = maskPlayerId(userId);
    expect(masked).toBe(`ID ${digits.slice(0, 2)}••••${digits.slice(-2)}`);
    expect(masked).not.toContain(digits.slice(2, 7));
  });

  it('reads like the spec’s example', () => {
    expect(maskPlayerId(123456789)).toBe('ID 12••••89');
  });
});

describe('prizes', () => {
  test.prop([prizeTable, fc.integer({ min: -5, max: 120 })])('a place within the table pays its own prize; others nothing', (prizes, place) => {
    expect(prizeForPlace(prizes, place)).toBe(place >= 1 && place <= prizes.length ? prizes[place - 1] : null);
  });

  test.prop([prizeTable])('the pool is the sum of the places, and no place pays more than the one before', (prizes) => {
    expect(prizePoolOf(prizes)).toBe(prizes.reduce((sum, prize) => sum + prize, 0));
    expect(isPrizeTable(prizes)).toBe(true);
    expect(prizeForPlace(prizes, null)).toBeNull();
  });

  it('refuses tables an editor must not write', () => {
    expect(isPrizeTable([])).toBe(false);
    expect(isPrizeTable([100, 200])).toBe(false);
    expect(isPrizeTable([100, 0])).toBe(false);
    expect(isPrizeTable([100, 100, 50])).toBe(true);
  });
});
