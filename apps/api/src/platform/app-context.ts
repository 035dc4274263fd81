import type { Clock } from '@betting/kernel';
import type { Database } from '../db/database';

/**
 * What buildApp hands every domain: the database, the clock, and the key that signs and checks user tokens
 * (USER_TOKEN_SECRET, or the one kept in `server_secrets`), loaded once when the app is built.
 */
export interface AppContext {
  readonly db: Database;
  readonly clock: Clock;
  readonly userTokenKey: Uint8Array;
}
