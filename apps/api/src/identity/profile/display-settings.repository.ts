import { AccountDisplaySettingsSchema, type AccountDisplaySettings, type AccountDisplaySettingsResponse } from '@betting/contracts';
import type { Queryable } from '../../db/database';

interface Row {
  settings: unknown;
  updated_at: Date | string;
}

/** What the account holds; a stored value the contract no longer allows is left out rather than sent. */
function answerOf(row: Row | undefined): AccountDisplaySettingsResponse {
  if (!row) return { settings: {}, updated_at: null };
  const stored = typeof row.settings === 'string' ? (JSON.parse(row.settings) as unknown) : row.settings;
  const settings: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(stored ?? {})) {
    if (AccountDisplaySettingsSchema.safeParse({ [name]: value }).success) settings[name] = value;
  }
  return { settings: settings as AccountDisplaySettings, updated_at: new Date(row.updated_at).toISOString() };
}

export async function readAccountDisplaySettings(db: Queryable, userId: number): Promise<AccountDisplaySettingsResponse> {
  const [row] = await db.query<Row>('select settings, updated_at from account_display_settings where user_id = $1', [userId]);
  return answerOf(row);
}

/** Replaces the account's settings with `settings` (already checked against the contract). */
export async function writeAccountDisplaySettings(db: Queryable, userId: number, settings: AccountDisplaySettings, now: number): Promise<AccountDisplaySettingsResponse> {
  const [row] = await db.query<Row>(
    `insert into account_display_settings (user_id, settings, updated_at) values ($1, $2::jsonb, $3)
     on conflict (user_id) do update set settings = excluded.settings, updated_at = excluded.updated_at
     returning settings, updated_at`,
    [userId, JSON.stringify(settings), new Date(now)],
  );
  return answerOf(row);
}
