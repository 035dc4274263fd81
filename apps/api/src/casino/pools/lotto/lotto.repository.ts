import type { LottoDraw, LottoDrawStatus, LottoPool, LottoTicket } from '@betting/contracts';
import { lottoClientSeed } from '@betting/games';
import type { Queryable } from '../../../db/database';
import { int, intOrNull, iso, isoOrNull, jsonOf } from '../rows';

/** A ticket as stored. */
export interface StoredTicket {
  readonly id: number;
  readonly drawId: number;
  readonly drawStatus: LottoDrawStatus;
  readonly drawAt: Date;
  readonly userId: number;
  readonly walletAccountId: number;
  readonly numbers: number[];
  readonly quickPick: boolean;
  readonly currency: string;
  readonly price: number;
  readonly status: LottoTicket['status'];
  readonly matches: number | null;
  readonly payout: number | null;
  readonly fingerprint: string;
  readonly placedAt: Date;
  readonly settledAt: Date | null;
}

interface TicketRow {
  id: unknown;
  draw_id: unknown;
  draw_status: LottoDrawStatus;
  draw_at: Date | string;
  user_id: number;
  wallet_account_id: unknown;
  numbers: unknown;
  quick_pick: boolean;
  currency: string;
  price: unknown;
  status: LottoTicket['status'];
  matches: number | null;
  payout: unknown;
  request_fingerprint: string;
  placed_at: Date | string;
  settled_at: Date | string | null;
}

const TICKET_COLUMNS = 't.id, t.draw_id, d.status as draw_status, d.draw_at, t.user_id, t.wallet_account_id, t.numbers, t.quick_pick, t.currency, t.price, t.status, t.matches, t.payout, t.request_fingerprint, t.placed_at, t.settled_at';
const TICKET_FROM = 'from lotto_tickets t join lotto_draws d on d.id = t.draw_id';

const ticketOf = (row: TicketRow): StoredTicket => ({
  id: int(row.id),
  drawId: int(row.draw_id),
  drawStatus: row.draw_status,
  drawAt: new Date(row.draw_at),
  userId: row.user_id,
  walletAccountId: int(row.wallet_account_id),
  numbers: jsonOf<number[]>(row.numbers),
  quickPick: row.quick_pick,
  currency: row.currency,
  price: int(row.price),
  status: row.status,
  matches: row.matches,
  payout: intOrNull(row.payout),
  fingerprint: row.request_fingerprint,
  placedAt: new Date(row.placed_at),
  settledAt: row.settled_at === null ? null : new Date(row.settled_at),
});

export async function ticketByKey(db: Queryable, requestKey: string): Promise<StoredTicket | null> {
  const [row] = await db.query<TicketRow>(`select ${TICKET_COLUMNS} ${TICKET_FROM} where t.request_key = $1`, [requestKey]);
  return row ? ticketOf(row) : null;
}

/** A person's tickets (of one draw, when given), newest first, one page. */
export async function userTickets(db: Queryable, userId: number, query: { page: number; pageSize: number; drawId?: number | undefined }): Promise<{ tickets: StoredTicket[]; total: number }> {
  const params = [userId, query.drawId ?? null];
  const where = 'where t.user_id = $1 and ($2::bigint is null or t.draw_id = $2)';
  const [count] = await db.query<{ total: unknown }>(`select count(*) as total ${TICKET_FROM} ${where}`, params);
  const rows = await db.query<TicketRow>(`select ${TICKET_COLUMNS} ${TICKET_FROM} ${where} order by t.placed_at desc, t.id desc limit $3 offset $4`, [...params, query.pageSize, (query.page - 1) * query.pageSize]);
  return { tickets: rows.map(ticketOf), total: int(count?.total ?? 0) };
}

export const ticketWire = (ticket: StoredTicket): LottoTicket => ({
  id: ticket.id,
  drawId: ticket.drawId,
  drawStatus: ticket.drawStatus,
  drawAt: ticket.drawAt.toISOString(),
  numbers: ticket.numbers,
  quickPick: ticket.quickPick,
  currency: ticket.currency,
  price: ticket.price,
  status: ticket.status,
  matches: ticket.matches,
  payout: ticket.payout,
  placedAt: ticket.placedAt.toISOString(),
  settledAt: ticket.settledAt?.toISOString() ?? null,
});

// ---------------------------------------------------------------- draws

/** The draw on sale: the open one drawn next. */
export async function currentLottoDrawId(db: Queryable, now: Date): Promise<number | null> {
  const [row] = await db.query<{ id: unknown }>("select id from lotto_draws where status = 'open' and draw_at > $1 order by draw_at limit 1", [now]);
  return row ? int(row.id) : null;
}

/** Drawn and cancelled draws, newest first, one page. */
export async function pastLottoDrawIds(db: Queryable, page: number, pageSize: number): Promise<{ ids: number[]; total: number }> {
  const where = "where status <> 'open'";
  const [count] = await db.query<{ total: unknown }>(`select count(*) as total from lotto_draws ${where}`);
  const rows = await db.query<{ id: unknown }>(`select id from lotto_draws ${where} order by draw_at desc, id desc limit $1 offset $2`, [pageSize, (page - 1) * pageSize]);
  return { ids: rows.map((row) => int(row.id)), total: int(count?.total ?? 0) };
}

