import { SUPPORT_MESSAGE_LENGTH } from '@betting/contracts';
import { useTranslation } from 'react-i18next';

/** A message of 10–2000 characters with a live count (the contract's bounds). */
export function MessageField({ id, value, onChange, invalid }: { readonly id: string; readonly value: string; readonly onChange: (value: string) => void; readonly invalid: boolean }) {
  const { t } = useTranslation('pages');
  const length = value.trim().length;
  return (
    <div className="field office-field">
      <label htmlFor={id}>{t('office.fields.message')}</label>
      <textarea
        id={id}
        required
        minLength={SUPPORT_MESSAGE_LENGTH.min}
        maxLength={SUPPORT_MESSAGE_LENGTH.max}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-count`}
        onChange={(event) => onChange(event.target.value)}
      />
      <span id={`${id}-count`} className="office-field__hint">
        {t('office.support.length', { length, min: SUPPORT_MESSAGE_LENGTH.min, max: SUPPORT_MESSAGE_LENGTH.max })}
      </span>
    </div>
  );
}

export const messageLengthValid = (value: string) => value.trim().length >= SUPPORT_MESSAGE_LENGTH.min && value.trim().length <= SUPPORT_MESSAGE_LENGTH.max;
