import type { Clock } from '@betting/kernel';
import type { Database } from '../db/database';
import type { PasswordHasher } from '../identity/passwords';
import type { ProtectionSettings, RequestLimiter } from '../security/request-limits';

export interface BackofficeDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly hasher: PasswordHasher;
  readonly dummyHash: () => Promise<string>;
  readonly hitLimit: RequestLimiter;
  readonly protection: ProtectionSettings;
}
