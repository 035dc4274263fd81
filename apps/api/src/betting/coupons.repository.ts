import type { BetHistoryQuery, BetHistoryResponse, CouponLeg, CouponStatus, PlacedCoupon } from '@betting/contracts';
import type { Queryable } from '../db/database';
import { isoOfNumericCode } from '../wallet/ledger/currency-codes';

interface CouponRow {
  id: string | number;
  user_id: number;
  wallet_account_id: string | number;
  currency_id: number;
  type_id: 0 | 1 | 2 | 4;
  slip_type_id: number | null;
  system_value: number | null;
  lines_count: string | number;
  amount: string | number;
  coef: string | number;
  possible_win: string | number;
  bonus_bet_coef: number | null;
  is_vip: boolean;
  change_coef_action: 0 | 1 | 2;
  promo_code: string | null;
  express_id: number | string | null;
  status: CouponStatus;
  payout: string | number | null;
  placed_at: Date | string;
  settled_at: Date | string | null;
}

interface LegRow {
  coupon_id: string | number;
  position: number;
  outcome_id: string | number;
  coef: number;
  block_id: number | null;
  result: 'won' | 'lost' | 'void' | null;
  game_id: string | number | null;
  sport_id: number | null;
  is_live: boolean;
  game_name: string;
  market_name: string;
  outcome_name: string;
  sport_name: string;
  champ_name: string;
  start_at: Date | string | null;
}

const COLUMNS = `c.id, c.user_id, c.wallet_account_id, c.currency_id, c.type_id, c.slip_type_id, c.system_value, c.lines_count, c.amount, c.coef,
  c.possible_win, c.bonus_bet_coef, c.is_vip, c.change_coef_action, c.promo_code, c.express_id, c.status, c.payout, c.placed_at, c.settled_at`;

const iso = (value: Date | string) => new Date(value).toISOString();
const num = (value: string | number) => Number(value);

function toLeg(row: LegRow): CouponLeg {
  return {
    outcomeId: num(row.outcome_id),
    coef: row.coef,
    blockId: row.block_id,
    result: row.result,
    gameId: row.game_id === null ? null : num(row.game_id),
    sportId: row.sport_id,
    isLive: row.is_live,
    gameName: row.game_name,
    marketName: row.market_name,
    outcomeName: row.outcome_name,
    sportName: row.sport_name,
    champName: row.champ_name,
    startAt: row.start_at === null ? null : iso(row.start_at),
  };
}

function toCoupon(row: CouponRow, legs: CouponLeg[]): PlacedCoupon {
  return {
    id: num(row.id),
    typeId: row.type_id,
    slipTypeId: row.slip_type_id === 10001 ? 10001 : null,
    systemValue: row.system_value,
    linesCount: num(row.lines_count),
    accountId: num(row.wallet_account_id),
    currency: isoOfNumericCode(row.currency_id),
    amount: num(row.amount),
    coef: num(row.coef),
    possibleWin: num(row.possible_win),
    status: row.status,
    payout: row.payout === null ? null : num(row.payout),
    changeCoefAction: row.change_coef_action,
    isVipBet: row.is_vip,
    bonusBetCoef: row.bonus_bet_coef,
    expressId: row.express_id === null ? null : num(row.express_id),
    promoCode: row.promo_code,
    placedAt: iso(row.placed_at),
    settledAt: row.settled_at === null ? null : iso(row.settled_at),
    bets: legs,
  };
}

async function withLegs(db: Queryable, rows: readonly CouponRow[]): Promise<PlacedCoupon[]> {
  if (rows.length === 0) return [];
  const legs = await db.query<LegRow>('select * from bet_coupon_legs where coupon_id = any($1::bigint[]) order by coupon_id, position', [rows.map((row) => num(row.id))]);
  const byCoupon = new Map<number, CouponLeg[]>();
  for (const leg of legs) {
    const list = byCoupon.get(num(leg.coupon_id)) ?? [];
    list.push(toLeg(leg));
    byCoupon.set(num(leg.coupon_id), list);
  }
  return rows.map((row) => toCoupon(row, byCoupon.get(num(row.id)) ?? []));
}

/** Coupons by id, in the order asked (only the user's). */
export async function couponsByIds(db: Queryable, userId: number, ids: readonly number[]): Promise<PlacedCoupon[]> {
  const rows = await db.query<CouponRow>(`select ${COLUMNS} from bet_coupons c where c.user_id = $1 and c.id = any($2::bigint[])`, [userId, [...ids]]);
  const coupons = await withLegs(db, rows);
  const byId = new Map(coupons.map((coupon) => [coupon.id, coupon]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function couponOf(db: Queryable, userId: number, couponId: number): Promise<PlacedCoupon | null> {
  return (await couponsByIds(db, userId, [couponId]))[0] ?? null;
}

const PERIOD_MS = { day: 86_400_000, week: 7 * 86_400_000, month: 30 * 86_400_000 } as const;

/** The office bet history: the user's coupons matching the filters, newest first, one page, with totals. */
export async function betHistory(db: Queryable, userId: number, query: BetHistoryQuery, nowMs: number): Promise<BetHistoryResponse> {
  const where: string[] = ['c.user_id = $1'];
  const params: unknown[] = [userId];
  const add = (clause: (index: string) => string, value: unknown) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  if (query.from !== undefined || query.to !== undefined) {
    if (query.from !== undefined) add((p) => `c.placed_at >= ${p}::timestamptz`, `${query.from}T00:00:00Z`);
    if (query.to !== undefined) add((p) => `c.placed_at < (${p}::date + 1)::timestamptz`, query.to);
  } else if (query.period !== 'all') {
    add((p) => `c.placed_at > ${p}::timestamptz`, new Date(nowMs - PERIOD_MS[query.period]));
  }
  if (query.status === 'settled') where.push("c.status <> 'open'");
  else if (query.status !== 'all') add((p) => `c.status = ${p}`, query.status);
  if (query.typeId === 10001) where.push('c.slip_type_id = 10001');
  else if (query.typeId !== undefined) {
    add((p) => `c.type_id = ${p}`, query.typeId);
    where.push('c.slip_type_id is null');
  }
  const filter = where.join(' and ');
  const [count] = await db.query<{ total: string | number }>(`select count(*) as total from bet_coupons c where ${filter}`, params);
  const totals = await db.query<{ currency_id: number; staked: string | number; paid_out: string | number }>(
    `select c.currency_id, sum(c.amount) as staked, coalesce(sum(c.payout), 0) as paid_out from bet_coupons c where ${filter} group by c.currency_id order by c.currency_id`,
    params,
  );
  const offset = (query.page - 1) * query.pageSize;
  const rows = await db.query<CouponRow>(
    `select ${COLUMNS} from bet_coupons c where ${filter} order by c.placed_at desc, c.id desc limit ${query.pageSize} offset ${offset}`,
    params,
  );
  const totalCount = num(count?.total ?? 0);
  return {
    coupons: await withLegs(db, rows),
    paging: { pageNumber: query.page, pageSize: query.pageSize, totalCount, totalPages: Math.ceil(totalCount / query.pageSize) },
    totals: totals.map((row) => ({ currency: isoOfNumericCode(row.currency_id), staked: num(row.staked), paidOut: num(row.paid_out) })),
  };
}
