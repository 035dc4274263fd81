import { MAILING_SWITCHES, type MailingSettings } from '@betting/contracts';
import { useUnit } from 'effector-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OfficeAlert, OfficeDone } from '../layout/OfficeAlert';
import { $mailing, $mailingRefusal, $mailingSaved, mailingSubmitted, saveMailingFx } from './settings.model';

/** The four mailing switches of spec §3. */
export function MailingForm() {
  const [mailing, refusal] = useUnit([$mailing, $mailingRefusal]);
  const { t } = useTranslation('pages');
  if (!mailing) return refusal ? <OfficeAlert id="mailing-alert" refusal={refusal} /> : <p aria-busy="true">{t('office.loading')}</p>;
  return <MailingSwitches key={JSON.stringify(mailing)} stored={mailing} />;
}

function MailingSwitches({ stored }: { readonly stored: MailingSettings }) {
  const { t } = useTranslation('pages');
  const [values, setValues] = useState(stored);
  const [refusal, saved, saving, submit] = useUnit([$mailingRefusal, $mailingSaved, saveMailingFx.pending, mailingSubmitted]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(values);
  };
  return (
    <form className="office-form" onSubmit={onSubmit}>
      <fieldset className="office-switches">
        <legend className="visually-hidden">{t('office.settings.mailingTitle')}</legend>
        {MAILING_SWITCHES.map((name) => (
          <label className="office-switch" key={name}>
            <input type="checkbox" name={name} checked={values[name]} onChange={(event) => setValues({ ...values, [name]: event.target.checked })} />
            {t(`office.mailing.${name}`)}
          </label>
        ))}
      </fieldset>
      <OfficeAlert id="mailing-alert" refusal={refusal} />
      <OfficeDone text={saved ? t('office.settings.mailingSaved') : null} />
      <div className="office-actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {t('office.settings.saveMailing')}
        </button>
      </div>
    </form>
  );
}
