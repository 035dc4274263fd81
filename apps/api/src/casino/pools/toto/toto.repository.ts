import type { TotoCoupon, TotoDraw, TotoDrawStatus, TotoMatch, TotoPool } from '@betting/contracts';
import { picksOf, totoPoolSplit, type TotoMark, type TotoResult } from '@betting/games';
import type { Queryable } from '../../../db/database';
import { MARKET_TYPE } from '../../../line';
import { int, intOrNull, iso, isoOrNull, jsonOf } from '../rows';

/** A coupon as stored. */
export interface StoredCoupon {
  readonly id: number;
  readonly drawId: number;
  readonly drawStatus: TotoDrawStatus;
  readonly userId: number;
  readonly walletAccountId: number;
  readonly currency: string;
  readonly marks: TotoMark[];
  readonly lines: number;
  readonly linePrice: number;
  readonly stake: number;
  readonly status: TotoCoupon['status'];
  readonly payout: number | null;
  readonly linesByCorrect: number[] | null;
  readonly fingerprint: string;
  readonly placedAt: Date;
  readonly settledAt: Date | null;
}

interface CouponRow {
  id: unknown;
  draw_id: unknown;
  draw_status: TotoDrawStatus;
  user_id: number;
  wallet_account_id: unknown;
  currency: string;
  marks: unknown;
  lines: number;
  line_price: unknown;
  stake: unknown;
  status: TotoCoupon['status'];
  payout: unknown;
  lines_by_correct: unknown;
  request_fingerprint: string;
  placed_at: Date | string;
  settled_at: Date | string | null;
}

const COUPON_COLUMNS = `c.id, c.draw_id, d.status as draw_status, c.user_id, c.wallet_account_id, c.currency, c.marks, c.lines, c.line_price, c.stake, c.status, c.payout,
  c.lines_by_correct, c.request_fingerprint, c.placed_at, c.settled_at`;
const COUPON_FROM = 'from toto_coupons c join toto_draws d on d.id = c.draw_id';

const couponOf = (row: CouponRow): StoredCoupon => ({
  id: int(row.id),
  drawId: int(row.draw_id),
  drawStatus: row.draw_status,
  userId: row.user_id,
  walletAccountId: int(row.wallet_account_id),
  currency: row.currency,
  marks: jsonOf<TotoMark[]>(row.marks),
  lines: Number(row.lines),
  linePrice: int(row.line_price),
  stake: int(row.stake),
  status: row.status,
  payout: intOrNull(row.payout),
  linesByCorrect: row.lines_by_correct === null ? null : jsonOf<number[]>(row.lines_by_correct),
  fingerprint: row.request_fingerprint,
  placedAt: new Date(row.placed_at),
  settledAt: row.settled_at === null ? null : new Date(row.settled_at),
});

export async function couponByKey(db: Queryable, requestKey: string): Promise<StoredCoupon | null> {
  const [row] = await db.query<CouponRow>(`select ${COUPON_COLUMNS} ${COUPON_FROM} where c.request_key = $1`, [requestKey]);
  return row ? couponOf(row) : null;
}

/** A person's coupons, newest first, one page. */
export async function userCoupons(db: Queryable, userId: number, page: number, pageSize: number): Promise<{ coupons: StoredCoupon[]; total: number }> {
  const [count] = await db.query<{ total: unknown }>('select count(*) as total from toto_coupons where user_id = $1', [userId]);
  const rows = await db.query<CouponRow>(`select ${COUPON_COLUMNS} ${COUPON_FROM} where c.user_id = $1 order by c.placed_at desc, c.id desc limit $2 offset $3`, [userId, pageSize, (page - 1) * pageSize]);
  return { coupons: rows.map(couponOf), total: int(count?.total ?? 0) };
}

export const couponWire = (coupon: StoredCoupon): TotoCoupon => ({
  id: coupon.id,
  drawId: coupon.drawId,
  drawStatus: coupon.drawStatus,
  marks: coupon.marks,
  lines: coupon.lines,
  linePrice: coupon.linePrice,
  stake: coupon.stake,
  currency: coupon.currency,
  status: coupon.status,
  payout: coupon.payout,
  linesByCorrect: coupon.linesByCorrect,
  placedAt: coupon.placedAt.toISOString(),
  settledAt: coupon.settledAt?.toISOString() ?? null,
});

// ---------------------------------------------------------------- draws

