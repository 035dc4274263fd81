import { exponentOf, floorDiv, type MinorUnits } from '@betting/kernel';

/**
 * Toto, the football pool: a draw is 15 matches; a coupon marks 1 (home win), X (draw) or
 * 2 (away win) for every match, one or more marks per match. The coupon plays every combination of its marks: its
 * lines = the product of marks per match, each line at a fixed price. After the matches the pool (stakes minus the
 * house share) is split among the lines with 15, 14, 13, 12 and 11 correct by `TOTO_CATEGORIES`; a category nobody
 * reached, and every minor unit left over by the division, goes to the jackpot of the next draw.
 */
export type TotoPick = '1' | 'X' | '2';
export const TOTO_PICKS: readonly TotoPick[] = ['1', 'X', '2'];

/** A match's marks in canonical order (1 before X before 2), as coupons store them. */
export type TotoMark = '1' | 'X' | '2' | '1X' | '12' | 'X2' | '1X2';
export const TOTO_MARKS: readonly TotoMark[] = ['1', 'X', '2', '1X', '12', 'X2', '1X2'];

/** A match's result: a pick, or void (cancelled, abandoned, never played) which counts as correct for every mark. */
export type TotoResult = TotoPick | 'void';

export const TOTO_MATCHES = 15;
/** The most lines one coupon plays (3⁷: seven matches fully covered, or any mix with as many lines). */
export const TOTO_MAX_LINES = 2_187;
/** A line costs 10 whole units of the account's currency. */
export const TOTO_LINE_PRICE_UNITS = 10;
/** The house keeps 15 % of the stakes (basis points of the stakes). */
export const TOTO_HOUSE_SHARE_BP = 1_500;
/** A draw with more void matches than this is cancelled and every coupon refunded. */
export const TOTO_MAX_VOID_MATCHES = 7;

/** The prize categories: lines with `correct` right marks share `shareBp` basis points of the prize pool. */
export const TOTO_CATEGORIES: readonly { readonly correct: number; readonly shareBp: number }[] = [
  { correct: 15, shareBp: 3_500 },
  { correct: 14, shareBp: 2_000 },
  { correct: 13, shareBp: 1_500 },
  { correct: 12, shareBp: 1_500 },
  { correct: 11, shareBp: 1_500 },
];

const BP = 10_000n;

/** The price of one line in minor units of `currency`. */
export function totoLinePrice(currency: string): MinorUnits {
  return TOTO_LINE_PRICE_UNITS * 10 ** exponentOf(currency);
}

/** The picks of a mark (`'1X'` → `['1', 'X']`). */
export function picksOf(mark: TotoMark): readonly TotoPick[] {
  return TOTO_PICKS.filter((pick) => mark.includes(pick));
}

/** The canonical mark of a set of picks, or null for none (`['2', '1']` → `'12'`). */
export function markOf(picks: Iterable<TotoPick>): TotoMark | null {
  const chosen = new Set(picks);
  const mark = TOTO_PICKS.filter((pick) => chosen.has(pick)).join('');
  return mark === '' ? null : (mark as TotoMark);
}

export const isTotoMark = (value: unknown): value is TotoMark => typeof value === 'string' && (TOTO_MARKS as readonly string[]).includes(value);

/** The lines a coupon plays: the product of marks per match (0 when a match has none). */
export function totoLinesCount(marks: readonly (TotoMark | null)[]): number {
  return marks.reduce((lines, mark) => lines * (mark === null ? 0 : picksOf(mark).length), 1);
}

export type TotoCouponProblem = 'wrong_match_count' | 'unmarked_match' | 'too_many_lines';

/** Why a coupon cannot be played, or null: one mark for each of the 15 matches, at most `TOTO_MAX_LINES` lines. */
export function totoCouponProblem(marks: readonly (TotoMark | null)[]): TotoCouponProblem | null {
  if (marks.length !== TOTO_MATCHES) return 'wrong_match_count';
  if (marks.some((mark) => mark === null || !isTotoMark(mark))) return 'unmarked_match';
  if (totoLinesCount(marks) > TOTO_MAX_LINES) return 'too_many_lines';
  return null;
}

/** The result of a finished match from its final score. */
export function totoResultOf(home: number, away: number): TotoPick {
  return home > away ? '1' : home < away ? '2' : 'X';
}

