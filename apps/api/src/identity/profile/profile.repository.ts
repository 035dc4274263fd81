import type { MailingSettings, PersonalDataBody, SupportRequest, SupportTopic, UserData } from '@betting/contracts';
import type { Queryable } from '../../db/database';
import { userDataOf, type UserDataColumns } from '../user-data';

// --- personal data

export async function readPersonalData(db: Queryable, userId: number): Promise<UserData | undefined> {
  const rows = await db.query<UserDataColumns>("select name, surname, to_char(date_birthday, 'YYYY-MM-DD') as date_birthday, user_data from users where id = $1", [userId]);
  const row = rows[0];
  return row && userDataOf(row);
}

/** Replaces all nine fields; other keys of user_data stay. */
export async function writePersonalData(db: Queryable, userId: number, data: PersonalDataBody): Promise<void> {
  const { name, surname, date_birthday: birthday, ...rest } = data;
  await db.query('update users set name = $2, surname = $3, date_birthday = $4::date, user_data = user_data || $5::jsonb where id = $1', [userId, name, surname, birthday, JSON.stringify(rest)]);
}

// --- security

export interface SecurityRow {
  readonly email: string | null;
  readonly phoneCode: string | null;
  readonly phoneNumber: string | null;
  readonly twoFactorEnabled: boolean;
  readonly activationType: number;
  readonly passwordChangedAt: Date | null;
  readonly hasSecurityQuestion: boolean;
}

export async function readSecurityRow(db: Queryable, userId: number): Promise<SecurityRow | undefined> {
  const rows = await db.query<{
    email: string | null;
    phone_code: string | null;
    phone_number: string | null;
    two_factor_enabled: boolean;
    activation_type: number;
    password_changed_at: Date | string | null;
    has_security_question: boolean;
  }>('select email, phone_code, phone_number, two_factor_enabled, activation_type, password_changed_at, security_answer_hash is not null as has_security_question from users where id = $1', [userId]);
  const row = rows[0];
  return (
    row && {
      email: row.email,
      phoneCode: row.phone_code,
      phoneNumber: row.phone_number,
      twoFactorEnabled: row.two_factor_enabled,
      activationType: row.activation_type,
      passwordChangedAt: row.password_changed_at === null ? null : new Date(row.password_changed_at),
      hasSecurityQuestion: row.has_security_question,
    }
  );
}

/** The user's security question, or null when none is set. */
export async function readSecurityQuestion(db: Queryable, userId: number): Promise<string | null> {
  const rows = await db.query<{ security_question: string | null }>('select security_question from users where id = $1', [userId]);
  return rows[0]?.security_question ?? null;
}

/** Sets (or with null removes) the question and the hash of its normalised answer, together. */
export async function setSecurityQuestion(db: Queryable, userId: number, value: { readonly question: string; readonly answerHash: string } | null): Promise<void> {
  await db.query('update users set security_question = $2, security_answer_hash = $3 where id = $1', [userId, value?.question ?? null, value?.answerHash ?? null]);
}

/** After a password change: every session of the user but the one that asked ends. Returns how many ended. */
export async function revokeOtherSessions(db: Queryable, userId: number, keepSessionId: number, now: number): Promise<number> {
  const rows = await db.query('update sessions set revoked_at = $3 where user_id = $1 and id <> $2 and revoked_at is null returning id', [userId, keepSessionId, new Date(now)]);
  return rows.length;
}

export async function setTwoFactor(db: Queryable, userId: number, enabled: boolean): Promise<void> {
  await db.query('update users set two_factor_enabled = $2 where id = $1', [userId, enabled]);
}

/** Binds the phone and sets the activation type (the caller maps it, spec §4). */
export async function bindPhone(db: Queryable, userId: number, phone: { readonly countryId: number; readonly telCode: string; readonly number: string }, activationType: number): Promise<void> {
  await db.query('update users set phone_country_id = $2, phone_code = $3, phone_number = $4, activation_type = $5 where id = $1', [
    userId,
    phone.countryId,
    phone.telCode,
    phone.number,
    activationType,
  ]);
}

// --- mailing settings: no row means every switch off

const MAILING_OFF: MailingSettings = { enable_mail_news: false, enable_mail_deposit: false, enable_mail_bets: false, enable_sms_news: false };

