import type { Clock } from '@betting/kernel';
import type { Database } from '../../db/database';
import type { RandomInt } from '../captcha/render';
import type { PasswordHasher } from '../passwords';

/** What the office's personal routes share: the database, the clock and the password hasher. */
export interface ProfileDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly hasher: PasswordHasher;
  readonly random?: RandomInt;
}