/**
 * How many of a coupon's lines got exactly k marks right, for k = 0…matches (index k). Per match the coupon's marks
 * split into right ones r (1 or 0; all of them when the match is void) and wrong ones w; the count is the coefficient
 * of xᵏ in ∏ (w + r·x), so no line is enumerated.
 */
export function linesByCorrect(marks: readonly TotoMark[], results: readonly TotoResult[]): number[] {
  if (marks.length !== results.length) throw new RangeError('one result per marked match');
  let poly = [1];
  marks.forEach((mark, index) => {
    const picks = picksOf(mark);
    const result = results[index];
    const right = result === 'void' ? picks.length : picks.filter((pick) => pick === result).length;
    const wrong = picks.length - right;
    const next = new Array<number>(poly.length + 1).fill(0);
    poly.forEach((count, k) => {
      next[k] = (next[k] ?? 0) + count * wrong;
      next[k + 1] = (next[k + 1] ?? 0) + count * right;
    });
    poly = next;
  });
  return poly;
}

export interface TotoCategoryPayout {
  readonly correct: number;
  /** What the category shares: its part of the prize pool (the top one with the jackpot brought in). */
  readonly fund: MinorUnits;
  /** Winning lines in the category (over every coupon of the pool). */
  readonly lines: number;
  /** What each winning line gets (floor); 0 when nobody won. */
  readonly perLine: MinorUnits;
  /** perLine × lines. */
  readonly paid: MinorUnits;
}

export interface TotoPoolSplit {
  readonly stakes: MinorUnits;
  readonly jackpotIn: MinorUnits;
  readonly house: MinorUnits;
  /** Stakes minus the house share. */
  readonly prizePool: MinorUnits;
  readonly categories: readonly TotoCategoryPayout[];
  /** What goes to the next draw: unwon categories and the division's remainders. */
  readonly jackpotOut: MinorUnits;
}

/**
 * Splits a draw's pool (one currency). house = ⌊stakes × 15 %⌋; each category's fund = ⌊prize pool × share⌋, the
 * rounding remainder and the jackpot brought in joining the 15-correct fund; a won category pays ⌊fund / lines⌋ per
 * winning line. Exact: house + paid + jackpotOut = stakes + jackpotIn.
 */
export function totoPoolSplit(input: { readonly stakes: MinorUnits; readonly jackpotIn: MinorUnits; readonly winningLines: ReadonlyMap<number, number> | Readonly<Record<number, number>> }): TotoPoolSplit {
  const stakes = BigInt(input.stakes);
  const house = floorDiv(stakes * BigInt(TOTO_HOUSE_SHARE_BP), BP);
  const prizePool = stakes - house;
  const shares = TOTO_CATEGORIES.map((category) => floorDiv(prizePool * BigInt(category.shareBp), BP));
  const crumbs = prizePool - shares.reduce((sum, share) => sum + share, 0n);
  const linesOf = (correct: number) => (input.winningLines instanceof Map ? (input.winningLines.get(correct) ?? 0) : ((input.winningLines as Record<number, number>)[correct] ?? 0));
  let jackpotOut = 0n;
  const categories = TOTO_CATEGORIES.map((category, index): TotoCategoryPayout => {
    const fund = (shares[index] ?? 0n) + (index === 0 ? crumbs + BigInt(input.jackpotIn) : 0n);
    const lines = linesOf(category.correct);
    const perLine = lines > 0 ? floorDiv(fund, BigInt(lines)) : 0n;
    const paid = perLine * BigInt(lines);
    jackpotOut += fund - paid;
    return { correct: category.correct, fund: Number(fund), lines, perLine: Number(perLine), paid: Number(paid) };
  });
  return { stakes: input.stakes, jackpotIn: input.jackpotIn, house: Number(house), prizePool: Number(prizePool), categories, jackpotOut: Number(jackpotOut) };
}

/** What one coupon wins from a split: Σ its lines per category × that category's per-line prize. */
export function totoCouponWin(byCorrect: readonly number[], split: Pick<TotoPoolSplit, 'categories'>): MinorUnits {
  return split.categories.reduce((sum, category) => sum + (byCorrect[category.correct] ?? 0) * category.perLine, 0);
}

/** Whether a draw with these results is cancelled (too many void matches): every coupon is refunded. */
export function totoDrawCancelled(results: readonly TotoResult[]): boolean {
  return results.filter((result) => result === 'void').length > TOTO_MAX_VOID_MATCHES;
}
