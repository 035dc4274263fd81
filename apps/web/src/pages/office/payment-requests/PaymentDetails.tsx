import { paymentMethodById, type Payment } from '@betting/contracts';
import { formatMoney } from '@betting/kernel';
import { useTranslation } from 'react-i18next';
import { useFormatMoment } from '../../../shared/lib/use-format-moment';

function useMethodName() {
  const { t } = useTranslation('pages');
  return (id: string) => t(`office.paymentRequests.methods.${id}`, { defaultValue: paymentMethodById(id)?.name ?? id });
}

/** One payment in a list of choices: what, how much, its state and when. */
export function PaymentLine({ payment }: { readonly payment: Payment }) {
  const { t, i18n } = useTranslation('pages');
  const formatMoment = useFormatMoment();
  return (
    <span className="request-payment-line">
      <strong className="request-payment-line__amount">{formatMoney(payment.amount, payment.currency, i18n.language)}</strong>
      <span>
        {t(`office.paymentRequests.kinds.${payment.kind}`)} · № {payment.id}
      </span>
      <span className={`request-payment-status request-payment-status--${payment.status}`}>{t(`office.paymentRequests.paymentStatus.${payment.status}`)}</span>
      <time dateTime={payment.createdAt}>{formatMoment(payment.createdAt)}</time>
    </span>
  );
}

/** Every detail of the payment the request is about. */
export function PaymentDetails({ payment }: { readonly payment: Payment }) {
  const { t, i18n } = useTranslation('pages');
  const formatMoment = useFormatMoment();
  const methodName = useMethodName();
  const rows: [string, string][] = [
    [t('office.paymentRequests.details.number'), `№ ${payment.id}`],
    [t('office.paymentRequests.details.kind'), t(`office.paymentRequests.kinds.${payment.kind}`)],
    [t('office.paymentRequests.details.amount'), formatMoney(payment.amount, payment.currency, i18n.language)],
    [t('office.paymentRequests.details.status'), t(`office.paymentRequests.paymentStatus.${payment.status}`)],
    [t('office.paymentRequests.details.method'), methodName(payment.method)],
    [t('office.paymentRequests.details.created'), formatMoment(payment.createdAt)],
  ];
  if (payment.settledAt) rows.push([t('office.paymentRequests.details.settled'), formatMoment(payment.settledAt)]);
  if (payment.destination) rows.push([t('office.paymentRequests.details.destination'), payment.destination]);
  return (
    <dl className="request-payment" data-testid="payment-request-payment">
      {rows.map(([term, value]) => (
        <div key={term} className="request-payment__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
