import { DEFAULT_CURRENCY, currencyByIso, parseMoney, type MinorUnits } from '@betting/kernel';

/** One movement of money counted by a limit: when (seconds) and how much (minor units of the main currency). */
export interface MoneyEvent {
  readonly at: number;
  readonly amount: MinorUnits;
}

/**
 * What the person has done, as the limits count it. All amounts are minor units of the main account's currency
 * (the server converts other accounts' amounts before asking).
 *
 * - `deposits`: every credited deposit, gross, at the time it was credited. Withdrawals do not give room back.
 * - `stakes`: every stake (sports bet, casino round, toto or lotto ticket) at the time it was placed, settled or not.
 * - `returns`: every amount paid back on settlement (winnings including the stake, refunds of void bets, cash-outs)
 *   at the time it was paid.
 * - `sessionSeconds`: the session time already counted against the session limit (the server's accounting).
 */
export interface LimitUsage {
  readonly currency: string;
  readonly deposits: readonly MoneyEvent[];
  readonly stakes: readonly MoneyEvent[];
  readonly returns: readonly MoneyEvent[];
  readonly sessionSeconds: number;
}

export function emptyUsage(currency: string): LimitUsage {
  return { currency, deposits: [], stakes: [], returns: [], sessionSeconds: 0 };
}

/**
 * True when an event at `at` falls in the rolling window of `windowSeconds` ending at `now`: less than the window
 * ago (an event exactly 24 h old no longer counts for a 24 h limit). Events dated after `now` count.
 */
export function inWindow(at: number, windowSeconds: number, now: number): boolean {
  return now - at < windowSeconds;
}

/** Exact sum of the events in the window (BigInt: no float, no overflow). */
export function sumInWindow(events: readonly MoneyEvent[], windowSeconds: number, now: number): bigint {
  let total = 0n;
  for (const event of events) if (inWindow(event.at, windowSeconds, now)) total += BigInt(event.amount);
  return total;
}

/** Exact sum of the events at or after `since`. */
export function sumSince(events: readonly MoneyEvent[], since: number): bigint {
  let total = 0n;
  for (const event of events) if (event.at >= since) total += BigInt(event.amount);
  return total;
}

/**
 * The net position since `since` (a session start) for the reality check: returns − stakes, minor units; negative
 * when the person is down.
 */
export function netPosition(usage: LimitUsage, since: number): MinorUnits {
  return clampSafe(sumSince(usage.returns, since) - sumSince(usage.stakes, since));
}

/**
 * A limit value (whole major units) in minor units of `currency`, exact, via the kernel's money parser. An unknown
 * currency uses the default currency's exponent, as the kernel's display does.
 */
export function limitValueToMinor(value: number, currency: string): MinorUnits {
  const parsed = parseMoney(String(value), currencyByIso(currency) ? currency : DEFAULT_CURRENCY);
  /* c8 ignore next */
  if (!parsed.ok) throw new RangeError(`Limit value ${value} is not a whole amount`);
  return parsed.value;
}

const MAX = BigInt(Number.MAX_SAFE_INTEGER);

/** A BigInt brought back into safe-integer range (saturating). */
export function clampSafe(value: bigint): number {
  if (value > MAX) return Number.MAX_SAFE_INTEGER;
  if (value < -MAX) return -Number.MAX_SAFE_INTEGER;
  return Number(value);
}
