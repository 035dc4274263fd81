import { useUnit } from 'effector-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { countryLabel, usePhoneCountries } from '../../../features/identity/phone/phone-countries';
import { OfficeAlert } from '../layout/OfficeAlert';
import { $pendingPhone, $phoneRefusal, confirmPhoneFx, phoneBindingCancelled, phoneCodeSubmitted, phoneSubmitted, sendPhoneCodeFx } from './security.model';

/** Binding a phone: the number gets a code by SMS, the code binds it (activation 0 → 3, 1 → 2 on the server). */
export function PhoneBindingForm() {
  const { t, i18n } = useTranslation('pages');
  const countries = usePhoneCountries();
  const [country, setCountry] = useState('');
  const [number, setNumber] = useState('');
  const [code, setCode] = useState('');
  const [pendingPhone, refusal, sending, confirming, sendPhone, sendCode, cancel] = useUnit([
    $pendingPhone,
    $phoneRefusal,
    sendPhoneCodeFx.pending,
    confirmPhoneFx.pending,
    phoneSubmitted,
    phoneCodeSubmitted,
    phoneBindingCancelled,
  ]);
  const chosen = country || (countries.status === 'ready' ? (countries.countries[0]?.code ?? '') : '');

  const onPhone = (event: FormEvent) => {
    event.preventDefault();
    sendPhone({ country_code: chosen, phone_number: number.replace(/\D/g, '') });
  };
  const onCode = (event: FormEvent) => {
    event.preventDefault();
    if (pendingPhone) sendCode({ ...pendingPhone, code: code.trim() });
    setCode('');
  };

  return (
    <div className="office-form">
      <h3 id="phone-title">{t('office.security.phoneTitle')}</h3>
      {pendingPhone ? (
        <form className="office-form" onSubmit={onCode} aria-labelledby="phone-title">
          <p>{t('office.security.phoneCodeSent')}</p>
          <div className="field office-field">
            <label htmlFor="phone-code">{t('office.fields.code')}</label>
            <input id="phone-code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} required value={code} onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))} />
          </div>
          <OfficeAlert id="phone-alert" refusal={refusal} />
          <div className="office-actions">
            <button type="submit" className="button button--primary" disabled={confirming || code.length !== 6}>
              {t('office.security.phoneConfirm')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => cancel()}>
              {t('office.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <form className="office-form" onSubmit={onPhone} aria-labelledby="phone-title">
          <div className="office-row">
            <div className="field office-field">
              <label htmlFor="phone-country">{t('office.fields.country')}</label>
              <select id="phone-country" value={chosen} onChange={(event) => setCountry(event.target.value)} disabled={countries.status !== 'ready'}>
                {countries.status === 'ready'
                  ? countries.countries.map((item) => (
                      <option key={item.code} value={item.code}>
                        {countryLabel(item, i18n.language)} (+{item.phoneCode})
                      </option>
                    ))
                  : null}
              </select>
            </div>
            <div className="field office-field">
              <label htmlFor="phone-number">{t('office.fields.phone_number')}</label>
              <input id="phone-number" type="tel" inputMode="tel" autoComplete="tel-national" required value={number} onChange={(event) => setNumber(event.target.value)} />
            </div>
          </div>
          <OfficeAlert id="phone-alert" refusal={refusal} />
          <div className="office-actions">
            <button type="submit" className="button button--secondary" disabled={sending || chosen === '' || number.trim() === ''}>
              {t('office.security.phoneSend')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
