import { formatMoney } from '@betting/kernel';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../shared/ui/Pager';
import { OfficeLayout } from '../layout/OfficeLayout';
import { $history, $historyFailed, $query, historyRequested, loadHistoryFx } from './payment-history.model';
import './payments.css';
import { useFormatDate } from '../../../shared/lib/date-time';

/** `office/historypay`: deposits and withdrawals of the main account, newest first, with their state. */
export function PaymentHistoryPage() {
  const { t, i18n } = useTranslation('pages');
  const [history, failed, query, loading, request] = useUnit([$history, $historyFailed, $query, loadHistoryFx.pending, historyRequested]);
  useEffect(() => {
    request({ pageNumber: 1, isIncludeArchive: false });
  }, [request]);
  const formatDate = useFormatDate();
  const paging = history?.paging;
  return (
    <OfficeLayout routeId="office.historypay">
      <section className="card office-card" aria-labelledby="historypay-title" aria-busy={loading || undefined}>
        <h2 id="historypay-title">{t('payments.historyTitle')}</h2>
        <label className="office-check">
          <input type="checkbox" checked={query.isIncludeArchive} onChange={(event) => request({ pageNumber: 1, isIncludeArchive: event.target.checked })} />
          {t('payments.includeArchive')}
        </label>
        {failed ? (
          <p role="alert">{t('office.loadFailed')}</p>
        ) : history === null ? (
          <p aria-busy="true">{t('office.loading')}</p>
        ) : history.payments.length === 0 ? (
          <p>{t('payments.historyEmpty')}</p>
        ) : (
          <table className="payment-history" data-testid="payment-history">
            <thead>
              <tr>
                <th scope="col">{t('payments.columns.date')}</th>
                <th scope="col">{t('payments.columns.kind')}</th>
                <th scope="col">{t('payments.columns.status')}</th>
                <th scope="col">{t('payments.columns.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {history.payments.map((payment) => (
                <tr key={payment.id}>
                  <td>
                    <time dateTime={payment.createdAt}>{formatDate(payment.createdAt, 'dateTime')}</time>
                  </td>
                  <td>{t(`payments.kinds.${payment.kind}`)}</td>
                  <td>
                    {payment.inReview ? (
                      <span className="payment-status payment-status--review">{t('payments.statuses.review')}</span>
                    ) : (
                      <span className={`payment-status payment-status--${payment.status}`}>{t(`payments.statuses.${payment.status}`)}</span>
                    )}
                  </td>
                  <td className="payment-history__amount">
                    {payment.kind === 'withdrawal' ? '−' : '+'}
                    {formatMoney(payment.amount, payment.iso, i18n.language)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {paging ? <Pager page={paging.pageNumber} pages={paging.totalPages} busy={loading} label={t('payments.pages')} onPage={(pageNumber) => request({ ...query, pageNumber })} /> : null}
      </section>
    </OfficeLayout>
  );
}
