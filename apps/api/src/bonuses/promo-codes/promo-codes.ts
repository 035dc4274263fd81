import type { PromoCodeStatus, PromoGrant } from '@betting/contracts';
import { err, ok, type Result } from '@betting/kernel';
import type { Database } from '../../db/database';
import { offerById, type OfferRecord } from '../catalogue/offers.repository';
import { bonusRecordById, createBonusRow, type BonusRecord } from '../grants/bonus-records';
import { fundBonus } from '../grants/fund-bonus';
import { personCurrency } from '../person-currency';
import { initialStakes } from '../rules/amounts';
import { findPromoCode, promoCodeUseOf, recordPromoCodeUse, type PromoCodeRow } from './promo-codes.repository';

/** A code's status for a person at `now`; `used` covers their own use and a code used as often as it allows. */
function statusOf(code: PromoCodeRow | undefined, usedByPerson: boolean, now: Date): PromoCodeStatus {
  if (!code) return 'invalid';
  if (usedByPerson) return 'used';
  if (now < new Date(code.valid_from) || now >= new Date(code.valid_until)) return 'expired';
  if (code.max_uses !== null && code.used_count >= code.max_uses) return 'used';
  return 'valid';
}

function grantOf(code: PromoCodeRow, offer: OfferRecord, iso: string): PromoGrant {
  return {
    offer_id: offer.id,
    title: offer.title,
    amount: initialStakes(iso, code.amount_initial_stakes),
    currency: iso,
    wager_kind: offer.wagerKind ?? 'sport',
    wager_multiplier: offer.wagerMultiplier ?? 0,
    min_coef: offer.wagerKind === 'sport' ? offer.minCoef : null,
    valid_days: offer.validDays,
    code_valid_until: new Date(code.valid_until).toISOString(),
  };
}

export interface PromoCheck {
  readonly status: PromoCodeStatus;
  readonly grant: PromoGrant | null;
}

/** What a code would grant this person now, in their active account's currency; nothing changes. */
export async function checkPromoCode(db: Database, userId: number, code: string, lng: string, now: Date): Promise<PromoCheck> {
  const row = await findPromoCode(db, code, false);
  const status = statusOf(row, row !== undefined && (await promoCodeUseOf(db, code, userId)) !== null, now);
  if (status !== 'valid' || !row) return { status, grant: null };
  const offer = await offerById(db, row.offer_id, lng, { withdrawnToo: true });
  return { status, grant: offer ? grantOf(row, offer, await personCurrency(db, userId)) : null };
}

export type ActivationRefusal = 'promo_invalid' | 'promo_expired' | 'promo_used' | 'bonus_unavailable';

/**
 * Activates a code for a person: in one transaction the code row is locked, checked, counted and the use and the
 * bonus are recorded; then the bonus is funded. Once per person and code. Should funding fail after the commit, the
 * person's next activation of the same code finishes it instead of answering `used`.
 */
export async function activatePromoCode(db: Database, userId: number, code: string, now: Date): Promise<Result<BonusRecord, ActivationRefusal>> {
  const recorded = await db.transaction(async (tx): Promise<Result<BonusRecord, ActivationRefusal>> => {
    const row = await findPromoCode(tx, code, true);
    const usedBonusId = row ? await promoCodeUseOf(tx, code, userId) : null;
    if (usedBonusId !== null) {
      const earlier = await bonusRecordById(tx, usedBonusId);
      return earlier && earlier.grantTransactionId === null ? ok(earlier) : err('promo_used');
    }
    const status = statusOf(row, false, now);
    if (status !== 'valid' || !row) return err(status === 'expired' ? 'promo_expired' : status === 'used' ? 'promo_used' : 'promo_invalid');
    const offer = await offerById(tx, row.offer_id, 'en', { withdrawnToo: true });
    if (!offer || offer.wagerKind === null || offer.wagerMultiplier === null) return err('promo_invalid');
    const currency = await personCurrency(tx, userId);
    const bonus = await createBonusRow(tx, {
      userId,
      offerId: offer.id,
      source: 'promo_code',
      sourceRef: `${code}:user:${userId}`,
      wagerKind: offer.wagerKind,
      currency,
      amount: initialStakes(currency, row.amount_initial_stakes),
      wagerMultiplier: offer.wagerMultiplier,
      minCoef: offer.minCoef,
      validDays: offer.validDays,
      now,
    });
    await recordPromoCodeUse(tx, code, userId, bonus.id, now);
    return ok(bonus);
  });
  if (!recorded.ok) return recorded;
  const funded = await fundBonus(db, recorded.value, now);
  return funded.ok ? ok(funded.value) : err('bonus_unavailable');
}
