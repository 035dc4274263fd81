import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  TOTO_CATEGORIES,
  TOTO_MARKS,
  TOTO_MATCHES,
  TOTO_MAX_LINES,
  linesByCorrect,
  markOf,
  picksOf,
  totoCouponProblem,
  totoCouponWin,
  totoDrawCancelled,
  totoLinePrice,
  totoLinesCount,
  totoPoolSplit,
  totoResultOf,
  type TotoMark,
  type TotoPick,
  type TotoResult,
} from './toto';

const arbMark = fc.constantFrom(...TOTO_MARKS);
const arbResult = fc.constantFrom<TotoResult>('1', 'X', '2', 'void');
/** A coupon and results of the same (small) number of matches, so its lines can be enumerated. */
const arbSmallDraw = fc.integer({ min: 1, max: 8 }).chain((n) => fc.tuple(fc.array(arbMark, { minLength: n, maxLength: n }), fc.array(arbResult, { minLength: n, maxLength: n })));

/** Every line of a coupon, one pick per match (the brute force the polynomial replaces). */
function lines(marks: readonly TotoMark[]): TotoPick[][] {
  return marks.reduce<TotoPick[][]>((acc, mark) => acc.flatMap((line) => picksOf(mark).map((pick) => [...line, pick])), [[]]);
}

describe('toto marks and lines', () => {
  it.each<[TotoPick[], TotoMark | null]>([
    [['1'], '1'],
    [['2', '1'], '12'],
    [['X', '2', '1', 'X'], '1X2'],
    [[], null],
  ])('the picks %j are the mark %s', (picks, mark) => {
    expect(markOf(picks)).toBe(mark);
  });

  test.prop([arbMark])('a mark is its picks again', (mark) => {
    expect(markOf(picksOf(mark))).toBe(mark);
  });

  test.prop([fc.array(arbMark, { minLength: 1, maxLength: 15 })])('the lines count is the number of combinations', (marks) => {
    const count = totoLinesCount(marks);
    expect(count).toBe(marks.reduce((product, mark) => product * mark.length, 1));
    if (marks.length <= 9) expect(lines(marks)).toHaveLength(count);
  });

  it.each<[string, (TotoMark | null)[], string | null]>([
    ['one mark for each of 15 matches', Array<TotoMark>(15).fill('1'), null],
    ['seven full covers (2 187 lines)', [...Array<TotoMark>(7).fill('1X2'), ...Array<TotoMark>(8).fill('X')], null],
    ['eight full covers', [...Array<TotoMark>(8).fill('1X2'), ...Array<TotoMark>(7).fill('X')], 'too_many_lines'],
    ['a match without a mark', [...Array<TotoMark>(14).fill('2'), null], 'unmarked_match'],
    ['14 matches', Array<TotoMark>(14).fill('1'), 'wrong_match_count'],
  ])('%s', (_name, marks, problem) => {
    expect(totoCouponProblem(marks)).toBe(problem);
  });

  test.prop([fc.array(arbMark, { minLength: TOTO_MATCHES, maxLength: TOTO_MATCHES })])('a full coupon is refused exactly when it plays more than the most lines', (marks) => {
    expect(totoCouponProblem(marks) === 'too_many_lines').toBe(totoLinesCount(marks) > TOTO_MAX_LINES);
  });

  it('a line costs 10 whole units of the currency', () => {
    expect(totoLinePrice('RUB')).toBe(1_000);
    expect(totoLinePrice('JPY')).toBe(10);
  });

  it.each([
    [2, 1, '1'],
    [0, 0, 'X'],
    [1, 3, '2'],
  ])('a %i:%i score is %s', (home, away, result) => {
    expect(totoResultOf(home, away)).toBe(result);
  });
});

