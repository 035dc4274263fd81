import type { CouponTypeIdWire, SaveCouponBody } from '@betting/contracts';
import type { Queryable } from '../db/database';

/** A saved slip's bet: the outcome and the coefficient it had when saved. */
export interface SavedBet {
  readonly outcomeId: number;
  readonly coef: number;
}

export interface SavedCouponRow {
  readonly typeId: CouponTypeIdWire;
  readonly systemValue: number | null;
  readonly amount: number | null;
  readonly bets: readonly SavedBet[];
}

/** Keeps the slip under `code`; false when the code is taken. */
export async function insertSavedCoupon(db: Queryable, code: string, userId: number, body: SaveCouponBody, now: Date): Promise<boolean> {
  const saved = await db.query(
    `insert into bet_saved_coupons (code, user_id, type_id, system_value, amount, bets, created_at) values ($1, $2, $3, $4, $5, $6::json, $7)
     on conflict (code) do nothing returning code`,
    [code, userId, body.typeId, body.systemValue ?? null, body.amount ?? null, JSON.stringify(body.bets.map((bet) => ({ outcomeId: bet.outcomeId, coef: bet.coef, blockId: bet.blockId ?? null }))), now],
  );
  return saved.length > 0;
}

/** The slip saved under `code`, or null. */
export async function savedCouponOf(db: Queryable, code: string): Promise<SavedCouponRow | null> {
  const [row] = await db.query<{ type_id: CouponTypeIdWire; system_value: number | null; amount: string | number | null; bets: string | SavedBet[] }>(
    'select type_id, system_value, amount, bets from bet_saved_coupons where code = $1',
    [code],
  );
  if (!row) return null;
  const bets = typeof row.bets === 'string' ? (JSON.parse(row.bets) as SavedBet[]) : row.bets;
  return { typeId: row.type_id, systemValue: row.system_value, amount: row.amount === null ? null : Number(row.amount), bets };
}
