import type { PaymentRequestTopic } from '@betting/contracts';
import { useParams, useSearch } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { positiveId, topicLanguage } from './ids';
import { requestPaths, type RequestPaths } from './paths';
import { $topics, $topicsFailed, topicsNeeded } from './topics.model';
import { useShownRoute } from '../../../shared/lib/shown-route';

export type TopicState = { readonly kind: 'loading' } | { readonly kind: 'failed' } | { readonly kind: 'missing' } | { readonly kind: 'ready'; readonly topic: PaymentRequestTopic };

export interface RequestStep {
  readonly lng: string;
  readonly paths: RequestPaths;
  /** The path's ids (null when absent or not an id) and the subtopic carried in the query (`?subTopicId=`). */
  readonly ids: { readonly topicId: number | null; readonly subTopicId: number | null; readonly transactionId: number | null; readonly subTopicQuery: number | null };
  readonly topics: readonly PaymentRequestTopic[] | null;
  readonly topicsFailed: boolean;
  readonly state: TopicState;
}

/** The routes of the request pages, the list and every step of a new request. */
const REQUEST_ROUTES = [
  '/$lng/office/payment/requests',
  '/$lng/office/payment/create-request',
  '/$lng/office/payment/create-request/$topicId',
  '/$lng/office/payment/create-request/$topicId/$subTopicId',
  '/$lng/office/payment/create-request/$topicId/transactions',
  '/$lng/office/payment/create-request/$topicId/transactions/$transactionId',
] as const;

/** What every step of the request pages starts from: the language, the path's ids and the topics (loaded once). */
export function useRequestStep(): RequestStep {
  const { i18n } = useTranslation('pages');
  // Shared by every step's route: each holds the ids of its own path, all of them the same query rule.
  const from = useShownRoute(REQUEST_ROUTES);
  const params = useParams({ from });
  const search = useSearch({ from });
  const [loaded, topicsFailed, needTopics] = useUnit([$topics, $topicsFailed, topicsNeeded]);
  const language = topicLanguage(i18n.language);
  useEffect(() => {
    needTopics(language);
  }, [needTopics, language]);

  const { lng } = params;
  const ids = {
    topicId: positiveId('topicId' in params ? params.topicId : undefined),
    subTopicId: positiveId('subTopicId' in params ? params.subTopicId : undefined),
    transactionId: positiveId('transactionId' in params ? params.transactionId : undefined),
    subTopicQuery: search.subTopicId ?? null,
  };
  const topics = loaded?.topics ?? null;
  const topic = topics?.find((candidate) => candidate.id === ids.topicId);
  const state: TopicState = topic ? { kind: 'ready', topic } : topics ? { kind: 'missing' } : topicsFailed ? { kind: 'failed' } : { kind: 'loading' };
  return { lng, paths: requestPaths(lng), ids, topics, topicsFailed, state };
}

/** Topic and subtopic titles in the person's language (the API's own title when a dictionary lacks one). */
export function useTopicTitles() {
  const { t } = useTranslation('pages');
  return {
    topic: (topic: Pick<PaymentRequestTopic, 'key' | 'title'>) => t(`office.paymentRequests.topics.${topic.key}`, { defaultValue: topic.title }),
    subTopic: (topic: Pick<PaymentRequestTopic, 'key'>, subTopic: { readonly key: string; readonly title: string }) =>
      t(`office.paymentRequests.subTopics.${topic.key}.${subTopic.key}`, { defaultValue: subTopic.title }),
  };
}
