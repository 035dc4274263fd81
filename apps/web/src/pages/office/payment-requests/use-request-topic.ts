import type { PaymentRequestTopic } from '@betting/contracts';
import { useParams, useSearch } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { positiveId, topicLanguage } from './ids';
import { requestPaths, type RequestPaths } from './paths';
import { $topics, $topicsFailed, topicsNeeded } from './topics.model';

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

/** What every step of the request pages starts from: the language, the path's ids and the topics (loaded once). */
export function useRequestStep(): RequestStep {
  const { i18n } = useTranslation('pages');
  // Shared by every step's route: each holds the ids of its own path, all of them the same query rule.
  const params = useParams({ strict: false });
  const search = useSearch({ strict: false });
  const [loaded, topicsFailed, needTopics] = useUnit([$topics, $topicsFailed, topicsNeeded]);
  const language = topicLanguage(i18n.language);
  useEffect(() => {
    needTopics(language);
  }, [needTopics, language]);

  const lng = params.lng ?? 'en';
  const ids = {
    topicId: positiveId(params.topicId),
    subTopicId: positiveId(params.subTopicId),
    transactionId: positiveId(params.transactionId),
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
