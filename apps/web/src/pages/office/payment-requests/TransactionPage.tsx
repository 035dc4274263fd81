import type { PaymentRequestTopic } from '@betting/contracts';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { OfficeLayout } from '../layout/OfficeLayout';
import { $transaction, $transactionRefusal, transactionOpened } from './create-request.model';
import { subTopicOf } from './ids';
import type { RequestPaths } from './paths';
import { PaymentDetails } from './PaymentDetails';
import { RequestAlert } from './RequestAlert';
import { RequestForm } from './RequestForm';
import { BackLink, TopicProblem } from './StepParts';
import { useCreateFlow } from './use-create-flow';
import { useRequestStep, useTopicTitles } from './use-request-topic';

/**
 * `office/payment/create-request/{topicId}/transactions/{transactionId}`: the payment's details and the message that
 * creates the request; once created, the person lands on the requests list.
 */
export function CreateRequestTransactionPage() {
  const { paths, state, ids } = useRequestStep();
  useCreateFlow();
  const { transactionId } = ids;
  return (
    <OfficeLayout routeId="office.payment-create-request.transaction">
      {state.kind === 'ready' && state.topic.requiresTransaction && transactionId !== null ? (
        <TransactionStep key={`${state.topic.id}:${transactionId}`} topic={state.topic} transactionId={transactionId} subTopicId={subTopicOf(state.topic, ids.subTopicQuery)?.id ?? null} paths={paths} />
      ) : (
        <TopicProblem state={state.kind === 'ready' ? { kind: 'missing' } : state} paths={paths} />
      )}
    </OfficeLayout>
  );
}

interface StepProps {
  readonly topic: PaymentRequestTopic;
  readonly transactionId: number;
  readonly subTopicId: number | null;
  readonly paths: RequestPaths;
}

function TransactionStep({ topic, transactionId, subTopicId, paths }: StepProps) {
  const { t } = useTranslation('pages');
  const titles = useTopicTitles();
  const [loaded, refusal, open] = useUnit([$transaction, $transactionRefusal, transactionOpened]);
  // Until this payment's answer arrives, the one opened before is not shown.
  const payment = loaded?.id === transactionId ? loaded : null;
  useEffect(() => {
    open({ topicId: topic.id, transactionId });
  }, [open, topic.id, transactionId]);
  const back = <BackLink to={paths.transactions(topic.id)} search={subTopicId === null ? {} : { subTopicId }}>{t('office.paymentRequests.otherPayment')}</BackLink>;

  if (refusal || !payment) {
    return (
      <section className="card office-card" aria-busy={!refusal || undefined}>
        {back}
        {refusal ? <RequestAlert id="request-payment-alert" refusal={refusal} /> : <p>{t('office.loading')}</p>}
      </section>
    );
  }
  return (
    <>
      <section className="card office-card" aria-labelledby="request-payment-title">
        {back}
        <h2 id="request-payment-title">{titles.topic(topic)}</h2>
        <PaymentDetails payment={payment} />
      </section>
      <section className="card office-card" aria-labelledby="request-message-title">
        <h2 id="request-message-title">{t('office.paymentRequests.formTitle')}</h2>
        <p>{t('office.paymentRequests.formText')}</p>
        <RequestForm topic={topic} suggestedSubTopicId={subTopicId} paymentId={payment.id} doneTo={paths.list} />
      </section>
    </>
  );
}
