import type { RegistrationType } from '@betting/contracts';
import type { Queryable } from '../db/database';

export interface UserRecord {
  readonly id: number;
  readonly passwordHash: string;
  readonly status: 'active' | 'blocked';
  readonly email: string | null;
  readonly phoneCode: string | null;
  readonly phoneNumber: string | null;
  readonly banLevel: number;
  readonly userStatusId: number;
  readonly twoFactorEnabled: boolean;
  /** A security question is set: a password sign-in asks for its answer. */
  readonly hasSecurityQuestion: boolean;
}

interface UserRow {
  id: number;
  password_hash: string;
  status: 'active' | 'blocked';
  email: string | null;
  phone_code: string | null;
  phone_number: string | null;
  ban_level: number;
  user_status_id: number;
  two_factor_enabled: boolean;
  has_security_question: boolean;
}

const COLUMNS = 'id, password_hash, status, email, phone_code, phone_number, ban_level, user_status_id, two_factor_enabled, security_answer_hash is not null as has_security_question';

const toUser = (row: UserRow): UserRecord => ({
  id: row.id,
  passwordHash: row.password_hash,
  status: row.status,
  email: row.email,
  phoneCode: row.phone_code,
  phoneNumber: row.phone_number,
  banLevel: row.ban_level,
  userStatusId: row.user_status_id,
  twoFactorEnabled: row.two_factor_enabled,
  hasSecurityQuestion: row.has_security_question,
});

export async function findUserById(db: Queryable, id: number): Promise<UserRecord | undefined> {
  const rows = await db.query<UserRow>(`select ${COLUMNS} from users where id = $1`, [id]);
  return rows[0] && toUser(rows[0]);
}

/** By the numeric ID (nine digits) or else the e-mail, case-insensitively. */
export async function findUserByLogin(db: Queryable, login: string): Promise<UserRecord | undefined> {
  const trimmed = login.trim();
  if (/^\d{9}$/.test(trimmed)) return findUserById(db, Number(trimmed));
  const rows = await db.query<UserRow>(`select ${COLUMNS} from users where lower(email) = lower($1)`, [trimmed]);
  return rows[0] && toUser(rows[0]);
}

export async function findUserByPhone(db: Queryable, telCode: string, phoneNumber: string): Promise<UserRecord | undefined> {
  const rows = await db.query<UserRow>(`select ${COLUMNS} from users where phone_code = $1 and phone_number = $2`, [telCode, phoneNumber]);
  return rows[0] && toUser(rows[0]);
}

export interface PhoneCountry {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly telCode: string;
  readonly minLength: number;
  readonly maxLength: number;
}

export async function findPhoneCountry(db: Queryable, code: string): Promise<PhoneCountry | undefined> {
  const rows = await db.query<{ id: number; code: string; name: string; tel_code: string; min_length: number; max_length: number }>(
    'select c.id, c.code, c.name, c.tel_code, m.min_length, m.max_length from phone_countries c join phone_masks m on m.country_id = c.id where c.code = upper($1)',
    [code],
  );
  const row = rows[0];
  return row && { id: row.id, code: row.code, name: row.name, telCode: row.tel_code, minLength: row.min_length, maxLength: row.max_length };
}

export async function countryExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('select 1 from phone_countries where id = $1', [id])).length > 0;
}

export interface NewUser {
  readonly id: number;
  readonly registrationType: RegistrationType;
  readonly passwordHash: string;
  readonly email: string | null;
  readonly phone: { readonly countryId: number; readonly telCode: string; readonly number: string } | null;
  readonly countryId: number;
  readonly currencyId: number;
  readonly refCode: string | null;
  readonly firstDepositBonusChoice: number;
  readonly name: string | null;
  readonly surname: string | null;
  readonly createdAt: Date;
}

/** Inserts the user unless the id is taken (then false: the caller draws another id). */
export async function insertUser(tx: Queryable, user: NewUser): Promise<boolean> {
  const rows = await tx.query(
    `insert into users (id, registration_type, password_hash, email, phone_country_id, phone_code, phone_number, country_id, currency_id, ref_code,
       first_deposit_bonus_choice, name, surname, activation_type, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
     on conflict (id) do nothing returning id`,
    [
      user.id,
      user.registrationType,
      user.passwordHash,
      user.email,
      user.phone?.countryId ?? null,
      user.phone?.telCode ?? null,
      user.phone?.number ?? null,
      user.countryId,
      user.currencyId,
      user.refCode,
      user.firstDepositBonusChoice,
      user.name,
      user.surname,
      0,
      user.createdAt,
    ],
  );
  return rows.length === 1;
}

export async function emailTaken(db: Queryable, email: string): Promise<boolean> {
  return (await db.query('select 1 from users where lower(email) = lower($1)', [email])).length > 0;
}

export async function phoneTaken(db: Queryable, telCode: string, phoneNumber: string): Promise<boolean> {
  return (await db.query('select 1 from users where phone_code = $1 and phone_number = $2', [telCode, phoneNumber])).length > 0;
}

export async function setPasswordHash(db: Queryable, userId: number, passwordHash: string, now: Date): Promise<void> {
  await db.query('update users set password_hash = $2, password_changed_at = $3 where id = $1', [userId, passwordHash, now]);
}

/** What the routing decision needs of a user: their ban and their status (1: pending verification). */
export interface RoutingStanding {
  readonly banLevel: number;
  readonly banVersion: number;
  readonly userStatusId: number;
}

export async function routingStandingOf(db: Queryable, userId: number): Promise<RoutingStanding | undefined> {
  const [user] = await db.query<{ ban_level: number; ban_version: number; user_status_id: number }>('select ban_level, ban_version, user_status_id from users where id = $1', [userId]);
  return user && { banLevel: user.ban_level, banVersion: user.ban_version, userStatusId: user.user_status_id };
}