interface DrawRow {
  id: unknown;
  status: TotoDrawStatus;
  closes_at: Date | string;
  created_at: Date | string;
  settled_at: Date | string | null;
}

interface MatchRow {
  draw_id: unknown;
  position: number;
  game_id: number | null;
  home_name: string;
  away_name: string;
  champ_name: string;
  start_at: Date | string;
  result: TotoResult | null;
  home_score: number | null;
  away_score: number | null;
  game_status: 'prematch' | 'live' | 'finished' | null;
  game_home: number | null;
  game_away: number | null;
}

/** The current draw (the open one closing first) and the next, or null. */
export async function openTotoDrawIds(db: Queryable, now: Date): Promise<number[]> {
  const rows = await db.query<{ id: unknown }>("select id from toto_draws where status = 'open' and closes_at > $1 order by closes_at, id limit 2", [now]);
  return rows.map((row) => int(row.id));
}

/** Draws past their sales (closed, settled, cancelled), newest first, one page. */
export async function pastTotoDrawIds(db: Queryable, page: number, pageSize: number): Promise<{ ids: number[]; total: number }> {
  const where = "where status <> 'open'";
  const [count] = await db.query<{ total: unknown }>(`select count(*) as total from toto_draws ${where}`);
  const rows = await db.query<{ id: unknown }>(`select id from toto_draws ${where} order by closes_at desc, id desc limit $1 offset $2`, [pageSize, (page - 1) * pageSize]);
  return { ids: rows.map((row) => int(row.id)), total: int(count?.total ?? 0) };
}

/** Draws as the site shows them (in the order of `ids`): matches with the line's state and odds, pools, jackpots. */
export async function totoDrawsWire(db: Queryable, ids: readonly number[]): Promise<TotoDraw[]> {
  if (ids.length === 0) return [];
  const draws = await db.query<DrawRow>('select id, status, closes_at, created_at, settled_at from toto_draws where id = any($1::bigint[])', [ids]);
  const matches = await db.query<MatchRow>(
    `select m.draw_id, m.position, m.game_id, m.home_name, m.away_name, m.champ_name, m.start_at, m.result, m.home_score, m.away_score,
            g.status as game_status, g.home_score as game_home, g.away_score as game_away
       from toto_draw_matches m left join line_games g on g.id = m.game_id
      where m.draw_id = any($1::bigint[]) order by m.draw_id, m.position`,
    [ids],
  );
  const gameIds = [...new Set(matches.map((match) => match.game_id).filter((id): id is number => id !== null))];
  const odds = await db.query<{ game_id: number; code: string; coef: number }>(
    `select o.game_id, o.code, o.coef from line_outcomes o join line_markets k on k.id = o.market_id
      where o.game_id = any($1::int[]) and k.type_id = $2 and k.period = 0 and not k.is_blocked and o.result is null`,
    [gameIds, MARKET_TYPE.result],
  );
  const coupons = await db.query<{ draw_id: unknown; currency: string; marks: unknown; lines: number; stake: unknown }>(
    "select draw_id, currency, marks, lines, stake from toto_coupons where draw_id = any($1::bigint[]) and status <> 'refunded'",
    [ids],
  );
  const pools = await db.query<{ draw_id: unknown; currency: string; coupons: number; lines: unknown; stakes: unknown; jackpot_in: unknown; prize_pool: unknown; categories: unknown; jackpot_out: unknown }>(
    'select draw_id, currency, coupons, lines, stakes, jackpot_in, prize_pool, categories, jackpot_out from toto_pools where draw_id = any($1::bigint[]) order by currency',
    [ids],
  );
  const jackpots = (await db.query<{ currency: string; amount: unknown }>('select currency, amount from toto_jackpots order by currency')).map((row) => ({ currency: row.currency, amount: int(row.amount) }));

  const byId = new Map(draws.map((row) => [int(row.id), row]));
  return ids.flatMap((id): TotoDraw[] => {
    const draw = byId.get(id);
    if (!draw) return [];
    const own = coupons.filter((coupon) => int(coupon.draw_id) === id);
    const decided = draw.status === 'settled' || draw.status === 'cancelled';
    return [
      {
        id,
        status: draw.status,
        closesAt: iso(draw.closes_at),
        createdAt: iso(draw.created_at),
        settledAt: isoOrNull(draw.settled_at),
        matches: matches.filter((match) => int(match.draw_id) === id).map((match) => matchWire(match, odds, own)),
        pools: decided ? pools.filter((pool) => int(pool.draw_id) === id).map(settledPool) : openPools(own, jackpots),
        jackpots: decided ? [] : jackpots,
      },
    ];
  });
}

