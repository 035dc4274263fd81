import { EXPRESS_OF_THE_DAY_BOOST } from '@betting/contracts';
import { fc, test } from '@fast-check/vitest';
import { applyCoef, multiplyCoefs } from '@betting/kernel';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BETTING_SETTINGS, evaluateDraft, expressOfTheDayCoefs } from './coupon-rules';
import {
  EXPRESS_OF_THE_DAY_COEF_RANGE,
  EXPRESS_OF_THE_DAY_TARGET_LEGS,
  expressLegOf,
  isExpressAsOffered,
  selectExpressOfTheDay,
  utcDay,
  type ExpressCandidate,
} from './express-selection';
import type { BetOutcome } from './line-port';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 22, 12);

const game = (gameId: number, fields: Partial<ExpressCandidate> & { coefs?: readonly number[] } = {}): ExpressCandidate => {
  const { coefs = [1850, 3400, 4200], ...rest } = fields;
  return {
    gameId,
    champId: gameId,
    startAtMs: NOW + 5 * HOUR,
    statusId: 1,
    market: { typeId: 1, isBlocked: false, isSuspended: false, isBannedExpress: false, outcomes: coefs.map((coef, index) => ({ outcomeId: gameId * 10 + index, coef })) },
    ...rest,
  };
};

const arbGame = (gameId: number): fc.Arbitrary<ExpressCandidate> =>
  fc.record({
    gameId: fc.constant(gameId),
    champId: fc.integer({ min: 1, max: 4 }),
    startAtMs: fc.integer({ min: NOW - 2 * HOUR, max: NOW + 40 * HOUR }),
    statusId: fc.constantFrom(1, 1, 1, 1, 1, 1, 1, 1, 2, 4),
    market: fc.option(
      fc.record({
        typeId: fc.constantFrom(1, 1, 1, 2, 2, 3),
        isBlocked: fc.constantFrom(false, false, false, false, false, false, false, true),
        isSuspended: fc.constantFrom(false, false, false, false, false, false, false, true),
        isBannedExpress: fc.constantFrom(false, false, false, false, false, false, false, true),
        outcomes: fc.array(fc.integer({ min: 1_150, max: 3_200 }), { minLength: 2, maxLength: 3 }).map((coefs) => coefs.map((coef, index) => ({ outcomeId: gameId * 10 + index, coef }))),
      }),
      { freq: 8 },
    ),
  });

/** Up to 24 games with distinct ids, in any order. */
const arbGames = fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { maxLength: 24, size: 'max' }).chain((ids) => fc.tuple(...ids.map(arbGame)));
const arbDay = fc.integer({ min: 0, max: 3_650 }).map((days) => utcDay(Date.UTC(2025, 0, 1) + days * 24 * HOUR));

