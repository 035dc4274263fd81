import { useTranslation } from 'react-i18next';
import type { PoolRefusal } from './pool-refusal';
import { money } from './pool-format';

/** A refused purchase, said next to the button, in the reader's language (assertive: it stops them). */
export function PoolRefusalText({ refusal }: { readonly refusal: PoolRefusal }) {
  const { t, i18n } = useTranslation('pages');
  const { params } = refusal;
  const text =
    refusal.code === 'limit_refused' && refusal.limit
      ? `${t('pools.errors.limit_refused')} ${t(`payments.limitReasons.${refusal.limit.code}`)}`
      : refusal.code === 'insufficient_funds' && typeof params.balance === 'number' && typeof params.currency === 'string'
        ? t('pools.errors.insufficient_funds_balance', { balance: money(params.balance, params.currency, i18n.language) })
        : refusal.code === 'invalid_marks' || refusal.code === 'invalid_numbers'
          ? t(`pools.problems.${String(params.problem ?? refusal.code)}`, { max: params.maxLines ?? '' })
          : t(`pools.errors.${refusal.code}`);
  return (
    <p className="pools__refusal" role="alert">
      {text}
    </p>
  );
}
