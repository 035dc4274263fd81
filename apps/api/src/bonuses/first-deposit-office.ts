import type { FirstDepositBonusChoice, FirstDepositBonusResponse, FirstDepositOption } from '@betting/contracts';
import type { Database } from '../db/database';
import { hasFirstDeposit } from '../payments';
import { activeOfferOfKind, offerTitles } from './catalogue/offers.repository';
import { firstDepositChoiceOf, grantedFirstDepositBonus, setChoiceBeforeFirstDeposit } from './first-deposit-office.repository';
import { bonusView } from './grants/bonus-records';
import { FIRST_DEPOSIT_OFFER_KINDS } from './grants/first-deposit-bonus';
import { personCurrency } from './person-currency';
import { initialStakes } from './rules/amounts';

async function options(db: Database, iso: string, lng: string): Promise<FirstDepositOption[]> {
  const found: FirstDepositOption[] = [];
  for (const choice of [1, 2] as const) {
    const offer = await activeOfferOfKind(db, FIRST_DEPOSIT_OFFER_KINDS[choice], lng);
    if (!offer || offer.percent === null || offer.capInitialStakes === null || offer.wagerKind === null || offer.wagerMultiplier === null) continue;
    found.push({
      choice,
      offer_id: offer.id,
      title: offer.title,
      summary: offer.summary,
      percent: offer.percent,
      max_amount: initialStakes(iso, offer.capInitialStakes),
      currency: iso,
      wager_kind: offer.wagerKind,
      wager_multiplier: offer.wagerMultiplier,
      min_coef: offer.minCoef,
      valid_days: offer.validDays,
    });
  }
  return found;
}

/** The office's first-deposit bonus page: the person's choice, whether it may change, both offers and the bonus granted. */
export async function firstDepositBonusOf(db: Database, userId: number, lng: string): Promise<FirstDepositBonusResponse> {
  const choice = await firstDepositChoiceOf(db, userId);
  const bonus = await grantedFirstDepositBonus(db, userId);
  const titles = await offerTitles(db, bonus ? [bonus.offerId] : [], lng);
  return {
    choice: choice ?? 0,
    can_change: !(await hasFirstDeposit(db, userId)),
    options: await options(db, await personCurrency(db, userId), lng),
    bonus: bonus ? bonusView(bonus, titles.get(bonus.offerId) ?? bonus.offerId) : null,
  };
}

/** Changes the choice while no deposit has succeeded (the settlement reads it when it marks the first deposit). */
export async function changeFirstDepositChoice(db: Database, userId: number, choice: FirstDepositBonusChoice): Promise<boolean> {
  return setChoiceBeforeFirstDeposit(db, userId, choice);
}