interface DrawRow {
  id: unknown;
  status: LottoDrawStatus;
  draw_at: Date | string;
  drawn_at: Date | string | null;
  server_seed: string;
  server_seed_hash: string;
  balls: unknown;
}

/** Draws as the site shows them (in the order of `ids`): the seed only once drawn, pools and jackpots. */
export async function lottoDrawsWire(db: Queryable, ids: readonly number[]): Promise<LottoDraw[]> {
  if (ids.length === 0) return [];
  const draws = await db.query<DrawRow>('select id, status, draw_at, drawn_at, server_seed, server_seed_hash, balls from lotto_draws where id = any($1::bigint[])', [ids]);
  const pools = await db.query<{ draw_id: unknown; currency: string; tickets: number; sales: unknown; jackpot_in: unknown; winners: unknown; jackpot_fund: unknown; jackpot_per_ticket: unknown; jackpot_out: unknown }>(
    'select draw_id, currency, tickets, sales, jackpot_in, winners, jackpot_fund, jackpot_per_ticket, jackpot_out from lotto_pools where draw_id = any($1::bigint[]) order by currency',
    [ids],
  );
  const sales = await db.query<{ draw_id: unknown; currency: string; tickets: unknown; sales: unknown }>(
    "select draw_id, currency, count(*) as tickets, sum(price) as sales from lotto_tickets where draw_id = any($1::bigint[]) and status = 'open' group by draw_id, currency order by currency",
    [ids],
  );
  const jackpots = (await db.query<{ currency: string; amount: unknown }>('select currency, amount from lotto_jackpots order by currency')).map((row) => ({ currency: row.currency, amount: int(row.amount) }));
  const byId = new Map(draws.map((row) => [int(row.id), row]));
  return ids.flatMap((id): LottoDraw[] => {
    const draw = byId.get(id);
    if (!draw) return [];
    const open = draw.status === 'open';
    const drawPools: LottoPool[] = open
      ? sales
          .filter((row) => int(row.draw_id) === id)
          .map((row) => ({ currency: row.currency, tickets: int(row.tickets), sales: int(row.sales), jackpotIn: jackpots.find((jackpot) => jackpot.currency === row.currency)?.amount ?? 0, winners: null, jackpotFund: null, jackpotPerTicket: null, jackpotOut: null }))
      : pools
          .filter((row) => int(row.draw_id) === id)
          .map((row) => ({
            currency: row.currency,
            tickets: Number(row.tickets),
            sales: int(row.sales),
            jackpotIn: int(row.jackpot_in),
            winners: jsonOf<{ three: number; four: number; five: number; six: number }>(row.winners),
            jackpotFund: int(row.jackpot_fund),
            jackpotPerTicket: int(row.jackpot_per_ticket),
            jackpotOut: int(row.jackpot_out),
          }));
    return [
      {
        id,
        status: draw.status,
        drawAt: iso(draw.draw_at),
        drawnAt: isoOrNull(draw.drawn_at),
        serverSeedHash: draw.server_seed_hash,
        serverSeed: draw.status === 'drawn' ? draw.server_seed : null,
        clientSeed: lottoClientSeed(id),
        balls: draw.balls === null ? null : jsonOf<number[]>(draw.balls),
        pools: drawPools,
        jackpots: open ? jackpots : [],
      },
    ];
  });
}

// ---------------------------------------------------------------- making and drawing draws

/** How many open draws are still ahead of `now`, and the latest draw's time (null: none yet). */
export async function lottoDrawsAhead(tx: Queryable, now: Date): Promise<{ openAhead: number; latest: Date | null }> {
  const [row] = await tx.query<{ open_ahead: unknown; latest: Date | string | null }>(
    "select count(*) filter (where status = 'open' and draw_at > $1) as open_ahead, max(draw_at) as latest from lotto_draws",
    [now],
  );
  return { openAhead: int(row?.open_ahead ?? 0), latest: row?.latest ? new Date(row.latest) : null };
}

/** An open draw committed to its server seed by the hash; its id, or null when a draw at that time exists. */
export async function insertLottoDraw(tx: Queryable, drawAt: Date, serverSeed: string, serverSeedHash: string, now: Date): Promise<number | null> {
  const [row] = await tx.query<{ id: unknown }>(
    "insert into lotto_draws (status, draw_at, server_seed, server_seed_hash, created_at) values ('open', $1, $2, $3, $4) on conflict (draw_at) do nothing returning id",
    [drawAt, serverSeed, serverSeedHash, now],
  );
  return row ? int(row.id) : null;
}

