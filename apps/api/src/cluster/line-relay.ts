import type { Queryable } from '../db/database';
import type { LineChange, LineChangeMeta, LineRelay } from '../line';
import { appendLoggedChanges, lastLoggedRowId, LOG_READ_LIMIT, loggedRowsAfter } from './line-event-log.repository';
import type { Notifications } from './notifications';

export { trimLineEventLog } from './line-event-log.repository';

const CHANNEL = 'line_events';
/** A logged row holds at most this many changes; change id = row id × this + its index in the row. */
export const CHANGES_PER_ROW = 1024;
/** Serialises the log's writers, so row ids grow in commit order and a reader never skips one that commits late. */
const LOG_LOCK_KEY = 7_305_318_240_113_001n;

/**
 * Line changes across processes through PostgreSQL: each publisher run is one row of `line_event_log`, written under a
 * transaction-scoped advisory lock (ids in commit order) with a `pg_notify` in the same statement. Every process reads
 * the rows after the last one it delivered when notified — and after a lost connection, so a notification missed
 * costs a delay, never a change — and numbers their changes alike, so a browser resumes on any process.
 */
export async function postgresLineRelay(db: Queryable, notifications: Notifications, log: (message: string, error: unknown) => void): Promise<LineRelay> {
  let lastRow = BigInt((await lastLoggedRowId(db)) ?? 0);
  let deliver: ((event: LineChange, meta: LineChangeMeta) => void) | null = null;
  let reading: Promise<void> | null = null;
  let again = false;

  const readNew = async () => {
    const rows = await loggedRowsAfter(db, lastRow);
    for (const row of rows) {
      const rowId = BigInt(row.id);
      row.changes.forEach((change, index) => deliver?.(change.event, { id: Number(rowId) * CHANGES_PER_ROW + index, sportId: change.sportId }));
      lastRow = rowId;
    }
    if (rows.length === LOG_READ_LIMIT) again = true;
  };
  const catchUp = () => {
    if (reading) {
      again = true;
      return;
    }
    reading = readNew()
      .catch((error: unknown) => log('line changes not read from the log', error))
      .finally(() => {
        reading = null;
        if (again) {
          again = false;
          catchUp();
        }
      });
  };

  await notifications.listen(CHANNEL, catchUp);
  notifications.onReconnect(catchUp);

  return {
    lastId: Number(lastRow) * CHANGES_PER_ROW + CHANGES_PER_ROW - 1,
    attach(given) {
      deliver = given;
    },
    send(changes) {
      for (let start = 0; start < changes.length; start += CHANGES_PER_ROW) {
        const chunk = changes.slice(start, start + CHANGES_PER_ROW);
        appendLoggedChanges(db, LOG_LOCK_KEY, CHANNEL, chunk).catch((error: unknown) => log('line changes not relayed', error));
      }
    },
  };
}
