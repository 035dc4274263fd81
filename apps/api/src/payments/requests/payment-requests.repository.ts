import type { PaymentRequest } from '@betting/contracts';
import type { Queryable } from '../../db/database';

interface Row {
  id: unknown;
  topic_id: number;
  sub_topic_id: number | null;
  payment_id: unknown;
  message: string;
  status: PaymentRequest['status'];
  created_at: Date | string;
}

const COLUMNS = 'id, topic_id, sub_topic_id, payment_id, message, status, created_at';

const toRequest = (row: Row): PaymentRequest => ({
  id: Number(row.id),
  topicId: row.topic_id,
  subTopicId: row.sub_topic_id,
  paymentId: row.payment_id === null ? null : Number(row.payment_id),
  message: row.message,
  status: row.status,
  createdAt: new Date(row.created_at).toISOString(),
});

export interface NewPaymentRequest {
  readonly userId: number;
  readonly topicId: number;
  readonly subTopicId: number | null;
  readonly paymentId: number | null;
  readonly message: string;
  readonly createdAt: Date;
}

export async function insertPaymentRequest(db: Queryable, request: NewPaymentRequest): Promise<PaymentRequest> {
  const [row] = await db.query<Row>(
    `insert into payment_requests (user_id, topic_id, sub_topic_id, payment_id, message, created_at) values ($1, $2, $3, $4, $5, $6) returning ${COLUMNS}`,
    [request.userId, request.topicId, request.subTopicId, request.paymentId, request.message, request.createdAt],
  );
  if (!row) throw new Error('inserting a payment request returned no row');
  return toRequest(row);
}

/** A user's requests, newest first. */
export async function paymentRequestsPage(db: Queryable, userId: number, limit: number, offset: number): Promise<{ readonly entities: PaymentRequest[]; readonly total: number }> {
  const [count] = await db.query<{ total: unknown }>('select count(*) as total from payment_requests where user_id = $1', [userId]);
  const rows = await db.query<Row>(`select ${COLUMNS} from payment_requests where user_id = $1 order by id desc limit $2 offset $3`, [userId, limit, offset]);
  return { entities: rows.map(toRequest), total: Number(count?.total ?? 0) };
}
