import { DOCUMENT_TYPE_IDS, PersonalDataBodySchema, type PersonalDataBody, type UserData } from '@betting/contracts';
import { useUnit } from 'effector-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { OfficeAlert, OfficeDone } from '../layout/OfficeAlert';
import { $personalData, $personalDataLoadFailed, $personalDataRefusal, $personalDataSaved, personalDataRejected, personalDataSubmitted, savePersonalDataFx } from './settings.model';

type TextField = Exclude<keyof PersonalDataBody, 'document_type_id'>;
type FormValues = Record<TextField, string> & { document_type_id: string };

const DATE_FIELDS: ReadonlySet<TextField> = new Set(['date_birthday', 'passport_date', 'passport_end_date']);
const LAYOUT: readonly (readonly (TextField | 'document_type_id')[])[] = [
  ['name', 'surname', 'date_birthday'],
  ['document_type_id', 'passport', 'inn'],
  ['passport_date', 'passport_end_date'],
  ['registration_address'],
];

function valuesOf(data: UserData | undefined): FormValues {
  return {
    name: data?.name ?? '',
    surname: data?.surname ?? '',
    date_birthday: data?.date_birthday ?? '',
    passport: data?.passport ?? '',
    passport_date: data?.passport_date ?? '',
    passport_end_date: data?.passport_end_date ?? '',
    registration_address: data?.registration_address ?? '',
    inn: data?.inn ?? '',
    document_type_id: data?.document_type_id === null || data?.document_type_id === undefined ? '' : String(data.document_type_id),
  };
}

/** Empty inputs are "not given" (null); the rest go as typed (the contract trims). */
function bodyOf(values: FormValues): unknown {
  const text = (value: string) => (value.trim() === '' ? null : value);
  return {
    name: text(values.name),
    surname: text(values.surname),
    date_birthday: text(values.date_birthday),
    passport: text(values.passport),
    passport_date: text(values.passport_date),
    passport_end_date: text(values.passport_end_date),
    registration_address: text(values.registration_address),
    inn: text(values.inn),
    document_type_id: values.document_type_id === '' ? null : Number(values.document_type_id),
  };
}

/** Personal data (spec §3 user_data) with the filled check of spec §5. */
export function PersonalDataForm() {
  const [data, loadFailed] = useUnit([$personalData, $personalDataLoadFailed]);
  const { t } = useTranslation('pages');
  if (loadFailed) return <p role="alert">{t('office.loadFailed')}</p>;
  if (!data) return <p aria-busy="true">{t('office.loading')}</p>;
  // A new answer (loaded or saved) resets the form to what the server keeps.
  return <PersonalDataFields key={JSON.stringify(data.user_data)} userData={data.user_data} filled={data.is_filled} missing={data.missing_fields} />;
}

function PersonalDataFields({ userData, filled, missing }: { readonly userData: UserData; readonly filled: boolean; readonly missing: readonly string[] }) {
  const { t } = useTranslation('pages');
  const [values, setValues] = useState<FormValues>(() => valuesOf(userData));
  const [refusal, saved, saving, submit, reject] = useUnit([$personalDataRefusal, $personalDataSaved, savePersonalDataFx.pending, personalDataSubmitted, personalDataRejected]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = z.safeParse(PersonalDataBodySchema, bodyOf(values));
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0];
      reject({ code: 'invalid_field', ...(typeof field === 'string' ? { field } : {}) });
      return;
    }
    submit(parsed.data);
  };

  const field = (name: TextField | 'document_type_id') => {
    const id = `personal-${name}`;
    const invalid = refusal?.field === name;
    const common = { id, name, 'aria-invalid': invalid || undefined, 'aria-describedby': invalid ? 'personal-data-alert' : undefined } as const;
    return (
      <div className="field office-field" key={name}>
        <label htmlFor={id}>{t(`office.fields.${name}`)}</label>
        {name === 'document_type_id' ? (
          <select {...common} value={values.document_type_id} onChange={(event) => setValues({ ...values, document_type_id: event.target.value })}>
            <option value="">{t('office.settings.documentNone')}</option>
            {Object.entries(DOCUMENT_TYPE_IDS).map(([key, value]) => (
              <option key={key} value={value}>
                {t(`office.settings.documentTypes.${key}`)}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...common}
            type={DATE_FIELDS.has(name) ? 'date' : 'text'}
            inputMode={name === 'inn' ? 'numeric' : undefined}
            autoComplete={name === 'name' ? 'given-name' : name === 'surname' ? 'family-name' : name === 'date_birthday' ? 'bday' : name === 'registration_address' ? 'street-address' : 'off'}
            value={values[name]}
            onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          />
        )}
      </div>
    );
  };

  return (
    <form className="office-form" onSubmit={onSubmit} noValidate aria-describedby="personal-data-filled">
      <p id="personal-data-filled" className={filled ? 'office-badge office-badge--filled' : 'office-badge office-badge--missing'} data-testid="profile-filled">
        {filled ? t('office.settings.filled') : t('office.settings.missing', { fields: missing.map((name) => t(`office.fields.${name}`)).join(', ') })}
      </p>
      {LAYOUT.map((row) => (
        <div className="office-row" key={row.join()}>
          {row.map(field)}
        </div>
      ))}
      <p className="office-field__hint">{t('office.settings.ageHint')}</p>
      <OfficeAlert id="personal-data-alert" refusal={refusal} />
      <OfficeDone text={saved ? t('office.settings.saved') : null} />
      <div className="office-actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {t('office.settings.save')}
        </button>
      </div>
    </form>
  );
}
