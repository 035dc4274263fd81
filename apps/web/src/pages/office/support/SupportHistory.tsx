import type { SupportRequest } from '@betting/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../shared/lib/date-time';

/** Requests, newest first: topic, status, when, the message, and the support team's answer once there is one. */
export function SupportHistoryList({ requests, testId }: { readonly requests: readonly SupportRequest[]; readonly testId: string }) {
  const { t } = useTranslation('pages');
  const formatDate = useFormatDate();
  if (requests.length === 0) return <p>{t('office.support.empty')}</p>;
  return (
    <ul className="office-history" data-testid={testId}>
      {requests.map((request) => (
        <li key={request.id}>
          <div className="office-history__meta">
            <strong>{t(`office.support.topics.${request.topic}`)}</strong>
            <span>{t(`office.support.status.${request.status}`)}</span>
            <span>№ {request.id}</span>
            <time dateTime={request.created_at}>{formatDate(request.created_at, 'dateTime')}</time>
          </div>
          <p className="office-history__message">{request.message}</p>
          {request.answer && (
            <div className="office-history__answer">
              <div className="office-history__meta">
                <strong>{t('office.support.answerTitle')}</strong>
                {request.answered_at && <time dateTime={request.answered_at}>{formatDate(request.answered_at, 'dateTime')}</time>}
              </div>
              <p className="office-history__message">{request.answer}</p>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
