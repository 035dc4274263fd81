import type { KycDocument } from '@betting/contracts';
import type { Queryable } from '../db/database';
import { documentOf, verificationFieldsOf, type DocumentRow } from '../identity';

/** A stored document with the bettor it belongs to. */
interface Row extends DocumentRow {
  user_id: number;
}
const COLUMNS = 'id, user_id, type, file_name, mime_type, size, status, reject_reason, additional_requested, created_at, reviewed_at';

async function withStatus(db: Queryable, rows: readonly Row[]): Promise<KycDocument[]> {
  const statuses = new Map<number, number>();
  for (const userId of new Set(rows.map((row) => row.user_id))) statuses.set(userId, (await verificationFieldsOf(db, userId)).verification_status);
  return rows.map((row) => ({ ...documentOf(row), user_id: row.user_id, verification_status: statuses.get(row.user_id) ?? 1 }));
}

/** One uploaded document with its bettor's verification status now. */
export async function documentById(db: Queryable, id: number): Promise<KycDocument | undefined> {
  const rows = await db.query<Row>(`select ${COLUMNS} from verification_documents where id = $1`, [id]);
  return (await withStatus(db, rows))[0];
}

/** Documents in one state: those waiting the oldest first, decided ones the latest decided first. */
export async function kycQueue(db: Queryable, status: KycDocument['status'], limit: number): Promise<KycDocument[]> {
  const order = status === 'pending' ? 'created_at asc, id asc' : 'reviewed_at desc, id desc';
  const rows = await db.query<Row>(`select ${COLUMNS} from verification_documents where status = $1 order by ${order} limit $2`, [status, limit]);
  return withStatus(db, rows);
}

/** A document's file: its bytes and the type recognised from them at upload. */
export async function documentFileOf(db: Queryable, id: number): Promise<{ mime_type: string; content: Uint8Array } | undefined> {
  const [row] = await db.query<{ mime_type: string; content: Uint8Array }>('select mime_type, content from verification_documents where id = $1', [id]);
  return row;
}
