import { useTranslation } from 'react-i18next';
import { OfficeLayout } from '../layout/OfficeLayout';
import { BackLink, ChoiceList, TopicProblem } from './StepParts';
import { useCreateFlow } from './use-create-flow';
import { useRequestStep, useTopicTitles } from './use-request-topic';

/** `office/payment/create-request`: the first step, what the request is about. */
export function CreateRequestPage() {
  const { t } = useTranslation('pages');
  const { paths, topics, topicsFailed } = useRequestStep();
  const titles = useTopicTitles();
  useCreateFlow();
  return (
    <OfficeLayout routeId="office.payment-create-request">
      {topics ? (
        <section className="card office-card" aria-labelledby="request-topics-title">
          <BackLink to={paths.list}>{t('office.paymentRequests.toList')}</BackLink>
          <h2 id="request-topics-title">{t('office.paymentRequests.chooseTopic')}</h2>
          <ChoiceList
            label={t('office.paymentRequests.chooseTopic')}
            testId="payment-request-topics"
            choices={topics.map((topic) => ({ key: topic.id, to: paths.topic(topic.id), content: titles.topic(topic) }))}
          />
        </section>
      ) : (
        <TopicProblem state={{ kind: topicsFailed ? 'failed' : 'loading' }} paths={paths} />
      )}
    </OfficeLayout>
  );
}