/** A draw's status, time and secret seed, its row locked until the transaction ends. */
export async function lockLottoDraw(tx: Queryable, drawId: number): Promise<{ status: string; drawAt: Date; serverSeed: string } | null> {
  const [row] = await tx.query<{ status: string; draw_at: Date | string; server_seed: string }>('select status, draw_at, server_seed from lotto_draws where id = $1 for update', [drawId]);
  return row ? { status: row.status, drawAt: new Date(row.draw_at), serverSeed: row.server_seed } : null;
}

/** An open ticket as the draw reads it. */
export interface OpenTicket {
  readonly id: number;
  readonly userId: number;
  readonly walletAccountId: number;
  readonly currency: string;
  readonly numbers: number[];
  readonly price: number;
}

export async function openLottoTickets(tx: Queryable, drawId: number): Promise<OpenTicket[]> {
  const rows = await tx.query<{ id: unknown; user_id: number; wallet_account_id: unknown; currency: string; numbers: unknown; price: unknown }>(
    "select id, user_id, wallet_account_id, currency, numbers, price from lotto_tickets where draw_id = $1 and status = 'open' order by id",
    [drawId],
  );
  return rows.map((row) => ({ id: int(row.id), userId: row.user_id, walletAccountId: int(row.wallet_account_id), currency: row.currency, numbers: jsonOf<number[]>(row.numbers), price: int(row.price) }));
}

/** A ticket won (`payout` > 0, paid by `transactionId`) or lost. */
export async function settleLottoTicket(tx: Queryable, ticketId: number, matches: number, payout: number, transactionId: number | null, now: Date): Promise<void> {
  await tx.query('update lotto_tickets set status = $2, matches = $3, payout = $4, settle_transaction_id = $5, settled_at = $6 where id = $1', [ticketId, payout > 0 ? 'won' : 'lost', matches, payout, transactionId, now]);
}

/** One currency's pool of a drawn draw. */
export interface LottoPoolInput {
  readonly tickets: number;
  readonly sales: number;
  readonly jackpotIn: number;
  readonly winners: { readonly three: number; readonly four: number; readonly five: number; readonly six: number };
  readonly jackpotFund: number;
  readonly jackpotPerTicket: number;
  readonly jackpotOut: number;
}

export async function insertLottoPool(tx: Queryable, drawId: number, currency: string, pool: LottoPoolInput): Promise<void> {
  await tx.query(
    `insert into lotto_pools (draw_id, currency, tickets, sales, jackpot_in, winners, jackpot_fund, jackpot_per_ticket, jackpot_out) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [drawId, currency, pool.tickets, pool.sales, pool.jackpotIn, JSON.stringify(pool.winners), pool.jackpotFund, pool.jackpotPerTicket, pool.jackpotOut],
  );
}

export async function markLottoDrawn(tx: Queryable, drawId: number, balls: readonly number[], now: Date): Promise<void> {
  await tx.query("update lotto_draws set status = 'drawn', balls = $2, drawn_at = $3 where id = $1", [drawId, JSON.stringify(balls), now]);
}

/** Open draws whose time has come by `now`, earliest first. */
export async function dueLottoDrawIds(db: Queryable, now: Date): Promise<number[]> {
  const rows = await db.query<{ id: unknown }>("select id from lotto_draws where status = 'open' and draw_at <= $1 order by draw_at", [now]);
  return rows.map((row) => int(row.id));
}

// ---------------------------------------------------------------- purchase

/** A draw's status and time, its row shared-locked (it cannot be drawn meanwhile); null when there is none. */
export async function shareLottoDraw(tx: Queryable, drawId: number): Promise<{ status: string; drawAt: Date } | null> {
  const [row] = await tx.query<{ status: string; draw_at: Date | string }>('select status, draw_at from lotto_draws where id = $1 for share', [drawId]);
  return row ? { status: row.status, drawAt: new Date(row.draw_at) } : null;
}

/** A new ticket: what it stores, and the request key its row claims. */
export type TicketInput = Pick<StoredTicket, 'drawId' | 'userId' | 'walletAccountId' | 'currency' | 'numbers' | 'quickPick' | 'price' | 'fingerprint' | 'placedAt'> & {
  readonly requestKey: string;
};

/** Claims the request key with a ticket row; answers its id, or null when the key was claimed before. */
export async function insertLottoTicket(tx: Queryable, ticket: TicketInput): Promise<number | null> {
  const [row] = await tx.query<{ id: unknown }>(
    `insert into lotto_tickets (draw_id, user_id, wallet_account_id, currency, numbers, quick_pick, price, request_key, request_fingerprint, placed_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict (request_key) do nothing returning id`,
    [ticket.drawId, ticket.userId, ticket.walletAccountId, ticket.currency, JSON.stringify(ticket.numbers), ticket.quickPick, ticket.price, ticket.requestKey, ticket.fingerprint, ticket.placedAt],
  );
  return row ? int(row.id) : null;
}

export async function setLottoTicketStake(tx: Queryable, ticketId: number, transactionId: number): Promise<void> {
  await tx.query('update lotto_tickets set stake_transaction_id = $2 where id = $1', [ticketId, transactionId]);
}
