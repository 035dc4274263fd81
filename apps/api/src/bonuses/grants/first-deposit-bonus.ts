import type { FirstDepositBonusChoice } from '@betting/contracts';
import type { Database } from '../../db/database';
import type { FirstDeposit, FirstDepositHook } from '../../payments';
import { activeOfferOfKind, type OfferKind, type OfferRecord } from '../catalogue/offers.repository';
import { initialStakes, percentBonus } from '../rules/amounts';
import { createBonusRow, type BonusRecord } from './bonus-records';
import { fundBonus } from './fund-bonus';

/** Spec §3 registration bonus ids → the offer the first deposit grants: 1 sport, 2 casino (0 declines). */
export const FIRST_DEPOSIT_OFFER_KINDS: Readonly<Record<Exclude<FirstDepositBonusChoice, 0>, OfferKind>> = { 1: 'first_deposit_sport', 2: 'first_deposit_casino' };

/** The first-deposit bonus of an offer for a deposit: its percentage of the deposit, at most its cap in the currency. */
export function firstDepositBonusAmount(offer: OfferRecord, deposit: number, iso: string): number {
  if (offer.percent === null || offer.capInitialStakes === null) return 0;
  return percentBonus(deposit, offer.percent, initialStakes(iso, offer.capInitialStakes));
}

/**
 * Grants the bonus the person chose at registration on their first successful deposit: 100 % of it (the offer's
 * percentage) up to the offer's cap, into the bonus account of the deposit's currency, to be wagered. Once per person
 * (`source_ref` is the person; the ledger grant is keyed by the bonus), so running it again — a retried hook, two
 * callbacks racing — grants nothing more. Null when nothing is granted (declined, no offer, nothing to give).
 */
export async function grantFirstDepositBonus(db: Database, deposit: FirstDeposit, now: Date): Promise<BonusRecord | null> {
  if (deposit.firstDepositBonusChoice === 0) return null;
  const offer = await activeOfferOfKind(db, FIRST_DEPOSIT_OFFER_KINDS[deposit.firstDepositBonusChoice]);
  if (!offer || offer.wagerKind === null || offer.wagerMultiplier === null) return null;
  const amount = firstDepositBonusAmount(offer, deposit.amount, deposit.currency);
  if (amount <= 0) return null;
  const record = await db.transaction((tx) =>
    createBonusRow(tx, {
      userId: deposit.userId,
      offerId: offer.id,
      source: 'first_deposit',
      sourceRef: `user:${deposit.userId}`,
      wagerKind: offer.wagerKind ?? 'sport',
      currency: deposit.currency,
      amount,
      wagerMultiplier: offer.wagerMultiplier ?? 0,
      minCoef: offer.minCoef,
      validDays: offer.validDays,
      now,
    }),
  );
  const funded = await fundBonus(db, record, now);
  if (!funded.ok) throw new Error(`the first-deposit bonus ${record.id} was refused by the ledger: ${funded.error.code}`);
  return funded.value;
}

/** The payments module's first-deposit hook, filled: grant the chosen bonus (errors reach its log; it can run again). */
export function firstDepositBonusHook(db: Database): FirstDepositHook {
  return async (deposit) => {
    await grantFirstDepositBonus(db, deposit, deposit.settledAt);
  };
}
