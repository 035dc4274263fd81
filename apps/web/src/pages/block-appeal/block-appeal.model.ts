import { BlockAppealSchema, BlockAppealsResponseSchema, OfficePaths, type BlockAppealBody, type BlockAppealsResponse } from '@betting/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { apiRequest } from '../../shared/api/api';
import { officeRefusalOf, type OfficeRefusal } from '../office/layout/refusal';

/** block-appeal-history: a restricted user's appeals and a new one. */
export const appealsPageOpened = createEvent();
export const appealSubmitted = createEvent<BlockAppealBody>();

export const loadAppealsFx = createEffect(() => apiRequest({ method: 'GET', path: OfficePaths.blockAppeals, schema: BlockAppealsResponseSchema }));
export const sendAppealFx = createEffect((body: BlockAppealBody) => apiRequest({ method: 'POST', path: OfficePaths.blockAppeals, body, schema: BlockAppealSchema }));

export const $appeals = createStore<BlockAppealsResponse | null>(null).on(loadAppealsFx.doneData, (_, appeals) => appeals);
export const $appealsFailed = createStore(false)
  .on(loadAppealsFx.fail, () => true)
  .reset(loadAppealsFx);
export const $appealRefusal = createStore<OfficeRefusal | null>(null)
  .on(sendAppealFx.failData, (_, error) => officeRefusalOf(error))
  .reset(appealSubmitted, sendAppealFx.done);
/** Appeals sent from this page: a sent one starts an empty form. */
export const $appealsSent = createStore(0).on(sendAppealFx.done, (count) => count + 1);

sample({ clock: [appealsPageOpened, sendAppealFx.done], target: loadAppealsFx });
sample({ clock: appealSubmitted, target: sendAppealFx });
