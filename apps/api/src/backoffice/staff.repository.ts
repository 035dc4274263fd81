import { permissionsOf, type Staff, type StaffMember, type StaffRole } from '@betting/contracts';
import type { Queryable } from '../db/database';

/** Ten wrong passwords or codes in a row lock a staff account for an hour; a right sign-in starts the count again. */
export const STAFF_LOCK = { failures: 10, seconds: 3600 } as const;
/** A staff session lasts a working shift; the password alone opens it for five minutes, for the code to follow. */
export const STAFF_SESSION = { ttlSeconds: 8 * 3600, secondFactorSeconds: 300 } as const;

export interface StaffRecord {
  readonly id: number;
  readonly login: string;
  readonly name: string;
  readonly passwordHash: string;
  /** Sealed (`totp-seal.ts`); null while the member has to enrol a new authenticator after a reset. */
  readonly totpSecret: string | null;
  readonly roles: StaffRole[];
  readonly failedAttempts: number;
  readonly lockedUntil: number | null;
  readonly lastTotpStep: number | null;
  readonly disabled: boolean;
  /** An admin reset the password and the authenticator: the member chooses new ones at the next sign-in. */
  readonly mustReset: boolean;
}

interface StaffRow {
  id: number;
  login: string;
  name: string;
  password_hash: string;
  totp_secret: string | null;
  roles: StaffRole[];
  failed_attempts: number;
  locked_until: Date | string | null;
  last_totp_step: string | number | null;
  disabled: boolean;
  must_reset: boolean;
}
const COLUMNS = 'id, login, name, password_hash, totp_secret, roles, failed_attempts, locked_until, last_totp_step, disabled, must_reset';

const recordOf = (row: StaffRow): StaffRecord => ({
  id: row.id,
  login: row.login,
  name: row.name,
  passwordHash: row.password_hash,
  totpSecret: row.totp_secret,
  roles: row.roles,
  failedAttempts: row.failed_attempts,
  lockedUntil: row.locked_until === null ? null : new Date(row.locked_until).getTime(),
  lastTotpStep: row.last_totp_step === null ? null : Number(row.last_totp_step),
  disabled: row.disabled,
  mustReset: row.must_reset,
});

/** What the app and the other staff see of a member (never the hash or the secret). */
export const staffOf = (record: Pick<StaffRecord, 'id' | 'login' | 'name' | 'roles'>): Staff => ({
  id: record.id,
  login: record.login,
  name: record.name,
  roles: [...record.roles],
  permissions: permissionsOf(record.roles),
});

export async function findStaffByLogin(db: Queryable, login: string): Promise<StaffRecord | undefined> {
  const [row] = await db.query<StaffRow>(`select ${COLUMNS} from staff where lower(login) = lower($1)`, [login]);
  return row && recordOf(row);
}

export async function listStaff(db: Queryable): Promise<StaffRecord[]> {
  return (await db.query<StaffRow>(`select ${COLUMNS} from staff order by id`)).map(recordOf);
}

export async function countStaff(db: Queryable): Promise<number> {
  const [row] = await db.query<{ count: string | number }>('select count(*) as count from staff');
  return Number(row?.count ?? 0);
}

export interface NewStaff {
  readonly login: string;
  readonly name: string;
  readonly passwordHash: string;
  readonly totpSecret: string;
  readonly roles: readonly StaffRole[];
}

/** undefined when the login is taken. */
export async function insertStaff(db: Queryable, staff: NewStaff, now: number): Promise<StaffRecord | undefined> {
  const [row] = await db.query<StaffRow>(
    `insert into staff (login, name, password_hash, totp_secret, roles, created_at) values ($1, $2, $3, $4, $5, $6)
      on conflict ((lower(login))) do nothing returning ${COLUMNS}`,
    [staff.login, staff.name, staff.passwordHash, staff.totpSecret, [...new Set(staff.roles)], new Date(now)]
  );
  return row && recordOf(row);
}

/** Counts a wrong password or code; the STAFF_LOCK.failures-th locks the account. True when this failure locked it. */
export async function recordStaffFailure(db: Queryable, staffId: number, now: number): Promise<boolean> {
  const [row] = await db.query<{ failed_attempts: number }>(
    `update staff set failed_attempts = failed_attempts + 1,
        locked_until = case when failed_attempts + 1 >= $2 then $3::timestamptz else locked_until end
      where id = $1 returning failed_attempts`,
    [staffId, STAFF_LOCK.failures, new Date(now + STAFF_LOCK.seconds * 1000)]
  );
  return (row?.failed_attempts ?? 0) >= STAFF_LOCK.failures && (row?.failed_attempts ?? 0) % STAFF_LOCK.failures === 0;
}

/**
 * A right code: the step is spent (taken only when later than the last one spent, so a code is good once, even
 * against two calls at the same moment) and the failures start again from zero. False when the step was spent.
 */
export async function spendTotpStep(db: Queryable, staffId: number, step: number): Promise<boolean> {
  // The first right code of a newly enrolled authenticator also ends the reset: the member has both factors again.
  const rows = await db.query(`update staff set last_totp_step = $2, failed_attempts = 0, locked_until = null, must_reset = false where id = $1 and (last_totp_step is null or last_totp_step < $2) returning id`, [
    staffId,
    step,
  ]);
  return rows.length > 0;
}

export const isLocked = (staff: StaffRecord, now: number) => staff.lockedUntil !== null && staff.lockedUntil > now;

// --- sessions

