import type { StaffRole } from '@betting/contracts';
import type { Database } from '../db/database';
import type { PasswordHasher } from '../identity';
import { insertAudit } from './audit.repository';
import { countStaff, insertStaff, type StaffRecord } from './staff.repository';
import { sealTotpSecret } from './totp-seal';

export interface StaffSeed {
  readonly login: string;
  readonly name: string;
  readonly password: string;
  /** Base32, as an authenticator app takes it. */
  readonly totpSecret: string;
  readonly roles: readonly StaffRole[];
}

/** Adds a staff member (audited as their own creation); undefined when the login is taken. */
export async function addStaff(db: Database, hasher: PasswordHasher, totpKey: Buffer, seed: StaffSeed, now: number, action: string): Promise<StaffRecord | undefined> {
  const passwordHash = await hasher.hash(seed.password);
  return db.transaction(async (tx) => {
    const record = await insertStaff(tx, { login: seed.login, name: seed.name, passwordHash, totpSecret: sealTotpSecret(totpKey, seed.login, seed.totpSecret), roles: seed.roles }, now);
    if (record) await insertAudit(tx, { staffId: record.id, action, target: `staff:${record.id}`, before: null, after: { login: record.login, name: record.name, roles: record.roles } }, now);
    return record;
  });
}

/** The first admin, from BACKOFFICE_BOOTSTRAP_ADMIN, only while there is no staff member at all. */
export async function bootstrapFirstAdmin(db: Database, hasher: PasswordHasher, totpKey: Buffer, seed: StaffSeed, now: number): Promise<StaffRecord | undefined> {
  if ((await countStaff(db)) > 0) return undefined;
  return addStaff(db, hasher, totpKey, seed, now, 'staff.bootstrap');
}
