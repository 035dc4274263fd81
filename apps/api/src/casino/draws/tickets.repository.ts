import type { CasinoDrawGame, CasinoDrawOutcome, CasinoDrawSelection, CasinoDrawStatus, CasinoDrawTicket } from '@betting/contracts';
import type { Queryable } from '../../db/database';
import { readSafeInteger } from '../../db/integers';
import { ballsShown, type StoredDraw } from './draws.repository';

/** A ticket as stored, with the draw it is for. */
export interface StoredTicket {
  readonly id: number;
  readonly drawId: number;
  readonly game: CasinoDrawGame;
  readonly userId: number;
  readonly walletAccountId: number;
  readonly currency: string;
  readonly stake: number;
  readonly unitStake: number;
  readonly selection: CasinoDrawSelection;
  readonly status: 'open' | 'settled' | 'refunded';
  readonly payout: number | null;
  readonly multiplier: number | null;
  readonly outcome: CasinoDrawOutcome | null;
  readonly fingerprint: string;
  readonly boughtAt: Date;
  readonly settledAt: Date | null;
}

interface TicketRow {
  id: unknown;
  draw_id: unknown;
  game: CasinoDrawGame;
  user_id: number;
  wallet_account_id: unknown;
  currency: string;
  stake: unknown;
  unit_stake: unknown;
  selection: CasinoDrawSelection | string;
  status: StoredTicket['status'];
  payout: unknown;
  multiplier: number | null;
  outcome: CasinoDrawOutcome | string | null;
  request_fingerprint: string;
  bought_at: Date | string;
  settled_at: Date | string | null;
}

const COLUMNS = `t.id, t.draw_id, t.game, t.user_id, t.wallet_account_id, t.currency, t.stake, t.unit_stake, t.selection, t.status, t.payout, t.multiplier, t.outcome,
  t.request_fingerprint, t.bought_at, t.settled_at`;

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

function ticketOf(row: TicketRow): StoredTicket {
  return {
    id: readSafeInteger(row.id),
    drawId: readSafeInteger(row.draw_id),
    game: row.game,
    userId: row.user_id,
    walletAccountId: readSafeInteger(row.wallet_account_id),
    currency: row.currency,
    stake: readSafeInteger(row.stake, 'stake'),
    unitStake: readSafeInteger(row.unit_stake, 'unit_stake'),
    selection: json(row.selection),
    status: row.status,
    payout: row.payout === null ? null : readSafeInteger(row.payout, 'payout'),
    multiplier: row.multiplier,
    outcome: row.outcome === null ? null : json(row.outcome),
    fingerprint: row.request_fingerprint,
    boughtAt: new Date(row.bought_at),
    settledAt: row.settled_at === null ? null : new Date(row.settled_at),
  };
}

export async function ticketByKey(db: Queryable, requestKey: string): Promise<StoredTicket | null> {
  const [row] = await db.query<TicketRow>(`select ${COLUMNS} from casino_draw_tickets t where t.request_key = $1`, [requestKey]);
  return row ? ticketOf(row) : null;
}

/** A draw's tickets still to settle or refund, locked until the transaction ends. */
export async function openTicketsOf(tx: Queryable, drawId: number): Promise<StoredTicket[]> {
  const rows = await tx.query<TicketRow>(`select ${COLUMNS} from casino_draw_tickets t where t.draw_id = $1 and t.status = 'open' order by t.id for update`, [drawId]);
  return rows.map(ticketOf);
}

/** A draw's winning tickets, biggest win first (the earlier ticket first on a tie), and how many there are. */
export async function winningTicketsOf(db: Queryable, drawId: number, limit: number): Promise<{ tickets: StoredTicket[]; total: number }> {
  const where = "where t.draw_id = $1 and t.status = 'settled' and t.payout > 0";
  const [count] = await db.query<{ total: unknown }>(`select count(*) as total from casino_draw_tickets t ${where}`, [drawId]);
  const rows = await db.query<TicketRow>(`select ${COLUMNS} from casino_draw_tickets t ${where} order by t.payout desc, t.id limit $2`, [drawId, limit]);
  return { tickets: rows.map(ticketOf), total: readSafeInteger(count?.total ?? 0) };
}

