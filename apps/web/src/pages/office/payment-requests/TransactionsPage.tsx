import { PAYMENT_REQUESTS_PAGE_SIZE, type PaymentRequestTopic } from '@betting/contracts';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OfficeLayout } from '../layout/OfficeLayout';
import { $transactions, $transactionsRefusal, loadTransactionsFx, transactionsRequested } from './create-request.model';
import { subTopicOf } from './ids';
import type { RequestPaths } from './paths';
import { PaymentLine } from './PaymentDetails';
import { RequestAlert } from './RequestAlert';
import { BackLink, ChoiceList, Pager, TopicProblem } from './StepParts';
import { useCreateFlow } from './use-create-flow';
import { useRequestStep, useTopicTitles } from './use-request-topic';

/** `office/payment/create-request/{topicId}/transactions`: which of the person's payments the request is about. */
export function CreateRequestTransactionsPage() {
  const { paths, state, ids } = useRequestStep();
  useCreateFlow();
  return (
    <OfficeLayout routeId="office.payment-create-request.transactions">
      {state.kind === 'ready' && state.topic.requiresTransaction ? (
        <TransactionsStep key={state.topic.id} topic={state.topic} subTopicId={subTopicOf(state.topic, ids.subTopicQuery)?.id ?? null} paths={paths} />
      ) : (
        <TopicProblem state={state.kind === 'ready' ? { kind: 'missing' } : state} paths={paths} />
      )}
    </OfficeLayout>
  );
}

/** The way back from the payments: the topic's subtopics, or the topics when it has none (its page comes straight here). */
export const backFromPayments = (topic: PaymentRequestTopic, paths: RequestPaths) => (topic.subTopics.length > 0 ? paths.topic(topic.id) : paths.topics);

function TransactionsStep({ topic, subTopicId, paths }: { readonly topic: PaymentRequestTopic; readonly subTopicId: number | null; readonly paths: RequestPaths }) {
  const { t } = useTranslation('pages');
  const titles = useTopicTitles();
  const [page, setPage] = useState(1);
  const [loaded, refusal, loading, request] = useUnit([$transactions, $transactionsRefusal, loadTransactionsFx.pending, transactionsRequested]);
  useEffect(() => {
    request({ topicId: topic.id, page });
  }, [request, topic.id, page]);
  const transactions = loaded?.topicId === topic.id ? loaded : null;
  const subTopic = subTopicOf(topic, subTopicId);
  const search = subTopicId === null ? {} : { subTopicId };

  return (
    <section className="card office-card" aria-labelledby="request-payments-title" aria-busy={loading || undefined}>
      <BackLink to={backFromPayments(topic, paths)}>{t('office.paymentRequests.back')}</BackLink>
      <h2 id="request-payments-title">{titles.topic(topic)}</h2>
      {subTopic ? <p className="request-subtopic">{titles.subTopic(topic, subTopic)}</p> : null}
      <p>{t('office.paymentRequests.choosePayment')}</p>
      <RequestAlert id="request-payments-alert" refusal={refusal} />
      {transactions === null ? (
        refusal ? null : <p aria-busy="true">{t('office.loading')}</p>
      ) : transactions.entities.length === 0 ? (
        <p>{t(`office.paymentRequests.noPayments.${topic.paymentKind ?? 'deposit'}`)}</p>
      ) : (
        <ChoiceList
          label={t('office.paymentRequests.choosePayment')}
          testId="payment-request-payments"
          choices={transactions.entities.map((payment) => ({ key: payment.id, to: paths.transaction(topic.id, payment.id), search, content: <PaymentLine payment={payment} /> }))}
        />
      )}
      {transactions ? <Pager page={transactions.page} total={transactions.total_count} pageSize={PAYMENT_REQUESTS_PAGE_SIZE} busy={loading} label={t('office.paymentRequests.paymentPages')} onPage={setPage} /> : null}
    </section>
  );
}
