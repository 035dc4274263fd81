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
