import type { AuthErrorCode } from '@betting/contracts';
import type { Database } from '../db/database';
import type { WalletAccount } from '../wallet';
import type { PasswordHasher } from './passwords';

export type Registered = { readonly ok: true; readonly userId: number; readonly password: string | null; readonly account: WalletAccount; readonly sessionToken: string; readonly remember: boolean };
export type RegistrationRefused = { readonly ok: false; readonly status: number; readonly code: AuthErrorCode };

export interface RegistrationDeps {
  readonly db: Database;
  readonly hasher: PasswordHasher;
  readonly random?: (maxExclusive: number) => number;
}