function matchWire(row: MatchRow, odds: readonly { game_id: number; code: string; coef: number }[], coupons: readonly { marks: unknown }[]): TotoMatch {
  const coefOf = (code: string) => odds.find((odd) => odd.game_id === row.game_id && odd.code === code)?.coef;
  const [home, draw, away] = [coefOf('1'), coefOf('X'), coefOf('2')];
  const marked = { home: 0, draw: 0, away: 0 };
  for (const coupon of coupons) {
    const mark = jsonOf<TotoMark[]>(coupon.marks)[row.position - 1];
    for (const pick of mark ? picksOf(mark) : []) marked[pick === '1' ? 'home' : pick === 'X' ? 'draw' : 'away'] += 1;
  }
  const scoreHome = row.home_score ?? row.game_home;
  const scoreAway = row.away_score ?? row.game_away;
  return {
    position: row.position,
    gameId: row.game_id,
    homeName: row.home_name,
    awayName: row.away_name,
    champName: row.champ_name,
    startAt: iso(row.start_at),
    state: row.result === 'void' ? 'void' : (row.game_status ?? (row.result ? 'finished' : 'void')),
    score: row.result === 'void' || scoreHome === null || scoreAway === null ? null : { home: scoreHome, away: scoreAway },
    result: row.result,
    odds: home !== undefined && draw !== undefined && away !== undefined ? { home, draw, away } : null,
    marked,
  };
}

function openPools(coupons: readonly { currency: string; lines: number; stake: unknown }[], jackpots: readonly { currency: string; amount: number }[]): TotoPool[] {
  const currencies = [...new Set(coupons.map((coupon) => coupon.currency))].sort();
  return currencies.map((currency) => {
    const own = coupons.filter((coupon) => coupon.currency === currency);
    const stakes = own.reduce((sum, coupon) => sum + int(coupon.stake), 0);
    return {
      currency,
      coupons: own.length,
      lines: own.reduce((sum, coupon) => sum + Number(coupon.lines), 0),
      stakes,
      jackpotIn: jackpots.find((jackpot) => jackpot.currency === currency)?.amount ?? 0,
      prizePool: totoPoolSplit({ stakes, jackpotIn: 0, winningLines: {} }).prizePool,
      categories: null,
      jackpotOut: null,
    };
  });
}

function settledPool(row: { currency: string; coupons: number; lines: unknown; stakes: unknown; jackpot_in: unknown; prize_pool: unknown; categories: unknown; jackpot_out: unknown }): TotoPool {
  return {
    currency: row.currency,
    coupons: Number(row.coupons),
    lines: int(row.lines),
    stakes: int(row.stakes),
    jackpotIn: int(row.jackpot_in),
    prizePool: int(row.prize_pool),
    categories: jsonOf<NonNullable<TotoPool['categories']>>(row.categories),
    jackpotOut: int(row.jackpot_out),
  };
}

// ---------------------------------------------------------------- schedule

/** A prematch game of the line a draw may take. */
export interface TotoCandidate {
  readonly id: number;
  readonly homeName: string;
  readonly awayName: string;
  readonly champName: string;
  readonly startAt: Date;
}

/**
 * Prematch football games of the line starting in [`from`, `to`] and in no draw yet: the top champs' games first, then
 * the earliest; `limit` at most.
 */
export async function totoCandidates(tx: Queryable, from: Date, to: Date, limit: number): Promise<TotoCandidate[]> {
  const rows = await tx.query<{ id: number; home_name: string; away_name: string; champ_name: string; start_at: Date | string }>(
    `select g.id, g.home_name, g.away_name, c.name as champ_name, g.start_at
       from line_games g
       join line_sports s on s.id = g.sport_id
       join line_champs c on c.id = g.champ_id
      where s.slug = 'football' and g.status = 'prematch' and g.start_at >= $1 and g.start_at <= $2
        and not exists (select 1 from toto_draw_matches m where m.game_id = g.id)
      order by c.is_top desc, g.start_at, g.id
      limit ${limit}`,
    [from, to],
  );
  return rows.map((row) => ({ id: row.id, homeName: row.home_name, awayName: row.away_name, champName: row.champ_name, startAt: new Date(row.start_at) }));
}

