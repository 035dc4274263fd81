import type { PaymentRequest, PaymentRequestTopic } from '@betting/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatMoment } from '../../../shared/lib/use-format-moment';
import { useTopicTitles } from './use-request-topic';

/** The person's requests, newest first: topic and subtopic, status, number, the payment, when, and the message. */
export function RequestList({ requests, topics }: { readonly requests: readonly PaymentRequest[]; readonly topics: readonly PaymentRequestTopic[] | null }) {
  const { t } = useTranslation('pages');
  const titles = useTopicTitles();
  const formatMoment = useFormatMoment();
  if (requests.length === 0) return <p>{t('office.paymentRequests.empty')}</p>;
  return (
    <ul className="office-history" data-testid="payment-requests">
      {requests.map((request) => {
        const topic = topics?.find((candidate) => candidate.id === request.topicId);
        const subTopic = topic?.subTopics.find((candidate) => candidate.id === request.subTopicId);
        return (
          <li key={request.id}>
            <div className="office-history__meta">
              <strong>{topic ? titles.topic(topic) : t('office.paymentRequests.topicNumber', { id: request.topicId })}</strong>
              {topic && subTopic ? <span>{titles.subTopic(topic, subTopic)}</span> : null}
              <span className={`request-status request-status--${request.status}`}>{t(`office.paymentRequests.status.${request.status}`)}</span>
              <span>№ {request.id}</span>
              {request.paymentId === null ? null : <span>{t('office.paymentRequests.aboutPayment', { id: request.paymentId })}</span>}
              <time dateTime={request.createdAt}>{formatMoment(request.createdAt)}</time>
            </div>
            <p className="office-history__message">{request.message}</p>
          </li>
        );
      })}
    </ul>
  );
}
