import type { Queryable } from '../db/database';
import type { UserConfigRow } from './user-config';

/** The account's row as the user config reads it, with its country's code. */
export async function userConfigRowOf(db: Queryable, userId: number): Promise<UserConfigRow | undefined> {
  const [row] = await db.query<UserConfigRow>(
    `select u.id, u.email, u.phone_code, u.phone_number, u.name, u.surname, to_char(u.date_birthday, 'YYYY-MM-DD') as date_birthday, u.user_data,
            u.country_id, c.code as country_code, u.ref_code, u.activation_type, u.ban_level, u.ban_version, u.user_status_id, u.verification_status,
            u.two_factor_enabled, u.hide_balance, u.disallow_line_sport, u.disallow_live_sport, u.password_changed_at, u.registration_type,
            u.security_answer_hash is not null as has_security_question
       from users u left join phone_countries c on c.id = u.country_id where u.id = $1`,
    [userId]
  );
  return row;
}
