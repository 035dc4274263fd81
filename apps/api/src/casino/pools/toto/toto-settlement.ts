import { TOTO_CATEGORIES, linesByCorrect, totoCouponWin, totoDrawCancelled, totoPoolSplit, totoResultOf, type TotoMark, type TotoResult } from '@betting/games';
import type { Queryable } from '../../../db/database';
import { inRetriedTransaction } from '../../../db/retried-transaction';
import type { PoolDeps } from '../deps';
import { int, jsonOf } from '../rows';
import { credit } from '../stakes';

/** A match the line has not finished this long after its start is void (abandoned, never played). */
export const TOTO_VOID_AFTER_MS = 12 * 3_600_000;

export type TotoSettleOutcome =
  | { readonly kind: 'settled' | 'cancelled'; readonly drawId: number }
  | { readonly kind: 'undecided' | 'not_found' | 'already_settled' | 'still_open'; readonly drawId: number };

interface MatchRow {
  position: number;
  game_id: number | null;
  start_at: Date | string;
  result: TotoResult | null;
  game_status: 'prematch' | 'live' | 'finished' | null;
  home_score: number | null;
  away_score: number | null;
}

interface Decided {
  readonly result: TotoResult | null;
  readonly home: number | null;
  readonly away: number | null;
}

/**
 * Each match's result as the line tells it now: the final score of a finished game; void for a game gone from the
 * line or not finished 12 hours after its start; null while undecided. A result once written stays.
 */
async function resultsFromLine(tx: Queryable, drawId: number, now: Date): Promise<Decided[]> {
  const rows = await tx.query<MatchRow>(
    `select m.position, m.game_id, m.start_at, m.result, g.status as game_status, g.home_score, g.away_score
       from toto_draw_matches m left join line_games g on g.id = m.game_id
      where m.draw_id = $1 order by m.position`,
    [drawId],
  );
  return rows.map((row): Decided => {
    if (row.result) return { result: row.result, home: row.home_score, away: row.away_score };
    if (row.game_status === 'finished' && row.home_score !== null && row.away_score !== null) return { result: totoResultOf(row.home_score, row.away_score), home: row.home_score, away: row.away_score };
    if (row.game_status === null || now.getTime() >= new Date(row.start_at).getTime() + TOTO_VOID_AFTER_MS) return { result: 'void', home: null, away: null };
    return { result: null, home: null, away: null };
  });
}

interface CouponRow {
  id: unknown;
  user_id: number;
  wallet_account_id: unknown;
  currency: string;
  marks: unknown;
  stake: unknown;
  lines: number;
}

/**
 * Settles a closed draw exactly once, in one transaction under the draw's row lock: the results (from the line, or
 * `forced` by test control, which also settles an open draw), then every coupon — refunded when the draw is
 * cancelled (more than 7 void matches), else paid its lines per category × the category's prize per line
 * (`totoPoolSplit` per currency, with the jackpot waiting in that currency, whose new amount is what the split
 * carries on). Ledger keys `toto-coupon:{id}:win` / `:refund` make a retry harmless. Results decided so far are kept
 * when the draw must still wait.
 */
export async function settleTotoDraw(deps: Pick<PoolDeps, 'db' | 'clock'>, drawId: number, forced?: readonly TotoResult[]): Promise<TotoSettleOutcome> {
  return inRetriedTransaction(deps.db, async (tx) => {
    const now = new Date(deps.clock.now());
    const [draw] = await tx.query<{ status: string }>('select status from toto_draws where id = $1 for update', [drawId]);
    if (!draw) return { kind: 'not_found', drawId };
    if (draw.status === 'settled' || draw.status === 'cancelled') return { kind: 'already_settled', drawId };
    if (draw.status === 'open' && !forced) return { kind: 'still_open', drawId };
    const decided = forced ? forced.map((result): Decided => ({ result, home: null, away: null })) : await resultsFromLine(tx, drawId, now);
    for (const [index, match] of decided.entries()) {
      if (match.result) await tx.query('update toto_draw_matches set result = $3, home_score = $4, away_score = $5 where draw_id = $1 and position = $2', [drawId, index + 1, match.result, match.home, match.away]);
    }
    const results = decided.map((match) => match.result);
    if (results.some((result) => result === null)) return { kind: 'undecided', drawId };
    const final = results as TotoResult[];
    const coupons = await tx.query<CouponRow>("select id, user_id, wallet_account_id, currency, marks, stake, lines from toto_coupons where draw_id = $1 and status = 'open' order by id", [drawId]);
    const cancelled = totoDrawCancelled(final);
    if (cancelled) await refundCoupons(deps, tx, coupons, now);
    else await payCoupons(deps, tx, drawId, coupons, final, now);
    await tx.query('update toto_draws set status = $2, closed_at = coalesce(closed_at, $3), settled_at = $3 where id = $1', [drawId, cancelled ? 'cancelled' : 'settled', now]);
    return { kind: cancelled ? 'cancelled' : 'settled', drawId };
  });
}

