import { COUPON_TYPE, type BetHistoryQuery, type BetHistoryResponse, type CouponLeg, type CouponStatus, type LegResult, type PlacedCoupon } from '@betting/contracts';
import type { Queryable } from '../db/database';
import { isoOfNumericCode } from '../platform/currency-codes';

export interface CouponRow {
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
  /** Paid by partial cash outs so far (absent on a coupon just placed). */
  cashed_out?: string | number;
  /** Absent on a coupon just placed, as the two below. */
  auto_cash_out_target?: string | number | null;
  edited_from_id?: string | number | null;
  placed_at: Date | string;
  settled_at: Date | string | null;
  /** A bet builder (absent on a coupon just placed: the placement sets it in the same transaction). */
  bet_builder?: boolean;
}

export interface LegRow {
  coupon_id: string | number;
  position: number;
  outcome_id: string | number;
  coef: number;
  block_id: number | null;
  result: LegResult | null;
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
  c.possible_win, c.bonus_bet_coef, c.is_vip, c.change_coef_action, c.promo_code, c.express_id, c.status, c.payout, c.cashed_out, c.auto_cash_out_target, c.edited_from_id, c.bet_builder, c.placed_at, c.settled_at`;

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
    slipTypeId: row.slip_type_id === COUPON_TYPE.multipleSingles ? COUPON_TYPE.multipleSingles : null,
    systemValue: row.system_value,
    linesCount: num(row.lines_count),
    accountId: num(row.wallet_account_id),
    currency: isoOfNumericCode(row.currency_id),
    amount: num(row.amount),
    coef: num(row.coef),
    possibleWin: num(row.possible_win),
    status: row.status,
    payout: row.payout === null ? null : num(row.payout),
    cashedOut: num(row.cashed_out ?? 0),
    autoCashOutTarget: row.auto_cash_out_target === undefined || row.auto_cash_out_target === null ? null : num(row.auto_cash_out_target),
    editedFromId: row.edited_from_id === undefined || row.edited_from_id === null ? null : num(row.edited_from_id),
    changeCoefAction: row.change_coef_action,
    isVipBet: row.is_vip,
    bonusBetCoef: row.bonus_bet_coef,
    expressId: row.express_id === null ? null : num(row.express_id),
    ...(row.bet_builder ? { isBetBuilder: true } : {}),
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

/** A coupon as it is written at placement: its row and its legs' rows, in position order. */
export interface NewCoupon {
  readonly row: CouponRow & { readonly promo_boost_percent: number | null; readonly stake_transaction_id: number; readonly wagering_recorded: boolean };
  readonly legs: readonly LegRow[];
}

/**
 * Writes a placement's coupons with their legs and records them on its placement row, in one statement; answers the
 * coupons as `couponsByIds` would read them back, and the account's balance now (after the stakes).
 */
export async function insertPlacedCoupons(tx: Queryable, placement: { readonly key: string; readonly singles: unknown }, coupons: readonly NewCoupon[]): Promise<{ coupons: PlacedCoupon[]; balance: number }> {
  const rows = coupons.map((coupon) => coupon.row);
  const legs = coupons.flatMap((coupon) => coupon.legs);
  const column = <T>(list: readonly T[], pick: (item: T) => unknown) => list.map(pick);
  const [written] = await tx.query<{ balance: string | number }>(
    `with coupons as (
       insert into bet_coupons (id, user_id, wallet_account_id, currency_id, type_id, slip_type_id, system_value, lines_count, amount, coef, possible_win, bonus_bet_coef, is_vip,
                                change_coef_action, promo_code, promo_boost_percent, placement_key, stake_transaction_id, wagering_recorded, placed_at, express_id)
       overriding system value
       select * from unnest($1::bigint[], $2::integer[], $3::bigint[], $4::integer[], $5::integer[], $6::integer[], $7::integer[], $8::bigint[], $9::bigint[], $10::bigint[], $11::bigint[],
                            $12::integer[], $13::boolean[], $14::smallint[], $15::text[], $16::integer[], $17::text[], $18::bigint[], $19::boolean[], $20::timestamptz[], $21::integer[])
     ), legs as (
       insert into bet_coupon_legs (coupon_id, position, outcome_id, coef, block_id, game_id, sport_id, is_live, game_name, market_name, outcome_name, sport_name, champ_name, start_at)
       select * from unnest($22::bigint[], $23::integer[], $24::bigint[], $25::integer[], $26::integer[], $27::bigint[], $28::integer[], $29::boolean[], $30::text[], $31::text[], $32::text[],
                            $33::text[], $34::text[], $35::timestamptz[])
     ), placed as (
       update bet_placements set coupon_ids = $1::bigint[], singles_results = $36::json where key = $37
     )
     select b.balance from ledger_accounts l join ledger_balances b on b.account_id = l.id where l.wallet_account_id = $3[1]`,
    [
      column(rows, (row) => row.id),
      column(rows, (row) => row.user_id),
      column(rows, (row) => row.wallet_account_id),
      column(rows, (row) => row.currency_id),
      column(rows, (row) => row.type_id),
      column(rows, (row) => row.slip_type_id),
      column(rows, (row) => row.system_value),
      column(rows, (row) => row.lines_count),
      column(rows, (row) => row.amount),
      column(rows, (row) => row.coef),
      column(rows, (row) => row.possible_win),
      column(rows, (row) => row.bonus_bet_coef),
      column(rows, (row) => row.is_vip),
      column(rows, (row) => row.change_coef_action),
      column(rows, (row) => row.promo_code),
      column(rows, (row) => row.promo_boost_percent),
      column(rows, () => placement.key),
      column(rows, (row) => row.stake_transaction_id),
      column(rows, (row) => row.wagering_recorded),
      column(rows, (row) => row.placed_at),
      column(rows, (row) => row.express_id),
      column(legs, (leg) => leg.coupon_id),
      column(legs, (leg) => leg.position),
      column(legs, (leg) => leg.outcome_id),
      column(legs, (leg) => leg.coef),
      column(legs, (leg) => leg.block_id),
      column(legs, (leg) => leg.game_id),
      column(legs, (leg) => leg.sport_id),
      column(legs, (leg) => leg.is_live),
      column(legs, (leg) => leg.game_name),
      column(legs, (leg) => leg.market_name),
      column(legs, (leg) => leg.outcome_name),
      column(legs, (leg) => leg.sport_name),
      column(legs, (leg) => leg.champ_name),
      column(legs, (leg) => leg.start_at),
      JSON.stringify(placement.singles),
      placement.key,
    ],
    'bet_coupons_insert',
  );
  if (!written) throw new Error(`placement ${placement.key} wrote coupons for an account without a balance`);
  return { coupons: coupons.map((coupon) => toCoupon(coupon.row, coupon.legs.map(toLeg))), balance: num(written.balance) };
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

/** Flags the coupons as bet builders (in the transaction that placed them). */
export async function flagBetBuilders(tx: Queryable, couponIds: readonly number[]): Promise<void> {
  await tx.query('update bet_coupons set bet_builder = true where id = any($1::bigint[])', [couponIds]);
}

/** Records that the coupon was placed by editing `editedFromId` (in the transaction that placed it). */
export async function markEditedFrom(tx: Queryable, couponId: number, editedFromId: number): Promise<void> {
  await tx.query('update bet_coupons set edited_from_id = $2 where id = $1', [couponId, editedFromId]);
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
  if (query.typeId === COUPON_TYPE.multipleSingles) where.push(`c.slip_type_id = ${COUPON_TYPE.multipleSingles}`);
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