describe('the express of the day’s selection', () => {
  it('the generated lines reach every case: no express, 3 legs, 4 legs', () => {
    const sizes: number[] = fc.sample(fc.tuple(arbGames, arbDay), { numRuns: 300, seed: 7 }).map(([games, day]) => selectExpressOfTheDay(games, NOW, day)?.length ?? 0);
    for (const size of [0, 3, 4]) expect(sizes.filter((value) => value === size).length, `${size} legs`).toBeGreaterThan(10);
  });

  test.prop([arbGames, arbDay])('legs: eligible favourites of different games, earliest start first; null exactly when fewer than 3 games fit', (games, day) => {
    const eligible = games.flatMap((candidate) => expressLegOf(candidate, NOW) ?? []);
    const picked = selectExpressOfTheDay(games, NOW, day);
    if (eligible.length < 3) {
      expect(picked).toBeNull();
      return;
    }
    expect(picked).not.toBeNull();
    const legs = picked ?? [];
    expect(legs).toHaveLength(Math.min(EXPRESS_OF_THE_DAY_TARGET_LEGS, eligible.length));
    expect(new Set(legs.map((leg) => leg.gameId)).size).toBe(legs.length);
    for (const leg of legs) {
      expect(eligible).toContainEqual(leg);
      expect(leg.coef).toBeGreaterThanOrEqual(EXPRESS_OF_THE_DAY_COEF_RANGE.min);
      expect(leg.coef).toBeLessThanOrEqual(EXPRESS_OF_THE_DAY_COEF_RANGE.max);
      expect(leg.startAtMs).toBeGreaterThanOrEqual(NOW + HOUR);
      expect(leg.startAtMs).toBeLessThanOrEqual(NOW + 36 * HOUR);
    }
    expect(legs.map((leg) => leg.startAtMs)).toEqual([...legs.map((leg) => leg.startAtMs)].sort((a, b) => a - b));
    // Different champs first: as many as the candidates have, up to the express's size.
    expect(new Set(legs.map((leg) => leg.champId)).size).toBe(Math.min(legs.length, new Set(eligible.map((leg) => leg.champId)).size));
  });

  test.prop([arbGames, arbDay, fc.integer()])('the same day and line give the same express, whatever order the line lists its games in', (games, day, seed) => {
    const shuffled = [...games].sort((a, b) => ((a.gameId * 2_654_435_761) ^ seed) - ((b.gameId * 2_654_435_761) ^ seed));
    expect(selectExpressOfTheDay(shuffled, NOW, day)).toEqual(selectExpressOfTheDay(games, NOW, day));
    expect(selectExpressOfTheDay([...games].reverse(), NOW, day)).toEqual(selectExpressOfTheDay(games, NOW, day));
  });

  test.prop([arbGames, arbDay])('games that cannot be in it change nothing', (games, day) => {
    const noise = [game(20_001, { statusId: 2 }), game(20_002, { startAtMs: NOW + 30 * 60_000 }), game(20_003, { coefs: [1_200, 5_000, 9_000] }), game(20_004, { market: null })];
    expect(selectExpressOfTheDay([...noise, ...games], NOW, day)).toEqual(selectExpressOfTheDay(games, NOW, day));
  });

  it('changes with the day: over a week of days, the same twelve candidates give more than one express', () => {
    const games = Array.from({ length: 12 }, (_, index) => game(index + 1, { champId: (index % 6) + 1, startAtMs: NOW + (2 + index) * HOUR }));
    const expresses = new Set(Array.from({ length: 7 }, (_, index) => JSON.stringify(selectExpressOfTheDay(games, NOW, utcDay(NOW + index * 24 * HOUR))?.map((leg) => leg.gameId))));
    expect(expresses.size).toBeGreaterThan(1);
  });

  it.each([
    ['a prematch game with an open 1X2 market', game(1), { outcomeId: 10, coef: 1850 }],
    ['a winner market (2 outcomes)', game(1, { market: { typeId: 2, isBlocked: false, isSuspended: false, isBannedExpress: false, outcomes: [{ outcomeId: 10, coef: 2_000 }, { outcomeId: 11, coef: 1_700 }] } }), { outcomeId: 11, coef: 1700 }],
    ['the favourite may be the draw', game(1, { coefs: [2_900, 2_100, 3_000] }), { outcomeId: 11, coef: 2100 }],
    ['a tie: the first in line order', game(1, { coefs: [2_000, 3_000, 2_000] }), { outcomeId: 10, coef: 2000 }],
    ['the lowest coefficient allowed, 1.250', game(1, { coefs: [1_250, 5_000, 9_000] }), { outcomeId: 10, coef: 1250 }],
    ['the highest allowed, 2.200', game(1, { coefs: [2_200, 3_000, 3_100] }), { outcomeId: 10, coef: 2200 }],
    ['the favourite below 1.250', game(1, { coefs: [1_249, 5_000, 9_000] }), null],
    ['the favourite above 2.200', game(1, { coefs: [2_201, 3_000, 3_100] }), null],
    ['starting exactly in 1 hour', game(1, { startAtMs: NOW + HOUR }), { outcomeId: 10, coef: 1850 }],
    ['starting in 59 minutes 59 seconds', game(1, { startAtMs: NOW + HOUR - 1_000 }), null],
    ['starting exactly in 36 hours', game(1, { startAtMs: NOW + 36 * HOUR }), { outcomeId: 10, coef: 1850 }],
    ['starting later than 36 hours', game(1, { startAtMs: NOW + 36 * HOUR + 1_000 }), null],
    ['live', game(1, { statusId: 2 }), null],
    ['finished', game(1, { statusId: 4 }), null],
    ['no main market open', game(1, { market: null }), null],
    ['a main market of another type (total)', game(1, { market: { typeId: 3, isBlocked: false, isSuspended: false, isBannedExpress: false, outcomes: [{ outcomeId: 10, coef: 1_900 }] } }), null],
    ['blocked', game(1, { market: { typeId: 1, isBlocked: true, isSuspended: false, isBannedExpress: false, outcomes: [{ outcomeId: 10, coef: 1_900 }] } }), null],
    ['suspended', game(1, { market: { typeId: 1, isBlocked: false, isSuspended: true, isBannedExpress: false, outcomes: [{ outcomeId: 10, coef: 1_900 }] } }), null],
    ['banned from express', game(1, { market: { typeId: 1, isBlocked: false, isSuspended: false, isBannedExpress: true, outcomes: [{ outcomeId: 10, coef: 1_900 }] } }), null],
  ] as const)('a candidate: %s', (_name, candidate, leg) => {
    const picked = expressLegOf(candidate, NOW);
    expect(picked === null ? null : { outcomeId: picked.outcomeId, coef: picked.coef }).toEqual(leg);
  });

  it('prefers different champs, and fills with games of a champ already in when too few champs are left', () => {
    const sameChamp = [1, 2, 3, 4, 5].map((id) => game(id, { champId: 1 }));
    expect(selectExpressOfTheDay(sameChamp, NOW)?.map((leg) => leg.champId)).toEqual([1, 1, 1, 1]);
    const mixed = [...sameChamp, game(6, { champId: 2 }), game(7, { champId: 3 })];
    const champs = (selectExpressOfTheDay(mixed, NOW) ?? []).map((leg) => leg.champId);
    expect(champs).toHaveLength(4);
    expect(new Set(champs)).toEqual(new Set([1, 2, 3]));
    expect(selectExpressOfTheDay([game(1), game(2)], NOW)).toBeNull();
  });
});

