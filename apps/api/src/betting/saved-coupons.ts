import { randomInt } from 'node:crypto';
import type { LoadedCouponResponse, SaveCouponBody } from '@betting/contracts';
import type { Queryable } from '../db/database';
import { loadBetOutcomes } from './line-port';
import { insertSavedCoupon, savedCouponOf } from './saved-coupons.repository';

/** The code alphabet: digits and capitals without 0, 1, I, L, O (read aloud or typed from a screen without doubt). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export function newCouponCode(): string {
  return Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** Keeps the slip under a fresh code (a collision, about 1 in 8.5·10^11 per pair, draws again). */
export async function saveCoupon(db: Queryable, userId: number, body: SaveCouponBody, now: Date): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = newCouponCode();
    if (await insertSavedCoupon(db, code, userId, body, now)) return code;
  }
  throw new Error('no free coupon code after 5 draws');
}

/** The saved slip with each bet's coefficient now and whether it is still open for bets; null for an unknown code. */
export async function loadSavedCoupon(db: Queryable, userId: number, code: string, now: Date): Promise<LoadedCouponResponse | null> {
  const saved = await savedCouponOf(db, code);
  if (!saved) return null;
  const outcomes = await loadBetOutcomes(db, saved.bets.map((bet) => bet.outcomeId), userId, now);
  return {
    code,
    typeId: saved.typeId,
    systemValue: saved.systemValue,
    amount: saved.amount,
    bets: saved.bets.map((bet) => {
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
