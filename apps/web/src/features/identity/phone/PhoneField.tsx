import { useTranslation } from 'react-i18next';
import { countryLabel, type PhoneCountry } from './phone-countries';
import { formatPhone, maskPlaceholder, phoneDigits } from './phone-mask';

export interface PhoneValue {
  /** Lower-case ISO code of the phone country. */
  readonly countryCode: string | null;
  /** The national number, digits only. */
  readonly number: string;
}

interface Props {
  readonly id: string;
  readonly countries: readonly PhoneCountry[];
  readonly value: PhoneValue;
  readonly onChange: (value: PhoneValue) => void;
  readonly required?: boolean;
}

export function phoneCountryOf(countries: readonly PhoneCountry[], value: PhoneValue): PhoneCountry | undefined {
  return countries.find((country) => country.code === value.countryCode);
}

/** Country code select and the national number typed through the country's mask (phone masks list). */
export function PhoneField({ id, countries, value, onChange, required = true }: Props) {
  const { t, i18n } = useTranslation('pages');
  const country = phoneCountryOf(countries, value);
  const mask = country?.mask ?? '';
  const max = country?.max ?? 14;
  return (
    <div className="auth-phone">
      <div className="field auth-field auth-phone__country">
        <label htmlFor={`${id}-country`}>{t('auth.fields.countryCode')}</label>
        <select
          id={`${id}-country`}
          value={value.countryCode ?? ''}
          onChange={(event) => {
            const next = countries.find((candidate) => candidate.code === event.target.value);
            onChange({ countryCode: next?.code ?? null, number: phoneDigits(value.number, next?.max ?? 14) });
          }}
        >
          {countries.map((candidate) => (
            <option key={candidate.code} value={candidate.code}>
              {`${countryLabel(candidate, i18n.language)} +${candidate.phoneCode}`}
            </option>
          ))}
        </select>
      </div>
      <div className="field auth-field auth-phone__number">
        <label htmlFor={`${id}-number`}>{t('auth.fields.phone')}</label>
        <div className="auth-phone__input">
          <span className="auth-phone__prefix" aria-hidden="true">
            +{country?.phoneCode ?? ''}
          </span>
          <input
            id={`${id}-number`}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            required={required}
            placeholder={mask ? maskPlaceholder(mask) : undefined}
            value={mask ? formatPhone(value.number, mask) : value.number}
            onChange={(event) => onChange({ countryCode: value.countryCode, number: phoneDigits(event.target.value, max) })}
          />
        </div>
      </div>
    </div>
  );
}
