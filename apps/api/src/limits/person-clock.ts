import type { Queryable } from '../db/database';

/**
 * Where a person's "now" comes from for the limit rules: the server's clock shifted by the person's offset. The
 * production build injects `serverPersonClock` (no offset, nothing asked); the test-control build injects one that
 * reads the offset test control keeps per person (`test-control/person-clock.ts`).
 */
export interface PersonClock {
  /** How far the person's clock is ahead of the server's, ms (`db`: inside the caller's transaction when it has one). */
  offsetMs(db: Queryable, userId: number): number | Promise<number>;
}

export const serverPersonClock: PersonClock = { offsetMs: () => 0 };

/** The test-control clock subject of a user: `POST /__test/clock/user-<id>/advance` moves that person's time. */
export const userClockSubject = (userId: number): string => `user-${userId}`;
