import type { PaymentRequestTopic } from '@betting/contracts';
import { Navigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { OfficeLayout } from '../layout/OfficeLayout';
import { subTopicOf } from './ids';
import type { RequestPaths } from './paths';
import { RequestForm } from './RequestForm';
import { BackLink, TopicProblem } from './StepParts';
import { useCreateFlow } from './use-create-flow';
import { useRequestStep, useTopicTitles } from './use-request-topic';

/**
 * `office/payment/create-request/{topicId}/{subTopicId}`: the message about this subtopic; a topic about one of the
 * person's payments first asks which one (the subtopic travels along as `?subTopicId=`).
 */
export function CreateRequestSubTopicPage() {
  const { paths, state, ids } = useRequestStep();
  useCreateFlow();
  const subTopic = state.kind === 'ready' ? subTopicOf(state.topic, ids.subTopicId) : null;
  return (
    <OfficeLayout routeId="office.payment-create-request.subtopic">
      {state.kind === 'ready' && subTopic ? (
        <SubTopicStep key={`${state.topic.id}:${subTopic.id}`} topic={state.topic} subTopicId={subTopic.id} paths={paths} />
      ) : (
        <TopicProblem state={state.kind === 'ready' ? { kind: 'missing' } : state} paths={paths} />
      )}
    </OfficeLayout>
  );
}

function SubTopicStep({ topic, subTopicId, paths }: { readonly topic: PaymentRequestTopic; readonly subTopicId: number; readonly paths: RequestPaths }) {
  const { t } = useTranslation('pages');
  const titles = useTopicTitles();
  if (topic.requiresTransaction) return <Navigate to={paths.transactions(topic.id)} search={{ subTopicId }} replace />;
  const subTopic = subTopicOf(topic, subTopicId);
  return (
    <section className="card office-card" aria-labelledby="request-subtopic-title">
      <BackLink to={paths.topic(topic.id)}>{t('office.paymentRequests.back')}</BackLink>
      <h2 id="request-subtopic-title">{titles.topic(topic)}</h2>
      {subTopic ? <p className="request-subtopic">{titles.subTopic(topic, subTopic)}</p> : null}
      <p>{t('office.paymentRequests.formText')}</p>
      <RequestForm topic={topic} fixedSubTopicId={subTopicId} paymentId={null} doneTo={paths.list} />
    </section>
  );
}
