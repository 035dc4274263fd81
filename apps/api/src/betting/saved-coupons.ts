import { randomInt } from 'node:crypto';
import type { CouponTypeIdWire, LoadedCouponResponse, SaveCouponBody } from '@betting/contracts';
import type { Queryable } from '../db/database';
import { loadBetOutcomes } from './line-port';

/** The code alphabet: digits and capitals without 0, 1, I, L, O (read aloud or typed from a screen without doubt). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export function newCouponCode(): string {
  return Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** Keeps the slip under a fresh code (a collision, about 1 in 8.5·10^11 per pair, draws again). */
export async function saveCoupon(db: Queryable, userId: number, body: SaveCouponBody, now: Date): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = newCouponCode();
    const saved = await db.query(
      `insert into bet_saved_coupons (code, user_id, type_id, system_value, amount, bets, created_at) values ($1, $2, $3, $4, $5, $6::json, $7)
       on conflict (code) do nothing returning code`,
      [code, userId, body.typeId, body.systemValue ?? null, body.amount ?? null, JSON.stringify(body.bets.map((bet) => ({ outcomeId: bet.outcomeId, coef: bet.coef, blockId: bet.blockId ?? null }))), now],
    );
    if (saved.length > 0) return code;
  }
  throw new Error('no free coupon code after 5 draws');
}

/** The saved slip with each bet's coefficient now and whether it is still open for bets; null for an unknown code. */
export async function loadSavedCoupon(db: Queryable, userId: number, code: string, now: Date): Promise<LoadedCouponResponse | null> {
  const [row] = await db.query<{ type_id: CouponTypeIdWire; system_value: number | null; amount: string | number | null; bets: string | { outcomeId: number; coef: number }[] }>(
    'select type_id, system_value, amount, bets from bet_saved_coupons where code = $1',
    [code],
  );
  if (!row) return null;
  const bets = typeof row.bets === 'string' ? (JSON.parse(row.bets) as { outcomeId: number; coef: number }[]) : row.bets;
  const outcomes = await loadBetOutcomes(db, bets.map((bet) => bet.outcomeId), userId, now);
  return {
    code,
    typeId: row.type_id,
    systemValue: row.system_value,
    amount: row.amount === null ? null : Number(row.amount),
    bets: bets.map((bet) => {
      const outcome = outcomes.get(bet.outcomeId);
      return {
        outcomeId: bet.outcomeId,
        savedCoef: bet.coef,
        coef: outcome?.coef ?? null,
        available: outcome !== undefined && !outcome.isFinished && !outcome.isBlocked && !outcome.isSuspended && !outcome.isSportDisallowed,
      };
    }),
  };
}
