import type { DocumentMimeType, DocumentStatus, VerificationDocument } from '@betting/contracts';
import type { Queryable } from '../../db/database';
import { verificationOf, type VerificationFields } from './verification';

export interface DocumentRow {
  id: number;
  type: number;
  file_name: string;
  mime_type: DocumentMimeType;
  size: number;
  status: DocumentStatus;
  reject_reason: string | null;
  additional_requested: boolean;
  created_at: Date | string;
  reviewed_at: Date | string | null;
}

const COLUMNS = 'id, type, file_name, mime_type, size, status, reject_reason, additional_requested, created_at, reviewed_at';
const iso = (value: Date | string) => new Date(value).toISOString();

/** A stored document as the bettor's office (and, with more, the KYC desk) answers it. */
export const documentOf = (row: DocumentRow): VerificationDocument => ({
  id: row.id,
  type: row.type,
  file_name: row.file_name,
  mime_type: row.mime_type,
  size: row.size,
  status: row.status,
  reject_reason: row.reject_reason,
  created_at: iso(row.created_at),
  reviewed_at: row.reviewed_at === null ? null : iso(row.reviewed_at),
});

export interface NewDocument {
  readonly type: number;
  readonly fileName: string;
  readonly mimeType: DocumentMimeType;
  readonly content: Uint8Array;
}

export async function insertDocument(db: Queryable, userId: number, document: NewDocument, now: number): Promise<VerificationDocument> {
  const rows = await db.query<DocumentRow>(
    `insert into verification_documents (user_id, type, file_name, mime_type, size, content, created_at) values ($1, $2, $3, $4, $5, $6, $7) returning ${COLUMNS}`,
    [userId, document.type, document.fileName, document.mimeType, document.content.byteLength, document.content, new Date(now)],
  );
  return documentOf(rows[0] as DocumentRow);
}

export async function countUploadsSince(db: Queryable, userId: number, since: number): Promise<number> {
  const rows = await db.query<{ count: string | number }>('select count(*) as count from verification_documents where user_id = $1 and created_at > $2', [userId, new Date(since)]);
  return Number(rows[0]?.count ?? 0);
}

/** The user's documents, newest first, with the verification fields they make (the files themselves stay in the table). */
export async function documentsOf(db: Queryable, userId: number): Promise<{ documents: VerificationDocument[] } & VerificationFields> {
  const [rows, users] = await Promise.all([
    db.query<DocumentRow>(`select ${COLUMNS} from verification_documents where user_id = $1 order by id desc`, [userId]),
    db.query<{ verification_status: number }>('select verification_status from users where id = $1', [userId]),
  ]);
  const facts = rows.map((row) => ({ id: row.id, type: row.type, status: row.status, additionalRequested: row.additional_requested }));
  return { documents: rows.map(documentOf), ...verificationOf(facts, users[0]?.verification_status ?? 1) };
}

/** The user config's verification fields (the same derivation as the documents page). */
export async function verificationFieldsOf(db: Queryable, userId: number): Promise<VerificationFields> {
  const [rows, users] = await Promise.all([
    db.query<Pick<DocumentRow, 'id' | 'type' | 'status' | 'additional_requested'>>('select id, type, status, additional_requested from verification_documents where user_id = $1', [userId]),
    db.query<{ verification_status: number }>('select verification_status from users where id = $1', [userId]),
  ]);
  const facts = rows.map((row) => ({ id: row.id, type: row.type, status: row.status, additionalRequested: row.additional_requested }));
  return verificationOf(facts, users[0]?.verification_status ?? 1);
}

export type Review = { readonly status: 'approved' } | { readonly status: 'rejected'; readonly reason: string; readonly request_additional: boolean };

/** The operator's decision on a document under review; undefined when there is no such document or it was decided already. */
export async function reviewDocument(db: Queryable, id: number, review: Review, now: number): Promise<VerificationDocument | undefined> {
  const rejected = review.status === 'rejected';
  const rows = await db.query<DocumentRow>(
    `update verification_documents set status = $2, reject_reason = $3, additional_requested = $4, reviewed_at = $5
      where id = $1 and status = 'pending' returning ${COLUMNS}`,
    [id, review.status, rejected ? review.reason : null, rejected && review.request_additional, new Date(now)],
  );
  return rows[0] && documentOf(rows[0]);
}
