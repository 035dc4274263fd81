import type { Queryable } from '../db/database';
import type { UnnumberedChange } from '../line';

/** One publisher run of line changes, as logged for the other processes. */
export interface LoggedRow {
  readonly id: string;
  readonly changes: UnnumberedChange[];
}

/** The id of the log's last row, or null when it is empty. */
export async function lastLoggedRowId(db: Queryable): Promise<string | null> {
  const [last] = await db.query<{ id: string | null }>('select max(id)::text as id from line_event_log');
  return last?.id ?? null;
}

/** How many rows one read of the log takes at most. */
export const LOG_READ_LIMIT = 200;

/** Up to `LOG_READ_LIMIT` rows after `afterRowId`, in id order. */
export function loggedRowsAfter(db: Queryable, afterRowId: bigint): Promise<LoggedRow[]> {
  return db.query<LoggedRow>('select id::text as id, changes from line_event_log where id > $1 order by id limit 200', [afterRowId.toString()], 'line_relay_read');
}

/**
 * Logs `changes` as one row under the transaction-scoped advisory lock `lockKey` (so row ids grow in commit order),
 * notifying `channel` of the row in the same statement.
 */
export async function appendLoggedChanges(db: Queryable, lockKey: bigint, channel: string, changes: readonly UnnumberedChange[]): Promise<void> {
  await db.query(
    `with locked as (select pg_advisory_xact_lock($1::bigint)),
          logged as (insert into line_event_log (changes) select $2::jsonb from locked returning id)
     select pg_notify('${channel}', id::text) from logged`,
    [lockKey.toString(), JSON.stringify(changes)],
    'line_relay_send',
  );
}

/** Keeps the log short: browsers resume from their process's memory, the log only bridges the processes. */
export async function trimLineEventLog(db: Queryable, keepMinutes = 10): Promise<void> {
  await db.query(`delete from line_event_log where created_at < now() - make_interval(mins => $1)`, [keepMinutes]);
}
