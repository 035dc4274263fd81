import { useTranslation } from 'react-i18next';
import type { BonusRefusal } from './bonus-refusal';

/** Why a bonus action was refused, next to it; the live region is always there so the text is announced at once. */
export function BonusAlert({ refusal, id }: { readonly refusal: BonusRefusal | null; readonly id: string }) {
  const { t } = useTranslation('pages');
  return (
    <div id={id} className={refusal ? 'office-alert office-alert--shown' : 'office-alert'} role="alert" aria-live="assertive">
      {refusal ? t(`bonuses.errors.${refusal}`) : ''}
    </div>
  );
}
