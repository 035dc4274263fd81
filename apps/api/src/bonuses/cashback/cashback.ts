import type { CashbackLine, CashbackProgram, CashbackResponse } from '@betting/contracts';
import { currencyByIso, err, ok, type Result } from '@betting/kernel';
import type { Database } from '../../db/database';
import { activeOfferOfKind, type OfferKind, type OfferRecord } from '../catalogue/offers.repository';
import { createBonusRow, type BonusRecord } from '../grants/bonus-records';
import { fundBonus } from '../grants/fund-bonus';
import { cashbackFor, initialStakes } from '../rules/amounts';
import { lastWeek, type Period } from '../rules/periods';
import { claimedCurrencyIds, insertCashbackClaim } from './cashback.repository';
import { casinoResults } from './casino-loss';

export const CASHBACK_OFFER_KINDS: Readonly<Record<CashbackProgram, OfferKind>> = { vip: 'cashback_vip', premium: 'cashback_premium' };

interface Computed {
  readonly offer: OfferRecord;
  readonly period: Period;
  readonly lines: readonly CashbackLine[];
}

async function compute(db: Database, userId: number, program: CashbackProgram, lng: string, now: Date): Promise<Computed | null> {
  const offer = await activeOfferOfKind(db, CASHBACK_OFFER_KINDS[program], lng);
  if (!offer || offer.percent === null) return null;
  const period = lastWeek(now);
  const results = await casinoResults(db, userId, period.from, period.to);
  const claimedIds = new Set(await claimedCurrencyIds(db, userId, program, period.from));
  const percent = offer.percent;
  const lines = results.map((result) => {
    const minLoss = initialStakes(result.currency, offer.minLossInitialStakes);
    return {
      currency: result.currency,
      stakes: result.stakes,
      returns: result.returns,
      net_loss: result.netLoss,
      min_loss: minLoss,
      cashback: cashbackFor(result.netLoss, percent, minLoss),
      claimed: claimedIds.has(currencyByIso(result.currency)?.numericCode ?? 0),
    };
  });
  return { offer, period, lines };
}

/** Last week's casino cashback of a programme for a person, per currency, with what is claimed already. */
export async function cashbackOf(db: Database, userId: number, program: CashbackProgram, lng: string, now: Date): Promise<CashbackResponse | null> {
  const computed = await compute(db, userId, program, lng, now);
  if (!computed) return null;
  const { offer, period, lines } = computed;
  return {
    program,
    offer_id: offer.id,
    title: offer.title,
    percent: offer.percent ?? 0,
    wager_multiplier: offer.wagerMultiplier ?? 0,
    wager_kind: offer.wagerKind ?? 'casino',
    period: { from: period.from.toISOString(), to: period.to.toISOString() },
    lines: [...lines],
    claimable: lines.some((line) => line.cashback > 0 && !line.claimed),
  };
}

export type ClaimRefusal = 'cashback_nothing_to_claim' | 'cashback_already_claimed' | 'bonus_unavailable';

/**
 * Claims last week's cashback: one bonus per currency with cashback, recorded with its claim in one transaction
 * (the claim's key is person, programme, week and currency, so a second claim finds it and grants nothing), then
 * funded — and, with nothing to wager, paid straight to the main account.
 */
export async function claimCashback(db: Database, userId: number, program: CashbackProgram, now: Date): Promise<Result<BonusRecord[], ClaimRefusal>> {
  const computed = await compute(db, userId, program, 'en', now);
  if (!computed) return err('cashback_nothing_to_claim');
  const { offer, period, lines } = computed;
  const earning = lines.filter((line) => line.cashback > 0);
  if (earning.length === 0) return err('cashback_nothing_to_claim');
  const open = earning.filter((line) => !line.claimed);
  if (open.length === 0) return err('cashback_already_claimed');
  const records = await db.transaction(async (tx) => {
    const made: BonusRecord[] = [];
    for (const line of open) {
      const bonus = await createBonusRow(tx, {
        userId,
        offerId: offer.id,
        source: 'cashback',
        sourceRef: `${program}:${period.from.toISOString().slice(0, 10)}:${line.currency}:user:${userId}`,
        wagerKind: offer.wagerKind ?? 'casino',
        currency: line.currency,
        amount: line.cashback,
        wagerMultiplier: offer.wagerMultiplier ?? 0,
        minCoef: null,
        validDays: offer.validDays,
        now,
      });
      const inserted = await insertCashbackClaim(tx, {
        userId,
        program,
        periodStart: period.from,
        currencyId: currencyByIso(line.currency)?.numericCode,
        netLoss: line.net_loss,
        bonusId: bonus.id,
        claimedAt: now,
      });
      if (inserted) made.push(bonus);
    }
    return made;
  });
  if (records.length === 0) return err('cashback_already_claimed');
  const funded: BonusRecord[] = [];
  for (const record of records) {
    const result = await fundBonus(db, record, now);
    if (!result.ok) return err('bonus_unavailable');
    funded.push(result.value);
  }
  return ok(funded);
}
