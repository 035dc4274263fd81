import {
  IdeaResponseSchema,
  OfficePaths,
  SupportHistoryResponseSchema,
  SupportRequestSchema,
  type IdeaBody,
  type SupportHistoryResponse,
  type SupportRequestBody,
} from '@betting/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { apiRequest } from '../../../shared/api/api';
import { officeRefusalOf, type OfficeRefusal } from '../layout/refusal';

/** The support page and its history modal: send a request, read one's requests (newest first, a page at a time). */
export const supportPageOpened = createEvent();
export const historyPageRequested = createEvent<number>();
export const supportRequestSubmitted = createEvent<SupportRequestBody>();

export const loadHistoryFx = createEffect(async (page: number) => ({
  page,
  ...(await apiRequest({ method: 'GET', path: OfficePaths.supportRequests, query: { page }, schema: SupportHistoryResponseSchema })),
}));
export const sendSupportRequestFx = createEffect((body: SupportRequestBody) => apiRequest({ method: 'POST', path: OfficePaths.supportRequests, body, schema: SupportRequestSchema }));

export const $history = createStore<(SupportHistoryResponse & { readonly page: number }) | null>(null)
  .on(loadHistoryFx.doneData, (_, history) => history)
  .reset(supportPageOpened);
export const $historyFailed = createStore(false)
  .on(loadHistoryFx.fail, () => true)
  .reset(loadHistoryFx);
export const $supportRefusal = createStore<OfficeRefusal | null>(null)
  .on(sendSupportRequestFx.failData, (_, error) => officeRefusalOf(error))
  .reset(supportRequestSubmitted, sendSupportRequestFx.done, supportPageOpened);
export const $supportSent = createStore(false)
  .on(sendSupportRequestFx.done, () => true)
  .reset(supportRequestSubmitted, supportPageOpened);
/** Requests sent from this page: a new one starts an empty form. */
export const $supportSentCount = createStore(0).on(sendSupportRequestFx.done, (count) => count + 1);

sample({ clock: supportPageOpened, fn: () => 1, target: loadHistoryFx });
sample({ clock: historyPageRequested, target: loadHistoryFx });
sample({ clock: supportRequestSubmitted, target: sendSupportRequestFx });
// A sent request shows at the top of the history at once.
sample({ clock: sendSupportRequestFx.done, fn: () => 1, target: loadHistoryFx });

// --- share an idea (its own page, the same kind of message)
export const ideaSubmitted = createEvent<IdeaBody>();
export const sendIdeaFx = createEffect((body: IdeaBody) => apiRequest({ method: 'POST', path: OfficePaths.ideas, body, schema: IdeaResponseSchema }));
export const $ideaRefusal = createStore<OfficeRefusal | null>(null)
  .on(sendIdeaFx.failData, (_, error) => officeRefusalOf(error))
  .reset(ideaSubmitted, sendIdeaFx.done);
export const $ideaSent = createStore(false)
  .on(sendIdeaFx.done, () => true)
  .reset(ideaSubmitted);
export const $ideaSentCount = createStore(0).on(sendIdeaFx.done, (count) => count + 1);
sample({ clock: ideaSubmitted, target: sendIdeaFx });