describe('toto correct lines', () => {
  test.prop([arbSmallDraw])('lines by correct count equal the enumeration of every line', ([marks, results]) => {
    const expected = new Array<number>(marks.length + 1).fill(0);
    for (const line of lines(marks)) {
      const correct = line.filter((pick, index) => results[index] === 'void' || results[index] === pick).length;
      expected[correct] = (expected[correct] ?? 0) + 1;
    }
    expect(linesByCorrect(marks, results)).toEqual(expected);
  });

  test.prop([fc.array(arbMark, { minLength: 15, maxLength: 15 }), fc.array(arbResult, { minLength: 15, maxLength: 15 })])('the counts add up to the lines played', (marks, results) => {
    const counts = linesByCorrect(marks, results);
    expect(counts).toHaveLength(16);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(totoLinesCount(marks));
  });

  it('a void match counts as right for every mark on it', () => {
    const marks: TotoMark[] = ['1X', '2'];
    expect(linesByCorrect(marks, ['void', '1'])).toEqual([0, 2, 0]);
    expect(linesByCorrect(marks, ['X', '2'])).toEqual([0, 1, 1]);
  });

  it('a draw with more than 7 void matches is cancelled', () => {
    expect(totoDrawCancelled([...Array<TotoResult>(7).fill('void'), ...Array<TotoResult>(8).fill('1')])).toBe(false);
    expect(totoDrawCancelled([...Array<TotoResult>(8).fill('void'), ...Array<TotoResult>(7).fill('1')])).toBe(true);
  });
});

describe('the toto pool split', () => {
  const arbWinners = fc.dictionary(
    fc.constantFrom('11', '12', '13', '14', '15'),
    fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 100_000 })),
  ).map((entries) => Object.fromEntries(Object.entries(entries).map(([key, value]) => [Number(key), value])) as Record<number, number>);

  test.prop([fc.integer({ min: 0, max: 1e13 }), fc.integer({ min: 0, max: 1e12 }), arbWinners])('no minor unit is lost or made: house + paid + carried = stakes + jackpot', (stakes, jackpotIn, winningLines) => {
    const split = totoPoolSplit({ stakes, jackpotIn, winningLines });
    const paid = split.categories.reduce((sum, category) => sum + category.paid, 0);
    expect(split.house + paid + split.jackpotOut).toBe(stakes + jackpotIn);
    expect(split.prizePool).toBe(stakes - split.house);
    for (const category of split.categories) {
      expect(category.paid).toBe(category.perLine * category.lines);
      expect(category.paid).toBeLessThanOrEqual(category.fund);
      // the remainder of the division is less than one more minor unit per winning line
      if (category.lines > 0) expect(category.fund - category.paid).toBeLessThan(category.lines);
      else expect(category.perLine).toBe(0);
    }
  });

  test.prop([fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 1e11 })])('nobody winning carries the whole prize pool and the jackpot over', (stakes, jackpotIn) => {
    const split = totoPoolSplit({ stakes, jackpotIn, winningLines: {} });
    expect(split.jackpotOut).toBe(split.prizePool + jackpotIn);
  });

  it('splits 100 000.00 with a 5 000.00 jackpot by the table', () => {
    const split = totoPoolSplit({ stakes: 10_000_000, jackpotIn: 500_000, winningLines: { 15: 0, 14: 3, 13: 10, 12: 7, 11: 0 } });
    expect(split.house).toBe(1_500_000);
    expect(split.prizePool).toBe(8_500_000);
    expect(split.categories.map((category) => [category.correct, category.fund, category.lines, category.perLine])).toEqual([
      [15, 2_975_000 + 500_000, 0, 0],
      [14, 1_700_000, 3, 566_666],
      [13, 1_275_000, 10, 127_500],
      [12, 1_275_000, 7, 182_142],
      [11, 1_275_000, 0, 0],
    ]);
    expect(split.jackpotOut).toBe(3_475_000 + 2 + 0 + 6 + 1_275_000);
  });

  it('the shares of the categories make the whole prize pool', () => {
    expect(TOTO_CATEGORIES.reduce((sum, category) => sum + category.shareBp, 0)).toBe(10_000);
  });

  test.prop([arbSmallDraw.filter(([marks]) => marks.length >= 1)])('a coupon wins its lines per category times the per-line prize', ([marks, results]) => {
    const byCorrect = linesByCorrect(marks, results);
    const split = { categories: [{ correct: marks.length, fund: 0, lines: 1, perLine: 700, paid: 700 }, { correct: Math.max(0, marks.length - 1), fund: 0, lines: 1, perLine: 30, paid: 30 }] };
    const expected = marks.length === 1 ? (byCorrect[1] ?? 0) * 700 + (byCorrect[0] ?? 0) * 30 : (byCorrect[marks.length] ?? 0) * 700 + (byCorrect[marks.length - 1] ?? 0) * 30;
    expect(totoCouponWin(byCorrect, split)).toBe(expected);
  });
});
