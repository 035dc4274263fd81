import { formatMoney } from '@betting/kernel';
import { useTranslation } from 'react-i18next';
import type { PaymentRefusal } from './payment-form.model';

/** A refused payment, in the bettor's language, with the amounts it names in the wallet's currency. */
export function PaymentRefusalText({ refusal, iso }: { readonly refusal: PaymentRefusal; readonly iso: string }) {
  const { t, i18n } = useTranslation('pages');
  const amount = (key: string) => {
    const value = refusal.params[key];
    return typeof value === 'number' ? formatMoney(value, typeof refusal.params['currency'] === 'string' ? refusal.params['currency'] : iso, i18n.language) : '';
  };
  const reason = typeof refusal.params['reason'] === 'string' ? t(`payments.limitReasons.${refusal.params['reason']}`, { defaultValue: '' }) : '';
  const text = t(`payments.errors.${refusal.code}`, { minimum: amount('minimum'), maximum: amount('maximum') });
  return <>{reason ? `${text} ${reason}` : text}</>;
}