/** An open draw; answers its id. */
export async function insertTotoDraw(tx: Queryable, closesAt: Date, now: Date): Promise<number> {
  const [draw] = await tx.query<{ id: unknown }>('insert into toto_draws (status, closes_at, created_at) values ($1, $2, $3) returning id', ['open', closesAt, now]);
  return int(draw?.id, 'toto draw id');
}

export async function insertTotoDrawMatch(tx: Queryable, drawId: number, position: number, match: TotoCandidate): Promise<void> {
  await tx.query('insert into toto_draw_matches (draw_id, position, game_id, home_name, away_name, champ_name, start_at) values ($1, $2, $3, $4, $5, $6, $7)', [
    drawId,
    position,
    match.id,
    match.homeName,
    match.awayName,
    match.champName,
    match.startAt,
  ]);
}

export async function openTotoDrawCount(db: Queryable, now: Date): Promise<number> {
  const [row] = await db.query<{ n: unknown }>("select count(*) as n from toto_draws where status = 'open' and closes_at > $1", [now]);
  return int(row?.n ?? 0);
}

/** One draw maker at a time, until the transaction ends; purchases only wait for the instant. */
export async function lockTotoDrawsTable(tx: Queryable): Promise<void> {
  await tx.exec('lock table toto_draws in exclusive mode');
}

/** Closes the open draws whose first match started (by the clock, or the line already has it live); answers their ids. */
export async function closeDueTotoDraws(tx: Queryable, now: Date): Promise<number[]> {
  const rows = await tx.query<{ id: unknown }>(
    `update toto_draws d set status = 'closed', closed_at = $1
      where d.status = 'open'
        and (d.closes_at <= $1 or exists (select 1 from toto_draw_matches m join line_games g on g.id = m.game_id where m.draw_id = d.id and g.status <> 'prematch'))
      returning d.id`,
    [now],
  );
  return rows.map((row) => int(row.id));
}

// ---------------------------------------------------------------- purchase

/** A draw's status and close, its row shared-locked (it cannot close or settle meanwhile); null when there is none. */
export async function shareTotoDraw(tx: Queryable, drawId: number): Promise<{ status: string; closesAt: Date } | null> {
  const [row] = await tx.query<{ status: string; closes_at: Date | string }>('select status, closes_at from toto_draws where id = $1 for share', [drawId]);
  return row ? { status: row.status, closesAt: new Date(row.closes_at) } : null;
}

/** A new coupon: what it stores, and the request key its row claims. */
export type CouponInput = Pick<StoredCoupon, 'drawId' | 'userId' | 'walletAccountId' | 'currency' | 'marks' | 'lines' | 'linePrice' | 'stake' | 'fingerprint' | 'placedAt'> & {
  readonly requestKey: string;
};

/** Claims the request key with a coupon row; answers its id, or null when the key was claimed before. */
export async function insertTotoCoupon(tx: Queryable, coupon: CouponInput): Promise<number | null> {
  const [row] = await tx.query<{ id: unknown }>(
    `insert into toto_coupons (draw_id, user_id, wallet_account_id, currency, marks, lines, line_price, stake, request_key, request_fingerprint, placed_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) on conflict (request_key) do nothing returning id`,
    [coupon.drawId, coupon.userId, coupon.walletAccountId, coupon.currency, JSON.stringify(coupon.marks), coupon.lines, coupon.linePrice, coupon.stake, coupon.requestKey, coupon.fingerprint, coupon.placedAt],
  );
  return row ? int(row.id) : null;
}

export async function setTotoCouponStake(tx: Queryable, couponId: number, transactionId: number): Promise<void> {
  await tx.query('update toto_coupons set stake_transaction_id = $2 where id = $1', [couponId, transactionId]);
}

// ---------------------------------------------------------------- settlement

/** A draw's status, its row locked until the transaction ends; null when there is none. */
export async function lockTotoDrawStatus(tx: Queryable, drawId: number): Promise<string | null> {
  const [row] = await tx.query<{ status: string }>('select status from toto_draws where id = $1 for update', [drawId]);
  return row ? row.status : null;
}

/** A draw's match with its game as the line has it now (null: the game is gone from the line). */
export interface TotoMatchOnLine {
  readonly position: number;
  readonly startAt: Date;
  readonly result: TotoResult | null;
  readonly gameStatus: 'prematch' | 'live' | 'finished' | null;
  readonly homeScore: number | null;
  readonly awayScore: number | null;
}

