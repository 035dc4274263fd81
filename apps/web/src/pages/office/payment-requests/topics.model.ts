import { PaymentRequestPaths, PaymentRequestTopicsResponseSchema, type PaymentRequestTopic } from '@betting/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { apiRequest } from '../../../shared/api/api';

export interface LoadedTopics {
  readonly lng: string;
  readonly topics: readonly PaymentRequestTopic[];
}

/** The request topics with their subtopics, loaded once per language for every step of the request pages. */
export const topicsNeeded = createEvent<string>();

export const loadTopicsFx = createEffect(async (lng: string): Promise<LoadedTopics> => ({
  lng,
  topics: (await apiRequest({ method: 'GET', path: PaymentRequestPaths.topics, query: { lng }, schema: PaymentRequestTopicsResponseSchema })).topics,
}));

export const $topics = createStore<LoadedTopics | null>(null).on(loadTopicsFx.doneData, (_, loaded) => loaded);
export const $topicsFailed = createStore(false)
  .on(loadTopicsFx.fail, () => true)
  .reset(loadTopicsFx);

sample({
  clock: topicsNeeded,
  source: { loaded: $topics, loading: loadTopicsFx.pending },
  filter: ({ loaded, loading }, lng) => !loading && loaded?.lng !== lng,
  fn: (_, lng) => lng,
  target: loadTopicsFx,
});
