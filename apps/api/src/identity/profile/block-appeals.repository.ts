import type { BlockAppeal } from '@betting/contracts';
import type { Queryable } from '../../db/database';

interface AppealRow {
  id: string | number;
  message: string;
  status: BlockAppeal['status'];
  answer: string | null;
  created_at: Date | string;
  answered_at: Date | string | null;
}

const COLUMNS = 'id, message, status, answer, created_at, answered_at';
const isoOf = (value: Date | string) => new Date(value).toISOString();
const toAppeal = (row: AppealRow): BlockAppeal => ({
  id: Number(row.id),
  message: row.message,
  status: row.status,
  answer: row.answer,
  created_at: isoOf(row.created_at),
  answered_at: row.answered_at === null ? null : isoOf(row.answered_at),
});

export async function insertBlockAppeal(db: Queryable, userId: number, message: string, now: number): Promise<BlockAppeal> {
  const [row] = await db.query<AppealRow>(`insert into block_appeals (user_id, message, created_at) values ($1, $2, $3) returning ${COLUMNS}`, [userId, message, new Date(now)]);
  if (!row) throw new Error('the appeal was not stored');
  return toAppeal(row);
}

/** Every appeal of the user, newest first (a person appeals a handful of times, so there is no paging). */
export async function listBlockAppeals(db: Queryable, userId: number): Promise<BlockAppeal[]> {
  const rows = await db.query<AppealRow>(`select ${COLUMNS} from block_appeals where user_id = $1 order by created_at desc, id desc`, [userId]);
  return rows.map(toAppeal);
}

/** The operator's answer (the non-production test-control API stands in for the back office). */
export async function answerBlockAppeal(db: Queryable, appealId: number, answer: string, now: number): Promise<boolean> {
  const rows = await db.query(`update block_appeals set status = 'answered', answer = $2, answered_at = $3 where id = $1 and status = 'open' returning id`, [appealId, answer, new Date(now)]);
  return rows.length > 0;
}
