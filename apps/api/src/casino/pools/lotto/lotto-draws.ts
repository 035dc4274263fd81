import { lottoClientSeed, lottoDraw, lottoDrawTimeAfter, lottoFixedPrize, lottoJackpotSplit, lottoMatches, serverSeedHash } from '@betting/games';
import type { Queryable } from '../../../db/database';
import { inRetriedTransaction } from '../../../db/retried-transaction';
import { newServerSeed } from '../../games/seeds.repository';
import type { PoolDeps } from '../deps';
import { int, jsonOf } from '../rows';
import { credit } from '../stakes';

/**
 * Makes sure a draw is on sale: without an open draw still ahead, makes the one at the first daily draw time after
 * both `now` and the latest draw (a draw run early by test control keeps its day), committing a fresh secret server
 * seed by its hash. Answers its id when made.
 */
export async function ensureOpenLottoDraw(tx: Queryable, now: Date): Promise<number | null> {
  const [state] = await tx.query<{ open_ahead: unknown; latest: Date | string | null }>(
    "select count(*) filter (where status = 'open' and draw_at > $1) as open_ahead, max(draw_at) as latest from lotto_draws",
    [now],
  );
  if (int(state?.open_ahead ?? 0) > 0) return null;
  const after = Math.max(now.getTime(), state?.latest ? new Date(state.latest).getTime() : 0);
  const serverSeed = newServerSeed();
  const [row] = await tx.query<{ id: unknown }>(
    "insert into lotto_draws (status, draw_at, server_seed, server_seed_hash, created_at) values ('open', $1, $2, $3, $4) on conflict (draw_at) do nothing returning id",
    [new Date(lottoDrawTimeAfter(after)), serverSeed, serverSeedHash(serverSeed), now],
  );
  return row ? int(row.id) : null;
}

export type LottoDrawOutcome = { readonly kind: 'drawn' | 'not_found' | 'already_drawn' | 'not_due'; readonly drawId: number };

interface TicketRow {
  id: unknown;
  user_id: number;
  wallet_account_id: unknown;
  currency: string;
  numbers: unknown;
  price: unknown;
}

/**
 * Draws a lotto draw exactly once, in one transaction under its row lock, when its time has come (or `now` by test
 * control): the balls from the committed server seed (client seed `lotto:{id}`, nonce 0), then every ticket — the
 * fixed prize for 3–5 matches, a share of the jackpot for 6 (per currency: the jackpot waiting plus 30 % of the draw's
 * sales; without a winner it all carries on). Ledger keys `lotto-ticket:{id}:win` make a retry harmless.
 */
export async function drawLottoDraw(deps: Pick<PoolDeps, 'db' | 'clock'>, drawId: number, force = false): Promise<LottoDrawOutcome> {
  return inRetriedTransaction(deps.db, async (tx) => {
    const now = new Date(deps.clock.now());
    const [draw] = await tx.query<{ status: string; draw_at: Date | string; server_seed: string }>('select status, draw_at, server_seed from lotto_draws where id = $1 for update', [drawId]);
    if (!draw) return { kind: 'not_found', drawId };
    if (draw.status !== 'open') return { kind: 'already_drawn', drawId };
    if (!force && new Date(draw.draw_at).getTime() > now.getTime()) return { kind: 'not_due', drawId };
    const balls = lottoDraw({ serverSeed: draw.server_seed, clientSeed: lottoClientSeed(drawId), nonce: 0 });
    const tickets = await tx.query<TicketRow>("select id, user_id, wallet_account_id, currency, numbers, price from lotto_tickets where draw_id = $1 and status = 'open' order by id", [drawId]);
    for (const currency of [...new Set(tickets.map((ticket) => ticket.currency))].sort()) {
      const inPool = tickets.filter((ticket) => ticket.currency === currency).map((ticket) => ({ ticket, matches: lottoMatches(jsonOf<number[]>(ticket.numbers), balls) }));
      const count = (matches: number) => inPool.filter((entry) => entry.matches === matches).length;
      const [jackpot] = await tx.query<{ amount: unknown }>('select amount from lotto_jackpots where currency = $1 for update', [currency]);
      const sales = inPool.reduce((sum, entry) => sum + int(entry.ticket.price), 0);
      const split = lottoJackpotSplit({ sales, jackpotIn: int(jackpot?.amount ?? 0), winners: count(6) });
      for (const { ticket, matches } of inPool) {
        const id = int(ticket.id);
        const payout = lottoFixedPrize(matches, int(ticket.price)) + (matches === 6 ? split.perTicket : 0);
        const transactionId = payout > 0 ? await credit(deps, tx, 'win', { userId: ticket.user_id, accountId: int(ticket.wallet_account_id), currency, amount: payout, reference: `lotto-ticket:${id}`, reason: 'lotto_ticket_win', now }) : null;
        await tx.query('update lotto_tickets set status = $2, matches = $3, payout = $4, settle_transaction_id = $5, settled_at = $6 where id = $1', [id, payout > 0 ? 'won' : 'lost', matches, payout, transactionId, now]);
      }
      await tx.query(
        `insert into lotto_pools (draw_id, currency, tickets, sales, jackpot_in, winners, jackpot_fund, jackpot_per_ticket, jackpot_out) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [drawId, currency, inPool.length, sales, int(jackpot?.amount ?? 0), JSON.stringify({ three: count(3), four: count(4), five: count(5), six: count(6) }), split.fund, split.perTicket, split.jackpotOut],
      );
      await tx.query('insert into lotto_jackpots (currency, amount, updated_at) values ($1, $2, $3) on conflict (currency) do update set amount = excluded.amount, updated_at = excluded.updated_at', [currency, split.jackpotOut, now]);
    }
    await tx.query("update lotto_draws set status = 'drawn', balls = $2, drawn_at = $3 where id = $1", [drawId, JSON.stringify(balls), now]);
    return { kind: 'drawn', drawId };
  });
}

/** Draws every open draw whose time has come; answers the ids drawn. */
export async function drawDueLottoDraws(deps: Pick<PoolDeps, 'db' | 'clock'>): Promise<number[]> {
  const due = await deps.db.query<{ id: unknown }>("select id from lotto_draws where status = 'open' and draw_at <= $1 order by draw_at", [new Date(deps.clock.now())]);
  const drawn: number[] = [];
  for (const row of due) if ((await drawLottoDraw(deps, int(row.id))).kind === 'drawn') drawn.push(int(row.id));
  return drawn;
}
