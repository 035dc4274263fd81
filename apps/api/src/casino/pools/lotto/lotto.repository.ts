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
