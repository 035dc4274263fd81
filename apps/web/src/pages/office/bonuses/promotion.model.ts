import { OfficeBonusesPaths, PromoActivateResponseSchema, PromoCheckResponseSchema, type PromoCheckResponse, type UserBonus } from '@betting/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { apiRequest } from '../../../shared/api/api';
import { bonusRefusalOf, type BonusRefusal } from './bonus-refusal';

/** `office/promotion`: check a promo code (what it grants), then activate it once. */
export const promotionPageOpened = createEvent();
export const codeChecked = createEvent<{ code: string; lng: string }>();
export const codeActivated = createEvent<{ code: string; lng: string }>();
/** The code in the field changed: an earlier check no longer describes it. */
export const codeEdited = createEvent();

export const checkCodeFx = createEffect(({ code, lng }: { code: string; lng: string }) =>
  apiRequest({ method: 'POST', path: OfficeBonusesPaths.promoCheck, query: { lng }, body: { code }, schema: PromoCheckResponseSchema }),
);
export const activateCodeFx = createEffect(({ code, lng }: { code: string; lng: string }) =>
  apiRequest({ method: 'POST', path: OfficeBonusesPaths.promoActivate, query: { lng }, body: { code }, schema: PromoActivateResponseSchema }),
);

export const $check = createStore<PromoCheckResponse | null>(null)
  .on(checkCodeFx.doneData, (_, answer) => answer)
  .reset(codeEdited, promotionPageOpened, activateCodeFx.done);
export const $activated = createStore<UserBonus | null>(null)
  .on(activateCodeFx.doneData, (_, answer) => answer.bonus)
  .reset(codeChecked, codeEdited, promotionPageOpened);
export const $promoRefusal = createStore<BonusRefusal | null>(null)
  .on([checkCodeFx.failData, activateCodeFx.failData], (_, error) => bonusRefusalOf(error))
  .reset(codeChecked, codeActivated, codeEdited, promotionPageOpened);

sample({ clock: codeChecked, target: checkCodeFx });
sample({ clock: codeActivated, target: activateCodeFx });