export async function readMailing(db: Queryable, userId: number): Promise<MailingSettings> {
  const rows = await db.query<MailingSettings>('select enable_mail_news, enable_mail_deposit, enable_mail_bets, enable_sms_news from user_mailing_settings where user_id = $1', [userId]);
  return rows[0] ?? MAILING_OFF;
}

export async function writeMailing(db: Queryable, userId: number, settings: MailingSettings, now: number): Promise<MailingSettings> {
  const rows = await db.query<MailingSettings>(
    `insert into user_mailing_settings (user_id, enable_mail_news, enable_mail_deposit, enable_mail_bets, enable_sms_news, updated_at)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (user_id) do update set enable_mail_news = excluded.enable_mail_news, enable_mail_deposit = excluded.enable_mail_deposit,
       enable_mail_bets = excluded.enable_mail_bets, enable_sms_news = excluded.enable_sms_news, updated_at = excluded.updated_at
     returning enable_mail_news, enable_mail_deposit, enable_mail_bets, enable_sms_news`,
    [userId, settings.enable_mail_news, settings.enable_mail_deposit, settings.enable_mail_bets, settings.enable_sms_news, new Date(now)]
  );
  const stored = rows[0];
  if (!stored) throw new Error(`mailing settings of user ${userId} were not stored`);
  return stored;
}

// --- support requests and ideas

interface SupportRow {
  id: string | number;
  topic: SupportTopic;
  message: string;
  status: SupportRequest['status'];
  created_at: Date | string;
  answer?: string | null;
  answered_at?: Date | string | null;
}
const toSupportRequest = (row: SupportRow): SupportRequest => ({
  id: Number(row.id),
  topic: row.topic,
  message: row.message,
  status: row.status,
  created_at: new Date(row.created_at).toISOString(),
  answer: row.answer ?? null,
  answered_at: row.answered_at ? new Date(row.answered_at).toISOString() : null,
});

export async function insertSupportRequest(db: Queryable, userId: number, request: { readonly topic: SupportTopic; readonly message: string }, now: number): Promise<SupportRequest> {
  const rows = await db.query<SupportRow>('insert into support_requests (user_id, topic, message, created_at) values ($1, $2, $3, $4) returning id, topic, message, status, created_at', [
    userId,
    request.topic,
    request.message,
    new Date(now),
  ]);
  const row = rows[0];
  if (!row) throw new Error('the support request was not stored');
  return toSupportRequest(row);
}

/** The user's requests, newest first, one page, with the total. */
export async function listSupportRequests(db: Queryable, userId: number, page: { readonly limit: number; readonly offset: number }): Promise<{ entities: SupportRequest[]; total_count: number }> {
  const [rows, counts] = await Promise.all([
    db.query<SupportRow>('select id, topic, message, status, created_at, answer, answered_at from support_requests where user_id = $1 order by created_at desc, id desc limit $2 offset $3', [
      userId,
      page.limit,
      page.offset,
    ]),
    db.query<{ total: string | number }>('select count(*) as total from support_requests where user_id = $1', [userId]),
  ]);
  return { entities: rows.map(toSupportRequest), total_count: Number(counts[0]?.total ?? 0) };
}

export async function insertIdea(db: Queryable, userId: number, message: string, now: number): Promise<{ id: number; created_at: string }> {
  const rows = await db.query<{ id: string | number; created_at: Date | string }>('insert into ideas (user_id, message, created_at) values ($1, $2, $3) returning id, created_at', [
    userId,
    message,
    new Date(now),
  ]);
  const row = rows[0];
  if (!row) throw new Error('the idea was not stored');
  return { id: Number(row.id), created_at: new Date(row.created_at).toISOString() };
}

/** How many rows the user added to `support_requests` or `ideas` since `since` (the per-hour cap). */
export async function countRecent(db: Queryable, table: 'support_requests' | 'ideas' | 'block_appeals', userId: number, since: number): Promise<number> {
  const rows = await db.query<{ total: string | number }>(`select count(*) as total from ${table} where user_id = $1 and created_at > $2`, [userId, new Date(since)]);
  return Number(rows[0]?.total ?? 0);
}

export async function phoneTakenByOther(db: Queryable, userId: number, telCode: string, phoneNumber: string): Promise<boolean> {
  return (await db.query('select 1 from users where phone_code = $1 and phone_number = $2 and id <> $3', [telCode, phoneNumber, userId])).length > 0;
}
