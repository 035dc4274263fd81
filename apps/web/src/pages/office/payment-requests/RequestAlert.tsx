import { useTranslation } from 'react-i18next';
import type { PaymentRequestRefusal } from './refusal';

/**
 * Why a request step was refused, in the person's language, next to where they acted. The live region is always there
 * so that screen readers announce the text the moment it appears (assertively: it is a refusal).
 */
export function RequestAlert({ refusal, id }: { readonly refusal: PaymentRequestRefusal | null; readonly id: string }) {
  const { t } = useTranslation('pages');
  let text = '';
  if (refusal) {
    const base = t(`office.paymentRequests.errors.${refusal.code}`);
    const field = refusal.field === undefined ? '' : t('office.paymentRequests.errors.inField', { field: t(`office.paymentRequests.fields.${refusal.field}`, { defaultValue: refusal.field }) });
    text = field ? `${base} ${field}` : base;
  }
  return (
    <div id={id} className={refusal ? 'office-alert office-alert--shown' : 'office-alert'} role="alert" aria-live="assertive">
      {text}
    </div>
  );
}