describe('a slip placed as the express of the day', () => {
  const stored = { id: 7, outcomeIds: [11, 22, 33, 44] };
  const slip = { expressId: 7, typeId: 1, outcomeIds: [11, 22, 33, 44], withBonusBet: false };
  it.each([
    ['as offered', slip, true],
    ['as offered, legs in another order', { ...slip, outcomeIds: [44, 11, 33, 22] }, true],
    ['a leg removed', { ...slip, outcomeIds: [11, 22, 33] }, false],
    ['a leg added', { ...slip, outcomeIds: [11, 22, 33, 44, 55] }, false],
    ['a leg swapped', { ...slip, outcomeIds: [11, 22, 33, 45] }, false],
    ['a leg twice in place of another', { ...slip, outcomeIds: [11, 22, 33, 33] }, false],
    ['a system', { ...slip, typeId: 2 }, false],
    ['a single', { ...slip, typeId: 0 }, false],
    ['multiple singles', { ...slip, typeId: 10001 }, false],
    ['with the bonus bet', { ...slip, withBonusBet: true }, false],
    ['another express id', { ...slip, expressId: 8 }, false],
  ] as const)('%s', (_name, placed, expected) => {
    expect(isExpressAsOffered(placed, stored)).toBe(expected);
  });

  it('is refused when the day has no stored express', () => {
    expect(isExpressAsOffered(slip, null)).toBe(false);
  });
});

const outcome = (outcomeId: number, coef: number): BetOutcome => ({
  outcomeId,
  outcomeName: '1',
  marketId: outcomeId,
  marketName: '1X2',
  marketTypeId: 1,
  marketKind: 1,
  coef,
  gameId: outcomeId,
  gameNumber: outcomeId,
  gameName: 'Home – Away',
  sportId: 9001,
  sportName: 'Test ball',
  champName: 'Test League',
  startAt: Math.floor((NOW + 5 * HOUR) / 1000),
  gameSeconds: 0,
  score: '',
  statusId: 1,
  isLive: false,
  isFinished: false,
  isBlocked: false,
  isSuspended: false,
  isBannedExpress: false,
  isCombinable: false,
  result: null,
  isSportDisallowed: false,
});

describe('the express of the day’s coefficient', () => {
  const arbLegCoefs = fc.array(fc.integer({ min: EXPRESS_OF_THE_DAY_COEF_RANGE.min, max: EXPRESS_OF_THE_DAY_COEF_RANGE.max }), { minLength: 3, maxLength: 5 });

  test.prop([arbLegCoefs, fc.integer({ min: 100, max: 500_000 })])(
    'offered = placed: the legs × boost rounded half up once, and the placement prices the express at it',
    (coefs, amount) => {
      const offered = expressOfTheDayCoefs(coefs, EXPRESS_OF_THE_DAY_BOOST);
      expect(offered.coef).toBe(multiplyCoefs(coefs));
      expect(offered.boostedCoef).toBe(multiplyCoefs([...coefs, EXPRESS_OF_THE_DAY_BOOST]));
      const legs = coefs.map((coef, index) => ({ outcomeId: index + 1, seenCoef: coef, blockId: null, outcome: outcome(index + 1, coef) }));
      const draft = { typeId: 1 as const, slipTypeId: null, systemValue: null, amount, legs, withBonusBet: false, isVipBet: false };
      const context = { changeCoefAction: 0 as const, accountType: 0, currency: 'RUB', settings: DEFAULT_BETTING_SETTINGS };
      const boosted = evaluateDraft({ ...draft, expressBoost: EXPRESS_OF_THE_DAY_BOOST }, context);
      expect(boosted.refusals).toEqual([]);
      expect(boosted.priced).toMatchObject({ coef: offered.boostedCoef, bonusBetCoef: EXPRESS_OF_THE_DAY_BOOST, possibleWin: applyCoef(amount, offered.boostedCoef) });
      expect(evaluateDraft(draft, context).priced).toMatchObject({ coef: offered.coef, bonusBetCoef: null });
    },
  );
});
