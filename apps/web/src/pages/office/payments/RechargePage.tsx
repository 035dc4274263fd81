import { useTranslation } from 'react-i18next';
import { OfficeLayout } from '../layout/OfficeLayout';
import { PaymentForm } from '../../../features/payments/PaymentForm';
import { depositForm, withdrawalForm } from '../../../features/payments/payment-form.model';
import './payments.css';

const PAGES = {
  recharge: { kind: 'deposit', model: depositForm, title: 'payments.depositTitle' },
  deduce: { kind: 'withdrawal', model: withdrawalForm, title: 'payments.withdrawTitle' },
} as const;

/** An office payment page: the page's payment form in a card titled after it. */
function PaymentPage({ page }: { readonly page: keyof typeof PAGES }) {
  const { t } = useTranslation('pages');
  const { kind, model, title } = PAGES[page];
  return (
    <OfficeLayout routeId={`office.${page}`}>
      <section className="card office-card" aria-labelledby={`${page}-title`}>
        <h2 id={`${page}-title`}>{t(title)}</h2>
        <PaymentForm kind={kind} model={model} />
      </section>
    </OfficeLayout>
  );
}

/** `office/recharge`: a deposit through the payment provider's page. */
export function RechargePage() {
  return <PaymentPage page="recharge" />;
}

/** `office/deduce`: a withdrawal; the money is held at once and paid out when the provider confirms it. */
export function DeducePage() {
  return <PaymentPage page="deduce" />;
}
