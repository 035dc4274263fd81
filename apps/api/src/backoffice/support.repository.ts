import type { SupportItem, SupportItemKind, SupportItemStatus } from '@betting/contracts';
import type { Queryable } from '../db/database';

interface ItemRow {
  kind: SupportItemKind;
  id: string | number;
  user_id: number;
  topic: string | null;
  message: string;
  status: SupportItemStatus;
  answer: string | null;
  created_at: Date | string;
  answered_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const itemOf = (row: ItemRow): SupportItem => ({
  kind: row.kind,
  id: Number(row.id),
  user_id: row.user_id,
  topic: row.topic,
  message: row.message,
  status: row.status,
  answer: row.answer,
  created_at: iso(row.created_at),
  answered_at: row.answered_at === null ? null : iso(row.answered_at),
});

const TABLES: Record<SupportItemKind, string> = { request: 'support_requests', appeal: 'block_appeals' };
const SELECTS: Record<SupportItemKind, string> = {
  request: `select 'request' as kind, id, user_id, topic, message, status, answer, created_at, answered_at from support_requests`,
  appeal: `select 'appeal' as kind, id, user_id, null::text as topic, message, status, answer, created_at, answered_at from block_appeals`,
};
const INBOX_LIMIT = 300;

/** Support requests and block appeals in one list: open ones oldest first (the queue), then the rest newest first. */
export async function listInbox(db: Queryable, filter: { status?: SupportItemStatus | undefined; kind?: SupportItemKind | undefined }): Promise<SupportItem[]> {
  const kinds = filter.kind ? [filter.kind] : (['request', 'appeal'] as const);
  const union = kinds.map((kind) => SELECTS[kind]).join(' union all ');
  const rows = await db.query<ItemRow>(
    `select * from (${union}) items ${filter.status ? 'where status = $2' : ''}
      order by (status = 'open') desc, case when status = 'open' then created_at end asc, created_at desc, id desc limit $1`,
    filter.status ? [INBOX_LIMIT, filter.status] : [INBOX_LIMIT]
  );
  return rows.map(itemOf);
}

export async function findItem(db: Queryable, kind: SupportItemKind, id: number): Promise<SupportItem | undefined> {
  const [row] = await db.query<ItemRow>(`${SELECTS[kind]} where id = $1`, [id]);
  return row && itemOf(row);
}

/** The operator's answer to an open (or answered: a further answer replaces it) item; undefined when closed or absent. */
export async function answerItem(db: Queryable, kind: SupportItemKind, id: number, answer: string, now: number): Promise<boolean> {
  const rows = await db.query(`update ${TABLES[kind]} set status = 'answered', answer = $2, answered_at = $3 where id = $1 and status in ('open', 'answered') returning id`, [
    id,
    answer,
    new Date(now),
  ]);
  return rows.length > 0;
}

export async function closeItem(db: Queryable, kind: SupportItemKind, id: number, now: number): Promise<boolean> {
  const rows = await db.query(`update ${TABLES[kind]} set status = 'closed', closed_at = $2 where id = $1 and status <> 'closed' returning id`, [id, new Date(now)]);
  return rows.length > 0;
}

/** The bettor's e-mail address, if they gave one (the answer goes to their office either way). */
export async function emailOf(db: Queryable, userId: number): Promise<string | null> {
  const [row] = await db.query<{ email: string | null }>('select email from users where id = $1', [userId]);
  return row?.email ?? null;
}

export async function queueMail(tx: Queryable, recipient: string, subject: string, body: string): Promise<void> {
  await tx.query('insert into outbox_messages (channel, recipient, subject, body) values ($1, $2, $3, $4)', ['email', recipient, subject, body]);
}
