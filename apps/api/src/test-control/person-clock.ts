import { type PersonClock, userClockSubject } from '../limits';
import { clockOffset } from './subject-clock';

/** Each person's clock as test control moved it (`POST /__test/clock/user-<id>/advance`): non-production only. */
export const testControlPersonClock: PersonClock = { offsetMs: (db, userId) => clockOffset(db, userClockSubject(userId)) };