export interface StaffSession {
  readonly id: number;
  readonly staff: StaffRecord;
  readonly secondFactorDone: boolean;
}

export async function insertStaffSession(db: Queryable, staffId: number, tokenHash: string, now: number): Promise<void> {
  await db.query('insert into staff_sessions (token_hash, staff_id, created_at, expires_at) values ($1, $2, $3, $4)', [
    tokenHash,
    staffId,
    new Date(now),
    new Date(now + STAFF_SESSION.secondFactorSeconds * 1000),
  ]);
}

/** The live session of the token: not revoked, not expired, its member neither disabled nor locked. */
export async function findStaffSession(db: Queryable, tokenHash: string, now: number): Promise<StaffSession | undefined> {
  const [row] = await db.query<StaffRow & { session_id: string | number; second_factor_at: Date | string | null }>(
    `select s.id as session_id, s.second_factor_at, ${COLUMNS.split(', ')
      .map((column) => `m.${column}`)
      .join(', ')}
       from staff_sessions s join staff m on m.id = s.staff_id
      where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2`,
    [tokenHash, new Date(now)]
  );
  if (!row) return undefined;
  const staff = recordOf(row);
  if (staff.disabled || isLocked(staff, now)) return undefined;
  return { id: Number(row.session_id), staff, secondFactorDone: row.second_factor_at !== null };
}

/** The code was right: the session becomes a full one for a shift, under a new token (the password-only one is spent). */
export async function completeSecondFactor(db: Queryable, sessionId: number, newTokenHash: string, now: number): Promise<void> {
  await db.query('update staff_sessions set second_factor_at = $2, expires_at = $3, token_hash = $4 where id = $1', [
    sessionId,
    new Date(now),
    new Date(now + STAFF_SESSION.ttlSeconds * 1000),
    newTokenHash,
  ]);
}

export async function revokeStaffSession(db: Queryable, sessionId: number, now: number): Promise<void> {
  await db.query('update staff_sessions set revoked_at = $2 where id = $1 and revoked_at is null', [sessionId, new Date(now)]);
}

/** A locked account's open sessions end at once. */
export async function revokeStaffSessions(db: Queryable, staffId: number, now: number): Promise<void> {
  await db.query('update staff_sessions set revoked_at = $2 where staff_id = $1 and revoked_at is null', [staffId, new Date(now)]);
}

// --- administration (admins)

/** What the staff desk lists of a member: the public part, and whether they are disabled, locked or being reset. */
export const staffMemberOf = (record: StaffRecord): StaffMember => ({
  ...staffOf(record),
  disabled: record.disabled,
  locked_until: record.lockedUntil === null ? null : new Date(record.lockedUntil).toISOString(),
  must_reset: record.mustReset,
});

export async function findStaffById(db: Queryable, id: number, lock = false): Promise<StaffRecord | undefined> {
  const [row] = await db.query<StaffRow>(`select ${COLUMNS} from staff where id = $1${lock ? ' for update' : ''}`, [id]);
  return row && recordOf(row);
}

export async function setStaffDisabled(db: Queryable, id: number, disabled: boolean): Promise<StaffRecord | undefined> {
  const [row] = await db.query<StaffRow>(`update staff set disabled = $2 where id = $1 returning ${COLUMNS}`, [id, disabled]);
  return row && recordOf(row);
}

/**
 * An admin's reset: the password becomes the temporary one (its hash), the authenticator is forgotten, the failures
 * and any lock are cleared; the member then chooses a new password and enrols a new authenticator at sign-in.
 */
export async function resetStaffCredentials(db: Queryable, id: number, temporaryPasswordHash: string): Promise<StaffRecord | undefined> {
  const [row] = await db.query<StaffRow>(
    `update staff set password_hash = $2, totp_secret = null, must_reset = true, failed_attempts = 0, locked_until = null where id = $1 returning ${COLUMNS}`,
    [id, temporaryPasswordHash]
  );
  return row && recordOf(row);
}

/**
 * The member's own new password and authenticator after a reset (still `must_reset` until its first right code). The
 * spent steps were the old authenticator's: the new one's codes count from now.
 */
export async function chooseStaffCredentials(db: Queryable, id: number, passwordHash: string, sealedTotpSecret: string): Promise<boolean> {
  const rows = await db.query('update staff set password_hash = $2, totp_secret = $3, last_totp_step = null where id = $1 and must_reset returning id', [id, passwordHash, sealedTotpSecret]);
  return rows.length > 0;
}

/** A member's TOTP secret still stored in clear (from before sealing). */
export interface ClearTotpSecret {
  readonly id: number;
  readonly login: string;
  readonly totpSecret: string;
}

/** The members whose TOTP secret is stored in clear (not `v1.` sealed). */
export async function clearTotpSecrets(db: Queryable): Promise<ClearTotpSecret[]> {
  const rows = await db.query<{ id: number; login: string; totp_secret: string }>(`select id, login, totp_secret from staff where totp_secret is not null and totp_secret not like 'v1.%'`);
  return rows.map((row) => ({ id: row.id, login: row.login, totpSecret: row.totp_secret }));
}

/** Replaces a clear secret with its sealed form while the row still holds the clear one; false when it did not. */
export async function replaceClearTotpSecret(db: Queryable, id: number, clear: string, sealed: string): Promise<boolean> {
  const rows = await db.query('update staff set totp_secret = $3 where id = $1 and totp_secret = $2 returning id', [id, clear, sealed]);
  return rows.length > 0;
}
