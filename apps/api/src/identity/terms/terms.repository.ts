import type { Queryable } from '../../db/database';

export interface TermsStatus {
  /** The terms changed after the person last accepted them (or registered, which accepts the terms of the day). */
  readonly changed: boolean;
  /** The current version's publication time, or null when no terms were ever published. */
  readonly updatedAt: Date | null;
}

export async function termsStatusOf(db: Queryable, userId: number): Promise<TermsStatus> {
  const [row] = await db.query<{ published_at: Date | string | null; changed: boolean }>(
    `select latest.published_at,
            coalesce(latest.published_at > coalesce(u.terms_accepted_at, u.created_at), false) as changed
       from users u
       left join lateral (select published_at from terms_versions order by published_at desc limit 1) latest on true
      where u.id = $1`,
    [userId],
  );
  return { changed: row?.changed ?? false, updatedAt: row?.published_at ? new Date(row.published_at) : null };
}

/** Accepts the version the person saw; false when a newer one was published meanwhile (they must read that one). */
export async function acceptTerms(db: Queryable, userId: number, seenUpdatedAt: Date, now: number): Promise<boolean> {
  const status = await termsStatusOf(db, userId);
  if (!status.updatedAt || status.updatedAt.getTime() !== seenUpdatedAt.getTime()) return false;
  await db.query('update users set terms_accepted_at = $2 where id = $1', [userId, new Date(now).toISOString()]);
  return true;
}

export async function publishTerms(db: Queryable, publishedAt: Date, summary: string): Promise<void> {
  await db.query('insert into terms_versions (published_at, summary) values ($1, $2) on conflict (published_at) do nothing', [publishedAt.toISOString(), summary]);
}