export async function totoMatchesOnLine(tx: Queryable, drawId: number): Promise<TotoMatchOnLine[]> {
  const rows = await tx.query<{ position: number; start_at: Date | string; result: TotoResult | null; game_status: TotoMatchOnLine['gameStatus']; home_score: number | null; away_score: number | null }>(
    `select m.position, m.game_id, m.start_at, m.result, g.status as game_status, g.home_score, g.away_score
       from toto_draw_matches m left join line_games g on g.id = m.game_id
      where m.draw_id = $1 order by m.position`,
    [drawId],
  );
  return rows.map((row) => ({ position: row.position, startAt: new Date(row.start_at), result: row.result, gameStatus: row.game_status, homeScore: row.home_score, awayScore: row.away_score }));
}

export async function setTotoMatchResult(tx: Queryable, drawId: number, position: number, result: TotoResult, home: number | null, away: number | null): Promise<void> {
  await tx.query('update toto_draw_matches set result = $3, home_score = $4, away_score = $5 where draw_id = $1 and position = $2', [drawId, position, result, home, away]);
}

/** An open coupon as settlement reads it. */
export interface OpenCoupon {
  readonly id: number;
  readonly userId: number;
  readonly walletAccountId: number;
  readonly currency: string;
  readonly marks: TotoMark[];
  readonly stake: number;
  readonly lines: number;
}

export async function openTotoCoupons(tx: Queryable, drawId: number): Promise<OpenCoupon[]> {
  const rows = await tx.query<{ id: unknown; user_id: number; wallet_account_id: unknown; currency: string; marks: unknown; stake: unknown; lines: number }>(
    "select id, user_id, wallet_account_id, currency, marks, stake, lines from toto_coupons where draw_id = $1 and status = 'open' order by id",
    [drawId],
  );
  return rows.map((row) => ({ id: int(row.id), userId: row.user_id, walletAccountId: int(row.wallet_account_id), currency: row.currency, marks: jsonOf<TotoMark[]>(row.marks), stake: int(row.stake), lines: row.lines }));
}

export async function refundTotoCoupon(tx: Queryable, couponId: number, stake: number, transactionId: number, now: Date): Promise<void> {
  await tx.query("update toto_coupons set status = 'refunded', payout = $2, settle_transaction_id = $3, settled_at = $4 where id = $1", [couponId, stake, transactionId, now]);
}

/** A coupon won (`payout` > 0, paid by `transactionId`) or lost, with its lines by number correct. */
export async function settleTotoCoupon(tx: Queryable, couponId: number, payout: number, byCorrect: readonly number[], transactionId: number | null, now: Date): Promise<void> {
  await tx.query('update toto_coupons set status = $2, payout = $3, lines_by_correct = $4, settle_transaction_id = $5, settled_at = $6 where id = $1', [
    couponId,
    payout > 0 ? 'won' : 'lost',
    payout,
    JSON.stringify(byCorrect),
    transactionId,
    now,
  ]);
}

/** One currency's pool of a settled draw, as `totoPoolSplit` made it. */
export interface TotoPoolInput {
  readonly coupons: number;
  readonly lines: number;
  readonly stakes: number;
  readonly split: ReturnType<typeof totoPoolSplit>;
}

export async function insertTotoPool(tx: Queryable, drawId: number, currency: string, pool: TotoPoolInput): Promise<void> {
  const { split } = pool;
  await tx.query(
    `insert into toto_pools (draw_id, currency, coupons, lines, stakes, jackpot_in, house, prize_pool, categories, jackpot_out) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [drawId, currency, pool.coupons, pool.lines, pool.stakes, split.jackpotIn, split.house, split.prizePool, JSON.stringify(split.categories.map(({ correct, fund, lines, perLine }) => ({ correct, fund, lines, perLine }))), split.jackpotOut],
  );
}

export async function finishTotoDraw(tx: Queryable, drawId: number, status: 'settled' | 'cancelled', now: Date): Promise<void> {
  await tx.query('update toto_draws set status = $2, closed_at = coalesce(closed_at, $3), settled_at = $3 where id = $1', [drawId, status, now]);
}

export async function closedTotoDrawIds(db: Queryable): Promise<number[]> {
  const rows = await db.query<{ id: unknown }>("select id from toto_draws where status = 'closed' order by id");
  return rows.map((row) => int(row.id));
}
