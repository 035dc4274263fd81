import type { Queryable } from '../db/database';

/** When the person agreed to cookies, and to which (a type not sent keeps the one they had). */
export async function recordCookieAgreement(db: Queryable, userId: number, agreedAt: number, agreeType: number | null): Promise<void> {
  await db.query('update users set cookies_agreed_at = $2, cookies_agree_type = coalesce($3, cookies_agree_type) where id = $1', [userId, new Date(agreedAt).toISOString(), agreeType]);
}
