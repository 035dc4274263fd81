import type { PaymentRequestTopic } from '@betting/contracts';
import { Navigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { OfficeLayout } from '../layout/OfficeLayout';
import type { RequestPaths } from './paths';
import { RequestForm } from './RequestForm';
import { BackLink, ChoiceList, TopicProblem } from './StepParts';
import { useCreateFlow } from './use-create-flow';
import { useRequestStep, useTopicTitles } from './use-request-topic';

/**
 * `office/payment/create-request/{topicId}`: the topic's subtopics; a topic without any goes straight to the
 * person's payments when it is about one, else to the message.
 */
export function CreateRequestTopicPage() {
  const { paths, state } = useRequestStep();
  useCreateFlow();
  return (
    <OfficeLayout routeId="office.payment-create-request.topic">
      {state.kind === 'ready' ? <TopicStep key={state.topic.id} topic={state.topic} paths={paths} /> : <TopicProblem state={state} paths={paths} />}
    </OfficeLayout>
  );
}

function TopicStep({ topic, paths }: { readonly topic: PaymentRequestTopic; readonly paths: RequestPaths }) {
  const { t } = useTranslation('pages');
  const titles = useTopicTitles();
  if (topic.subTopics.length === 0 && topic.requiresTransaction) return <Navigate to={paths.transactions(topic.id)} replace />;
  return (
    <section className="card office-card" aria-labelledby="request-topic-title">
      <BackLink to={paths.topics}>{t('office.paymentRequests.chooseAnotherTopic')}</BackLink>
      <h2 id="request-topic-title">{titles.topic(topic)}</h2>
      {topic.subTopics.length > 0 ? (
        <>
          <p>{t('office.paymentRequests.chooseSubTopic')}</p>
          <ChoiceList
            label={t('office.paymentRequests.chooseSubTopic')}
            testId="payment-request-subtopics"
            choices={topic.subTopics.map((subTopic) => ({ key: subTopic.id, to: paths.subTopic(topic.id, subTopic.id), content: titles.subTopic(topic, subTopic) }))}
          />
        </>
      ) : (
        <>
          <p>{t('office.paymentRequests.formText')}</p>
          <RequestForm topic={topic} paymentId={null} doneTo={paths.list} />
        </>
      )}
    </section>
  );
}
