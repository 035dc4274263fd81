import { useTranslation } from 'react-i18next';
import { OfficeLayout } from '../layout/OfficeLayout';
import { PaymentForm } from '../../../features/payments/PaymentForm';
import { depositForm, withdrawalForm } from '../../../features/payments/payment-form.model';
import './payments.css';

/** `office/recharge`: a deposit through the payment provider's page. */
export function RechargePage() {
  const { t } = useTranslation('pages');
  return (
    <OfficeLayout routeId="office.recharge">
      <section className="card office-card" aria-labelledby="recharge-title">
        <h2 id="recharge-title">{t('payments.depositTitle')}</h2>
        <PaymentForm kind="deposit" model={depositForm} />
      </section>
    </OfficeLayout>
  );
}

/** `office/deduce`: a withdrawal; the money is held at once and paid out when the provider confirms it. */
export function DeducePage() {
  const { t } = useTranslation('pages');
  return (
    <OfficeLayout routeId="office.deduce">
      <section className="card office-card" aria-labelledby="deduce-title">
        <h2 id="deduce-title">{t('payments.withdrawTitle')}</h2>
        <PaymentForm kind="withdrawal" model={withdrawalForm} />
      </section>
    </OfficeLayout>
  );
}
