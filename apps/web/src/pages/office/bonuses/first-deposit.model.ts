import { FirstDepositBonusResponseSchema, OfficeBonusesPaths, type FirstDepositBonusChoice, type FirstDepositBonusResponse } from '@betting/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { apiRequest } from '../../../shared/api/api';
import { bonusRefusalOf, type BonusRefusal } from './bonus-refusal';

/** `office/bonuses/deposit`: the first-deposit bonus choice (changeable until the first deposit) and the bonus it brought. */
export const depositBonusPageOpened = createEvent<string>();
export const choiceSubmitted = createEvent<{ choice: FirstDepositBonusChoice; lng: string }>();

export const loadFirstDepositFx = createEffect((lng: string) => apiRequest({ method: 'GET', path: OfficeBonusesPaths.firstDeposit, query: { lng }, schema: FirstDepositBonusResponseSchema }));
export const saveChoiceFx = createEffect(({ choice, lng }: { choice: FirstDepositBonusChoice; lng: string }) =>
  apiRequest({ method: 'PUT', path: OfficeBonusesPaths.firstDeposit, query: { lng }, body: { choice }, schema: FirstDepositBonusResponseSchema }),
);

export const $firstDeposit = createStore<FirstDepositBonusResponse | null>(null)
  .on([loadFirstDepositFx.doneData, saveChoiceFx.doneData], (_, answer) => answer)
  .reset(depositBonusPageOpened);
export const $firstDepositFailed = createStore(false)
  .on(loadFirstDepositFx.fail, () => true)
  .reset(loadFirstDepositFx);
export const $choiceRefusal = createStore<BonusRefusal | null>(null)
  .on(saveChoiceFx.failData, (_, error) => bonusRefusalOf(error))
  .reset(choiceSubmitted, depositBonusPageOpened);
export const $choiceSaved = createStore(false)
  .on(saveChoiceFx.done, () => true)
  .reset(choiceSubmitted, depositBonusPageOpened);

sample({ clock: depositBonusPageOpened, target: loadFirstDepositFx });
sample({ clock: choiceSubmitted, target: saveChoiceFx });
// A refusal (the first deposit arrived meanwhile) shows the page as it is now.
sample({ clock: saveChoiceFx.fail, fn: ({ params }) => params.lng, target: loadFirstDepositFx });
