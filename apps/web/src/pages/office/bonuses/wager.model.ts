import { OfficeBonusesPaths, WagerResponseSchema, type UserBonus } from '@betting/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { apiRequest } from '../../../shared/api/api';

/** `office/bonuses/wager`: the person's bonuses with their wagering progress. */
export const wagerPageOpened = createEvent<string>();
export const loadWagerFx = createEffect((lng: string) => apiRequest({ method: 'GET', path: OfficeBonusesPaths.wager, query: { lng }, schema: WagerResponseSchema }));

export const $bonuses = createStore<readonly UserBonus[] | null>(null)
  .on(loadWagerFx.doneData, (_, answer) => answer.bonuses)
  .reset(wagerPageOpened);
export const $bonusesFailed = createStore(false)
  .on(loadWagerFx.fail, () => true)
  .reset(loadWagerFx);
export const $activeBonuses = $bonuses.map((bonuses) => bonuses?.filter((bonus) => bonus.state === 'active') ?? []);
export const $finishedBonuses = $bonuses.map((bonuses) => bonuses?.filter((bonus) => bonus.state !== 'active') ?? []);

sample({ clock: wagerPageOpened, target: loadWagerFx });
