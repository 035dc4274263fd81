import { CashbackClaimResponseSchema, CashbackResponseSchema, cashbackClaimPath, cashbackPath, type CashbackProgram, type CashbackResponse, type UserBonus } from '@betting/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { apiRequest } from '../../../shared/api/api';
import { bonusRefusalOf, type BonusRefusal } from './bonus-refusal';

/** `office/casino/vipcashback` and `…/premiumcashback`: last week's casino cashback of the programme, claimed once. */
export interface CashbackRequest {
  readonly program: CashbackProgram;
  readonly lng: string;
}
export const cashbackPageOpened = createEvent<CashbackRequest>();
export const cashbackClaimed = createEvent<CashbackRequest>();

export const loadCashbackFx = createEffect(({ program, lng }: CashbackRequest) => apiRequest({ method: 'GET', path: cashbackPath(program), query: { lng }, schema: CashbackResponseSchema }));
export const claimCashbackFx = createEffect(({ program, lng }: CashbackRequest) =>
  apiRequest({ method: 'POST', path: cashbackClaimPath(program), query: { lng }, schema: CashbackClaimResponseSchema }),
);

export const $cashback = createStore<CashbackResponse | null>(null)
  .on(loadCashbackFx.doneData, (_, answer) => answer)
  .reset(cashbackPageOpened);
export const $cashbackFailed = createStore(false)
  .on(loadCashbackFx.fail, () => true)
  .reset(loadCashbackFx);
export const $claimedBonuses = createStore<readonly UserBonus[] | null>(null)
  .on(claimCashbackFx.doneData, (_, answer) => answer.bonuses)
  .reset(cashbackPageOpened, cashbackClaimed);
export const $claimRefusal = createStore<BonusRefusal | null>(null)
  .on(claimCashbackFx.failData, (_, error) => bonusRefusalOf(error))
  .reset(cashbackPageOpened, cashbackClaimed);

sample({ clock: cashbackPageOpened, target: loadCashbackFx });
sample({ clock: cashbackClaimed, target: claimCashbackFx });
// After a claim, granted or refused, the lines show what is claimed now.
sample({ clock: claimCashbackFx.finally, fn: ({ params }) => params, target: loadCashbackFx });
