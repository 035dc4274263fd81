import { useTranslation } from 'react-i18next';
import type { OfficeRefusal } from './refusal';

/**
 * Why the action was refused, next to the form, in the user's language (UI.md: refusals are heard assertively).
 * The live region is always there so that screen readers announce the text the moment it appears.
 */
export function OfficeAlert({ refusal, id }: { readonly refusal: OfficeRefusal | null; readonly id: string }) {
  const { t } = useTranslation('pages');
  let text = '';
  if (refusal) {
    const base = t(`office.errors.${refusal.code}`);
    const detail =
      refusal.reason !== undefined
        ? t(`office.passwordProblems.${refusal.reason}`, { defaultValue: '' })
        : refusal.field !== undefined
          ? t('office.errors.inField', { field: t(`office.fields.${refusal.field}`, { defaultValue: refusal.field }) })
          : '';
    text = detail ? `${base} ${detail}` : base;
  }
  return (
    <div id={id} className={refusal ? 'office-alert office-alert--shown' : 'office-alert'} role="alert" aria-live="assertive">
      {text}
    </div>
  );
}

/** A change went through (polite: it does not interrupt). */
export function OfficeDone({ text }: { readonly text: string | null }) {
  return (
    <div className={text ? 'office-done office-done--shown' : 'office-done'} role="status" aria-live="polite">
      {text}
    </div>
  );
}
