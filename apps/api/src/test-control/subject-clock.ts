import type { Queryable } from '../db/database';

/** How far test control has moved one subject's (a user's) clock; always 0 in production, where nothing writes it. */
export async function clockOffset(db: Queryable, subject: string): Promise<number> {
  const rows = await db.query<{ offset_ms: string }>('select offset_ms from test_clock_offsets where subject = $1', [subject]);
  return Number(rows[0]?.offset_ms ?? 0);
}
