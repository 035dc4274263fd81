import { floorDiv, type MinorUnits } from '@betting/kernel';
import { payoutOf, type Multiplier } from './payout';
import { roundUint32s, type SeedTriple } from './provably-fair';

/**
 * "Rocket": a crash game. The multiplier climbs from 1.00× as `multiplierAt(ms)` = floor(1000 · e^(0.00006 · ms))
 * thousandths; the round's crash point is fixed by its seeds before it starts. A cash-out at a multiplier no higher
 * than the crash point pays stake × that multiplier, anything later pays nothing.
 *
 * - Crash point: from the round's first 32-bit draw U, floor(990 · 2³² / (2³² − U)) thousandths — 0.99 / (1 − u)
 *   with u = U / 2³² — raised to 1.000 (an instant bust, u < 0.01: about 1 round in 100) and capped at 10 000×.
 * - The house edge is 1 %: P(crash point ≥ x) = 0.99 / x, so any cash-out target x returns 99 % on average.
 * - Cash-outs start at 1.01× (`CRASH_MIN_CASH_OUT`), so an instant bust beats every cash-out.
 */
export const CRASH_GROWTH_PER_MS = 0.00006;
export const CRASH_MIN_CASH_OUT: Multiplier = 1010;
export const CRASH_MAX_MULTIPLIER: Multiplier = 10_000_000;
const TWO_POW_32 = 2n ** 32n;
const RETURN_THOUSANDTHS = 990n;

export interface CrashParams {
  readonly stake: MinorUnits;
  /** The multiplier the stake was cashed out at (by hand or by the auto target), thousandths; null if never. */
  readonly cashOut: Multiplier | null;
}

export interface CrashOutcome {
  readonly game: 'crash';
  readonly crashPoint: Multiplier;
  readonly cashOut: Multiplier | null;
  readonly won: boolean;
  /** The multiplier paid: the cash-out when it won, else 0. */
  readonly multiplier: Multiplier;
  readonly payout: MinorUnits;
}

/** The crash point of a 32-bit draw (see above). */
export function crashPointOf(draw: number): Multiplier {
  const point = Number(floorDiv(RETURN_THOUSANDTHS * TWO_POW_32, TWO_POW_32 - BigInt(draw)));
  return Math.min(CRASH_MAX_MULTIPLIER, Math.max(1000, point));
}

/** The round's crash point from its seeds. */
export function crashPoint(seeds: SeedTriple): Multiplier {
  return crashPointOf(roundUint32s(seeds, 1)[0] ?? 0);
}

/** The multiplier shown `elapsedMs` after the round started, thousandths (1000 at 0, never above the cap). */
export function multiplierAt(elapsedMs: number): Multiplier {
  if (elapsedMs <= 0) return 1000;
  return Math.min(CRASH_MAX_MULTIPLIER, Math.floor(1000 * Math.exp(CRASH_GROWTH_PER_MS * elapsedMs)));
}

/** The first whole millisecond at which the multiplier reaches `multiplier` (the inverse of `multiplierAt`, for the UI and the server's timers). */
export function msToReach(multiplier: Multiplier): number {
  if (multiplier <= 1000) return 0;
  let ms = Math.max(0, Math.ceil(Math.log(multiplier / 1000) / CRASH_GROWTH_PER_MS));
  // Math.log and Math.exp may each be an ulp off: settle on the exact first millisecond.
  while (ms > 0 && multiplierAt(ms - 1) >= multiplier) ms -= 1;
  while (multiplierAt(ms) < multiplier) ms += 1;
  return ms;
}

/** When the round busts: the first millisecond the multiplier passes the crash point. */
export function bustAtMs(point: Multiplier): number {
  return point >= CRASH_MAX_MULTIPLIER ? msToReach(CRASH_MAX_MULTIPLIER) : msToReach(point + 1);
}

/** A cash-out target the game accepts: whole thousandths from 1.01× to the cap. */
export function isValidCashOut(multiplier: unknown): multiplier is Multiplier {
  return typeof multiplier === 'number' && Number.isSafeInteger(multiplier) && multiplier >= CRASH_MIN_CASH_OUT && multiplier <= CRASH_MAX_MULTIPLIER;
}

/** The crash rule: paid at the cash-out when it is at most the crash point, else nothing. */
export function crashOutcomeOf(point: Multiplier, params: CrashParams): CrashOutcome {
  const won = params.cashOut !== null && params.cashOut <= point;
  const multiplier = won ? (params.cashOut ?? 0) : 0;
  return { game: 'crash', crashPoint: point, cashOut: params.cashOut, won, multiplier, payout: payoutOf(params.stake, multiplier) };
}

/** One round, a pure function of the seeds, the nonce, the stake and the cash-out. */
export function crashRound(seeds: SeedTriple, params: CrashParams): CrashOutcome {
  return crashOutcomeOf(crashPoint(seeds), params);
}

/**
 * Where an open round stands `elapsedMs` after its start, for the server's cash-out and settlement: still flying
 * (the multiplier now), cashed out by its auto target (reached and not above the crash point), or busted.
 */
export type CrashProgress =
  | { readonly state: 'flying'; readonly multiplier: Multiplier }
  | { readonly state: 'auto_cashed_out'; readonly cashOut: Multiplier; readonly atMs: number }
  | { readonly state: 'busted'; readonly atMs: number };

export function crashProgress(point: Multiplier, autoCashOut: Multiplier | null, elapsedMs: number): CrashProgress {
  if (autoCashOut !== null && autoCashOut <= point) {
    const atMs = msToReach(autoCashOut);
    if (elapsedMs >= atMs) return { state: 'auto_cashed_out', cashOut: autoCashOut, atMs };
  }
  const bust = bustAtMs(point);
  if (elapsedMs >= bust) return { state: 'busted', atMs: bust };
  return { state: 'flying', multiplier: multiplierAt(elapsedMs) };
}
