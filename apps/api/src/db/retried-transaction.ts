import { setTimeout as sleep } from 'node:timers/promises';
import type { Database, Queryable } from './database';

/**
 * SQLSTATEs after which the whole transaction is run again: serialization_failure, deadlock_detected, and
 * unique_violation (two calls raced to insert the same unique row; on the next try the loser's pre-checks see the
 * winner's committed row and answer with a typed error instead).
 */
const RETRIED_CODES: ReadonlySet<string> = new Set(['40001', '40P01', '23505']);

export function isRetriedDatabaseError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  return typeof code === 'string' && RETRIED_CODES.has(code);
}

export interface RetryOptions {
  readonly attempts?: number;
  /** Waits before try n + 1 (n from 1); jittered so that racing calls do not meet again. */
  readonly backoffMs?: (attempt: number) => number;
}

const defaultBackoff = (attempt: number) => attempt * 3 + Math.floor(Math.random() * 5);

/** Runs `work` in one database transaction, again from the start (at most `attempts` tries) after a retried error. */
export async function inRetriedTransaction<T>(db: Database, work: (tx: Queryable) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = options.attempts ?? 6;
  const backoff = options.backoffMs ?? defaultBackoff;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= attempts || !isRetriedDatabaseError(error)) throw error;
      await sleep(backoff(attempt));
    }
  }
}
