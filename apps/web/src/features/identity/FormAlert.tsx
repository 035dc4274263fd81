import { useTranslation } from 'react-i18next';
import type { RefusalCode } from './auth-errors';

/**
 * Why the action was refused, next to the form (UI.md: refusals are heard assertively). The live region is always
 * there, so screen readers announce the text the moment it appears.
 */
export function FormAlert({ refusal, id }: { readonly refusal: RefusalCode | null; readonly id?: string }) {
  const { t } = useTranslation('pages');
  return (
    <div id={id} className={refusal ? 'auth-alert auth-alert--shown' : 'auth-alert'} role="alert" aria-live="assertive">
      {refusal ? t(`auth.errors.${refusal}`) : null}
    </div>
  );
}
