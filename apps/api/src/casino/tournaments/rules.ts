import type { CasinoTournamentStatus } from '@betting/contracts';

/** A tournament's period as instants: rounds started at or after `startsAtMs` and settled before `endsAtMs` count. */
export interface TournamentPeriod {
  readonly startsAtMs: number;
  readonly endsAtMs: number;
}

/** Where a tournament is against the server's clock. */
export function tournamentStatus(period: TournamentPeriod, nowMs: number): CasinoTournamentStatus {
  if (nowMs < period.startsAtMs) return 'upcoming';
  return nowMs < period.endsAtMs ? 'running' : 'finished';
}

const STATUS_ORDER: Readonly<Record<CasinoTournamentStatus, number>> = { running: 0, upcoming: 1, finished: 2 };

/**
 * The order a list shows tournaments in: running ones first, the one ending soonest on top; then upcoming ones, the
 * one starting soonest first; then finished ones, the latest to end first. Equal ones keep the editors' `position`,
 * then their id.
 */
export function compareTournaments<T extends TournamentPeriod & { readonly id: number; readonly position: number }>(nowMs: number): (a: T, b: T) => number {
  const key = (tournament: T): number => {
    const status = tournamentStatus(tournament, nowMs);
    if (status === 'running') return tournament.endsAtMs;
    return status === 'upcoming' ? tournament.startsAtMs : -tournament.endsAtMs;
  };
  return (a, b) =>
    STATUS_ORDER[tournamentStatus(a, nowMs)] - STATUS_ORDER[tournamentStatus(b, nowMs)] || key(a) - key(b) || a.position - b.position || a.id - b.id;
}

/** How a player appears on a board: `ID 12••••89`, the first and last two digits of their id and never the rest. */
export function maskPlayerId(userId: number): string {
  const digits = String(userId);
  return `ID ${digits.slice(0, 2)}••••${digits.slice(-2)}`;
}

/** The prize of a place (1 is first): null for no place or a place past the paid ones. */
export function prizeForPlace(prizes: readonly number[], place: number | null): number | null {
  if (place === null || !Number.isInteger(place) || place < 1) return null;
  return prizes[place - 1] ?? null;
}

/** The sum of the prizes, exact (throws past a safe integer: the table's checks keep far below it). */
export function prizePoolOf(prizes: readonly number[]): number {
  const pool = prizes.reduce((sum, prize) => sum + BigInt(prize), 0n);
  if (pool > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('prize pool beyond a safe integer');
  return Number(pool);
}

/** A prize table as editors must write it: at least one place, each prize positive and none above the one before. */
export function isPrizeTable(prizes: readonly number[]): boolean {
  return prizes.length > 0 && prizes.length <= 100 && prizes.every((prize, index) => Number.isSafeInteger(prize) && prize > 0 && (index === 0 || prize <= (prizes[index - 1] ?? 0)));
}