/** A person's tickets with their draws, newest first, one page. */
export async function ticketHistory(
  db: Queryable,
  userId: number,
  query: { game?: CasinoDrawGame | undefined; page: number; pageSize: number },
): Promise<{ tickets: { ticket: StoredTicket; draw: StoredDraw }[]; total: number }> {
  const params = [userId, query.game ?? null];
  const where = 'where t.user_id = $1 and ($2::text is null or t.game = $2)';
  const [count] = await db.query<{ total: unknown }>(`select count(*) as total from casino_draw_tickets t ${where}`, params);
  const rows = await db.query<TicketRow & { d_status: CasinoDrawStatus; d_opens_at: Date | string; d_draw_at: Date | string; d_seed: string; d_hash: string; d_balls: number[] | string | null; d_interval: number; d_settled: Date | string | null }>(
    `select ${COLUMNS}, d.status as d_status, d.opens_at as d_opens_at, d.draw_at as d_draw_at, d.server_seed as d_seed, d.server_seed_hash as d_hash, d.balls as d_balls,
            d.ball_interval_ms as d_interval, d.settled_at as d_settled
       from casino_draw_tickets t join casino_draws d on d.id = t.draw_id ${where}
      order by t.bought_at desc, t.id desc limit $3 offset $4`,
    [...params, query.pageSize, (query.page - 1) * query.pageSize],
  );
  const tickets = rows.map((row) => ({
    ticket: ticketOf(row),
    draw: {
      id: readSafeInteger(row.draw_id),
      game: row.game,
      status: row.d_status,
      opensAt: new Date(row.d_opens_at),
      drawAt: new Date(row.d_draw_at),
      serverSeed: row.d_seed,
      serverSeedHash: row.d_hash,
      balls: row.d_balls === null ? null : json(row.d_balls),
      ballIntervalMs: Number(row.d_interval),
      ticketsCount: 0,
      settledAt: row.d_settled === null ? null : new Date(row.d_settled),
    },
  }));
  return { tickets, total: readSafeInteger(count?.total ?? 0) };
}

/**
 * The wire shape. A ticket settled by its draw shows the outcome; while the draw's balls are still coming out the
 * page sees only the balls shown so far (and the outcome once the draw is settled), so a ticket never tells the
 * balls ahead of the show.
 */
export function ticketWire(ticket: StoredTicket, draw: StoredDraw, nowMs: number): CasinoDrawTicket {
  const over = draw.status === 'settled' || draw.status === 'cancelled';
  return {
    id: ticket.id,
    game: ticket.game,
    status: ticket.status,
    currency: ticket.currency,
    stake: ticket.stake,
    unitStake: ticket.unitStake,
    selection: ticket.selection,
    outcome: ticket.outcome,
    payout: ticket.payout,
    boughtAt: ticket.boughtAt.toISOString(),
    settledAt: ticket.settledAt?.toISOString() ?? null,
    draw: { id: draw.id, status: draw.status, drawAt: draw.drawAt.toISOString(), balls: ballsShown(draw, nowMs), serverSeedHash: draw.serverSeedHash, serverSeed: over ? draw.serverSeed : null },
  };
}

/** The id the next ticket takes (bingo cards are dealt from it before the row is written). */
export async function nextTicketId(tx: Queryable): Promise<number> {
  const [next] = await tx.query<{ id: unknown }>("select nextval(pg_get_serial_sequence('casino_draw_tickets', 'id')) as id");
  return Number(next?.id);
}

/** A new ticket: what it stores, and the request key its row claims. */
export type TicketInput = Pick<StoredTicket, 'id' | 'drawId' | 'game' | 'userId' | 'walletAccountId' | 'currency' | 'stake' | 'unitStake' | 'selection' | 'fingerprint' | 'boughtAt'> & {
  readonly requestKey: string;
};

/** Claims the request key with the ticket's row; false when the key was claimed before. */
export async function insertTicket(tx: Queryable, ticket: TicketInput): Promise<boolean> {
  const inserted = await tx.query(
    `insert into casino_draw_tickets (id, draw_id, game, user_id, wallet_account_id, currency, stake, unit_stake, selection, request_key, request_fingerprint, bought_at)
     overriding system value values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     on conflict (request_key) do nothing returning id`,
    [ticket.id, ticket.drawId, ticket.game, ticket.userId, ticket.walletAccountId, ticket.currency, ticket.stake, ticket.unitStake, JSON.stringify(ticket.selection), ticket.requestKey, ticket.fingerprint, ticket.boughtAt],
  );
  return inserted.length > 0;
}

export async function setTicketStake(tx: Queryable, ticketId: number, transactionId: number): Promise<void> {
  await tx.query('update casino_draw_tickets set stake_transaction_id = $2 where id = $1', [ticketId, transactionId]);
}

/** An open ticket gets its outcome, payout and win transaction (null: nothing won). */
export async function settleTicketRow(tx: Queryable, ticketId: number, outcome: CasinoDrawOutcome, at: Date, winTransactionId: number | null): Promise<void> {
  await tx.query(
    "update casino_draw_tickets set status = 'settled', payout = $2, multiplier = $3, outcome = $4, settled_at = $5, win_transaction_id = $6 where id = $1 and status = 'open'",
    [ticketId, outcome.payout, outcome.multiplier, JSON.stringify(outcome), at, winTransactionId],
  );
}

/** An open ticket's stake came back by the refund transaction. */
export async function refundTicketRow(tx: Queryable, ticketId: number, at: Date, refundTransactionId: number): Promise<void> {
  await tx.query("update casino_draw_tickets set status = 'refunded', settled_at = $2, refund_transaction_id = $3 where id = $1 and status = 'open'", [ticketId, at, refundTransactionId]);
}