async function refundCoupons(deps: Pick<PoolDeps, 'db'>, tx: Queryable, coupons: readonly CouponRow[], now: Date): Promise<void> {
  for (const coupon of coupons) {
    const id = int(coupon.id);
    const stake = int(coupon.stake);
    const transactionId = await credit(deps, tx, 'refund', { userId: coupon.user_id, accountId: int(coupon.wallet_account_id), currency: coupon.currency, amount: stake, reference: `toto-coupon:${id}`, reason: 'toto_coupon_refund', now });
    await tx.query("update toto_coupons set status = 'refunded', payout = $2, settle_transaction_id = $3, settled_at = $4 where id = $1", [id, stake, transactionId, now]);
  }
}

async function payCoupons(deps: Pick<PoolDeps, 'db'>, tx: Queryable, drawId: number, coupons: readonly CouponRow[], results: readonly TotoResult[], now: Date): Promise<void> {
  const currencies = [...new Set(coupons.map((coupon) => coupon.currency))].sort();
  for (const currency of currencies) {
    const inPool = coupons.filter((coupon) => coupon.currency === currency).map((coupon) => ({ coupon, byCorrect: linesByCorrect(jsonOf<TotoMark[]>(coupon.marks), results) }));
    const winningLines = new Map(TOTO_CATEGORIES.map((category) => [category.correct, inPool.reduce((sum, entry) => sum + (entry.byCorrect[category.correct] ?? 0), 0)]));
    const stakes = inPool.reduce((sum, entry) => sum + int(entry.coupon.stake), 0);
    const [jackpot] = await tx.query<{ amount: unknown }>('select amount from toto_jackpots where currency = $1 for update', [currency]);
    const split = totoPoolSplit({ stakes, jackpotIn: int(jackpot?.amount ?? 0), winningLines });
    for (const { coupon, byCorrect } of inPool) {
      const id = int(coupon.id);
      const payout = totoCouponWin(byCorrect, split);
      const transactionId = payout > 0 ? await credit(deps, tx, 'win', { userId: coupon.user_id, accountId: int(coupon.wallet_account_id), currency, amount: payout, reference: `toto-coupon:${id}`, reason: 'toto_coupon_win', now }) : null;
      await tx.query('update toto_coupons set status = $2, payout = $3, lines_by_correct = $4, settle_transaction_id = $5, settled_at = $6 where id = $1', [id, payout > 0 ? 'won' : 'lost', payout, JSON.stringify(byCorrect), transactionId, now]);
    }
    await tx.query(
      `insert into toto_pools (draw_id, currency, coupons, lines, stakes, jackpot_in, house, prize_pool, categories, jackpot_out) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [drawId, currency, inPool.length, inPool.reduce((sum, entry) => sum + entry.coupon.lines, 0), stakes, split.jackpotIn, split.house, split.prizePool, JSON.stringify(split.categories.map(({ correct, fund, lines, perLine }) => ({ correct, fund, lines, perLine }))), split.jackpotOut],
    );
    await tx.query('insert into toto_jackpots (currency, amount, updated_at) values ($1, $2, $3) on conflict (currency) do update set amount = excluded.amount, updated_at = excluded.updated_at', [currency, split.jackpotOut, now]);
  }
}

/** Settles every closed draw whose matches are all decided; answers what happened to each. */
export async function settleDecidedTotoDraws(deps: Pick<PoolDeps, 'db' | 'clock'>): Promise<TotoSettleOutcome[]> {
  const closed = await deps.db.query<{ id: unknown }>("select id from toto_draws where status = 'closed' order by id");
  const outcomes: TotoSettleOutcome[] = [];
  for (const row of closed) outcomes.push(await settleTotoDraw(deps, int(row.id)));
  return outcomes;
}
