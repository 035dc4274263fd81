import {
  MailingSettingsSchema,
  OfficePaths,
  PersonalDataResponseSchema,
  type MailingSettings,
  type PersonalDataBody,
  type PersonalDataResponse,
} from '@betting/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { apiRequest } from '../../../shared/api/api';
import { officeRefusalOf, type OfficeRefusal } from '../layout/refusal';

/** The settings page: personal data (with the filled check) and the mailing switches. */
export const settingsPageOpened = createEvent();

// --- personal data
export const personalDataSubmitted = createEvent<PersonalDataBody>();
/** The form found a field that breaks its contract before sending. */
export const personalDataRejected = createEvent<OfficeRefusal>();

export const loadPersonalDataFx = createEffect(() => apiRequest({ method: 'GET', path: OfficePaths.personalData, schema: PersonalDataResponseSchema }));
export const savePersonalDataFx = createEffect((body: PersonalDataBody) => apiRequest({ method: 'PUT', path: OfficePaths.personalData, body, schema: PersonalDataResponseSchema }));

// Every visit starts from what the server keeps now (another user may have signed in since).
export const $personalData = createStore<PersonalDataResponse | null>(null)
  .on([loadPersonalDataFx.doneData, savePersonalDataFx.doneData], (_, data) => data)
  .reset(settingsPageOpened);
export const $personalDataLoadFailed = createStore(false)
  .on(loadPersonalDataFx.fail, () => true)
  .reset(loadPersonalDataFx);
export const $personalDataRefusal = createStore<OfficeRefusal | null>(null)
  .on(savePersonalDataFx.failData, (_, error) => officeRefusalOf(error))
  .on(personalDataRejected, (_, refusal) => refusal)
  .reset(personalDataSubmitted, savePersonalDataFx.done, settingsPageOpened);
export const $personalDataSaved = createStore(false)
  .on(savePersonalDataFx.done, () => true)
  .reset(personalDataSubmitted, personalDataRejected, settingsPageOpened);

sample({ clock: settingsPageOpened, target: loadPersonalDataFx });
sample({ clock: personalDataSubmitted, target: savePersonalDataFx });

// --- mailing settings
export const mailingSubmitted = createEvent<MailingSettings>();
export const loadMailingFx = createEffect(() => apiRequest({ method: 'GET', path: OfficePaths.mailing, schema: MailingSettingsSchema }));
export const saveMailingFx = createEffect((body: MailingSettings) => apiRequest({ method: 'PUT', path: OfficePaths.mailing, body, schema: MailingSettingsSchema }));

export const $mailing = createStore<MailingSettings | null>(null)
  .on([loadMailingFx.doneData, saveMailingFx.doneData], (_, settings) => settings)
  .reset(settingsPageOpened);
export const $mailingRefusal = createStore<OfficeRefusal | null>(null)
  .on(saveMailingFx.failData, (_, error) => officeRefusalOf(error))
  .on(loadMailingFx.failData, (_, error) => officeRefusalOf(error))
  .reset(mailingSubmitted, saveMailingFx.done, settingsPageOpened);
export const $mailingSaved = createStore(false)
  .on(saveMailingFx.done, () => true)
  .reset(mailingSubmitted, settingsPageOpened);

sample({ clock: settingsPageOpened, target: loadMailingFx });
sample({ clock: mailingSubmitted, target: saveMailingFx });
