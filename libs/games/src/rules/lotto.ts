import { applyCoef, exponentOf, floorDiv, type MinorUnits } from '@betting/kernel';
import { drawIndex, roundFloats, serverSeedHash, type SeedTriple } from './provably-fair';

/**
 * Lotto 6/45: a ticket is 6 different numbers of 1…45; once a day at a fixed time 6 balls
 * are drawn, provably fair: the draw's server seed is committed by its SHA-256 when the draw opens and revealed when
 * it is drawn, and the balls are a partial Fisher–Yates shuffle of 1…45 driven by the seed's HMAC floats (client seed
 * `lotto:{drawId}`, nonce 0) — anyone can recompute them. Matching 3, 4 or 5 numbers wins a fixed multiple of the
 * ticket price; matching all 6 shares the jackpot (a share of the draw's sales plus what earlier draws carried over).
 */
export const LOTTO_BALLS = 45;
export const LOTTO_PICK = 6;
/** A ticket costs 10 whole units of the account's currency. */
export const LOTTO_TICKET_PRICE_UNITS = 10;
/** The daily draw, UTC. */
export const LOTTO_DRAW_HOUR_UTC = 20;
/** Part of each draw's sales that feeds the jackpot (basis points). */
export const LOTTO_JACKPOT_SHARE_BP = 3_000;
/** Fixed prizes: multipliers of the ticket price in thousandths, by numbers matched. */
export const LOTTO_FIXED_PRIZES: Readonly<Record<3 | 4 | 5, number>> = { 3: 2_000, 4: 40_000, 5: 2_000_000 };

const DAY_MS = 86_400_000;

export function lottoTicketPrice(currency: string): MinorUnits {
  return LOTTO_TICKET_PRICE_UNITS * 10 ** exponentOf(currency);
}

/** The first daily draw time strictly after `ms` (epoch milliseconds). */
export function lottoDrawTimeAfter(ms: number): number {
  const today = Math.floor(ms / DAY_MS) * DAY_MS + LOTTO_DRAW_HOUR_UTC * 3_600_000;
  return today > ms ? today : today + DAY_MS;
}

/** The public client seed of a draw: players cannot choose it, so it is fixed by the draw's id before sales. */
export const lottoClientSeed = (drawId: number): string => `lotto:${drawId}`;

/** The balls in the order drawn: 6 different numbers of 1…45, a partial Fisher–Yates shuffle by the round's floats. */
export function lottoDraw(seeds: SeedTriple): number[] {
  return numbersFromFloats(roundFloats(seeds, LOTTO_PICK));
}

/**
 * 6 different numbers of 1…45 from 6 uniform floats in [0, 1): step i swaps position i with i + ⌊f·(45 − i)⌋.
 * The quick pick uses it with the server's random floats.
 */
export function numbersFromFloats(floats: readonly number[]): number[] {
  if (floats.length < LOTTO_PICK) throw new RangeError(`${LOTTO_PICK} floats are needed`);
  const pool = Array.from({ length: LOTTO_BALLS }, (_, index) => index + 1);
  for (let index = 0; index < LOTTO_PICK; index += 1) {
    const other = index + drawIndex(floats[index] ?? 0, LOTTO_BALLS - index);
    [pool[index], pool[other]] = [pool[other]!, pool[index]!];
  }
  return pool.slice(0, LOTTO_PICK);
}

/** A ticket's numbers ascending. */
export const sortedNumbers = (numbers: readonly number[]): number[] => [...numbers].sort((a, b) => a - b);

export type LottoTicketProblem = 'wrong_count' | 'out_of_range' | 'duplicate';

/** Why these numbers are no ticket, or null: exactly 6 different whole numbers of 1…45. */
export function lottoTicketProblem(numbers: readonly number[]): LottoTicketProblem | null {
  if (numbers.length !== LOTTO_PICK) return 'wrong_count';
  if (numbers.some((number) => !Number.isInteger(number) || number < 1 || number > LOTTO_BALLS)) return 'out_of_range';
  if (new Set(numbers).size !== numbers.length) return 'duplicate';
  return null;
}

/** How many of the ticket's numbers were drawn. */
export function lottoMatches(ticket: readonly number[], drawn: readonly number[]): number {
  const balls = new Set(drawn);
  return ticket.filter((number) => balls.has(number)).length;
}

/** The fixed prize of a ticket that matched `matches` numbers (0 outside 3…5). */
export function lottoFixedPrize(matches: number, ticketPrice: MinorUnits): MinorUnits {
  const multiplier = matches === 3 || matches === 4 || matches === 5 ? LOTTO_FIXED_PRIZES[matches] : 0;
  return multiplier === 0 ? 0 : applyCoef(ticketPrice, multiplier);
}

export interface LottoJackpotSplit {
  /** What the 6-match tickets share: the jackpot brought in plus ⌊sales × 30 %⌋. */
  readonly fund: MinorUnits;
  readonly winners: number;
  /** ⌊fund / winners⌋, 0 without winners. */
  readonly perTicket: MinorUnits;
  /** What goes to the next draw: the whole fund without winners, else the division's remainder. */
  readonly jackpotOut: MinorUnits;
}

/** Splits a draw's jackpot (one currency) among its 6-match tickets. Exact: perTicket × winners + jackpotOut = fund. */
export function lottoJackpotSplit(input: { readonly sales: MinorUnits; readonly jackpotIn: MinorUnits; readonly winners: number }): LottoJackpotSplit {
  const fund = BigInt(input.jackpotIn) + floorDiv(BigInt(input.sales) * BigInt(LOTTO_JACKPOT_SHARE_BP), 10_000n);
  const perTicket = input.winners > 0 ? floorDiv(fund, BigInt(input.winners)) : 0n;
  return { fund: Number(fund), winners: input.winners, perTicket: Number(perTicket), jackpotOut: Number(fund - perTicket * BigInt(input.winners)) };
}

/** The chance that one ticket matches exactly `k` of the 6 drawn numbers: C(6,k)·C(39,6−k) / C(45,6). */
export function lottoMatchProbability(k: number): number {
  return (choose(LOTTO_PICK, k) * choose(LOTTO_BALLS - LOTTO_PICK, LOTTO_PICK - k)) / choose(LOTTO_BALLS, LOTTO_PICK);
}

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let index = 1; index <= k; index += 1) result = (result * (n - k + index)) / index;
  return Math.round(result);
}

export interface RevealedLottoDraw {
  readonly drawId: number;
  readonly serverSeed: string;
  readonly serverSeedHash: string;
  readonly balls: readonly number[];
}

/** Recomputes a drawn lotto draw: the seed matches its commitment and gives these balls in this order. */
export function verifyLottoDraw(draw: RevealedLottoDraw): { readonly hashMatches: boolean; readonly ballsMatch: boolean; readonly recomputed: readonly number[] } {
  const recomputed = lottoDraw({ serverSeed: draw.serverSeed, clientSeed: lottoClientSeed(draw.drawId), nonce: 0 });
  return {
    hashMatches: serverSeedHash(draw.serverSeed) === draw.serverSeedHash,
    ballsMatch: recomputed.length === draw.balls.length && recomputed.every((ball, index) => ball === draw.balls[index]),
    recomputed,
  };
}
