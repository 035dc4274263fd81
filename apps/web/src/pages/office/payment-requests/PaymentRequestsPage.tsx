import { PAYMENT_REQUESTS_PAGE_SIZE } from '@betting/contracts';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { OfficeDone } from '../layout/OfficeAlert';
import { OfficeLayout } from '../layout/OfficeLayout';
import { $createdRequest, createdNoticeSeen } from './create-request.model';
import { RequestList } from './RequestList';
import { $requests, $requestsFailed, loadRequestsFx, requestsPageRequested } from './requests.model';
import { Pager } from './StepParts';
import { useRequestStep } from './use-request-topic';
import './payment-requests.css';

/** `office/payment/requests`: the person's payment requests with their status, a page at a time, and a new one. */
export function PaymentRequestsPage() {
  const { t } = useTranslation('pages');
  const { paths, topics } = useRequestStep();
  const [requests, failed, loading, requestPage, created, noticeSeen] = useUnit([$requests, $requestsFailed, loadRequestsFx.pending, requestsPageRequested, $createdRequest, createdNoticeSeen]);
  useEffect(() => {
    requestPage(1);
  }, [requestPage]);
  // The confirmation of a request just sent shows once: leaving the list clears it.
  useEffect(() => () => noticeSeen(), [noticeSeen]);

  return (
    <OfficeLayout routeId="office.payment-requests">
      <section className="card office-card" aria-labelledby="payment-requests-title" aria-busy={loading || undefined}>
        <div className="request-heading">
          <h2 id="payment-requests-title">{t('office.paymentRequests.listTitle')}</h2>
          <Link to={paths.topics} className="button button--primary" data-testid="payment-request-new">
            {t('office.paymentRequests.newRequest')}
          </Link>
        </div>
        <p>{t('office.paymentRequests.intro')}</p>
        <OfficeDone text={created ? t('office.paymentRequests.sent', { id: created.id }) : null} />
        {failed ? (
          <p role="alert">{t('office.loadFailed')}</p>
        ) : requests === null ? (
          <p aria-busy="true">{t('office.loading')}</p>
        ) : (
          <RequestList requests={requests.entities} topics={topics} />
        )}
        {requests ? <Pager page={requests.page} total={requests.total_count} pageSize={PAYMENT_REQUESTS_PAGE_SIZE} busy={loading} label={t('office.paymentRequests.pages')} onPage={requestPage} /> : null}
      </section>
    </OfficeLayout>
  );
}
