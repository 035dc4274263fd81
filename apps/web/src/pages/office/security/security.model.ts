import {
  ChangePasswordResponseSchema,
  CodeSentResponseSchema,
  OfficePaths,
  SecurityResponseSchema,
  type ChangePasswordBody,
  type ChangePasswordResponse,
  type PhoneBindingBody,
  type PhoneBindingConfirmBody,
  type SecurityResponse,
  type TwoFactorBody,
} from '@betting/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { apiRequest } from '../../../shared/api/api';
import { officeRefusalOf, type OfficeRefusal } from '../layout/refusal';

/** The security page: protection level and methods, two-factor, phone binding and the password change. */
export const securityPageOpened = createEvent();
export const loadSecurityFx = createEffect(() => apiRequest({ method: 'GET', path: OfficePaths.security, schema: SecurityResponseSchema }));

// --- password change
export const passwordChangeSubmitted = createEvent<ChangePasswordBody>();
export const passwordChangeRejected = createEvent<OfficeRefusal>();
export const changePasswordFx = createEffect((body: ChangePasswordBody) => apiRequest({ method: 'POST', path: OfficePaths.password, body, schema: ChangePasswordResponseSchema }));
export const $passwordRefusal = createStore<OfficeRefusal | null>(null)
  .on(changePasswordFx.failData, (_, error) => officeRefusalOf(error))
  .on(passwordChangeRejected, (_, refusal) => refusal)
  .reset(passwordChangeSubmitted, changePasswordFx.done, securityPageOpened);
export const $passwordChanged = createStore<ChangePasswordResponse | null>(null)
  .on(changePasswordFx.doneData, (_, answer) => answer)
  .reset(passwordChangeSubmitted, passwordChangeRejected, securityPageOpened);

// --- two-factor
export const twoFactorSubmitted = createEvent<TwoFactorBody>();
export const setTwoFactorFx = createEffect((body: TwoFactorBody) => apiRequest({ method: 'PUT', path: OfficePaths.twoFactor, body, schema: SecurityResponseSchema }));
export const $twoFactorRefusal = createStore<OfficeRefusal | null>(null)
  .on(setTwoFactorFx.failData, (_, error) => officeRefusalOf(error))
  .reset(twoFactorSubmitted, setTwoFactorFx.done, securityPageOpened);

// --- phone binding: a code to the phone, then the code back
export const phoneSubmitted = createEvent<PhoneBindingBody>();
export const phoneCodeSubmitted = createEvent<PhoneBindingConfirmBody>();
export const phoneBindingCancelled = createEvent();
export const sendPhoneCodeFx = createEffect(async (body: PhoneBindingBody) => {
  await apiRequest({ method: 'POST', path: OfficePaths.phoneBinding, body, schema: CodeSentResponseSchema });
  return body;
});
export const confirmPhoneFx = createEffect((body: PhoneBindingConfirmBody) => apiRequest({ method: 'POST', path: OfficePaths.phoneBindingConfirm, body, schema: SecurityResponseSchema }));
/** The phone a code went to, while the code is awaited. */
export const $pendingPhone = createStore<PhoneBindingBody | null>(null)
  .on(sendPhoneCodeFx.doneData, (_, phone) => phone)
  .reset(confirmPhoneFx.done, phoneBindingCancelled, securityPageOpened);
export const $phoneRefusal = createStore<OfficeRefusal | null>(null)
  .on([sendPhoneCodeFx.failData, confirmPhoneFx.failData], (_, error) => officeRefusalOf(error))
  .reset(phoneSubmitted, phoneCodeSubmitted, phoneBindingCancelled, confirmPhoneFx.done, securityPageOpened);

export const $security = createStore<SecurityResponse | null>(null)
  .on([loadSecurityFx.doneData, setTwoFactorFx.doneData, confirmPhoneFx.doneData], (_, state) => state)
  .reset(securityPageOpened);
export const $securityLoadFailed = createStore(false)
  .on(loadSecurityFx.fail, () => true)
  .reset(loadSecurityFx);

sample({ clock: securityPageOpened, target: loadSecurityFx });
sample({ clock: passwordChangeSubmitted, target: changePasswordFx });
// The password method and its day count change with the password.
sample({ clock: changePasswordFx.done, target: loadSecurityFx });
sample({ clock: twoFactorSubmitted, target: setTwoFactorFx });
sample({ clock: phoneSubmitted, target: sendPhoneCodeFx });
sample({ clock: phoneCodeSubmitted, target: confirmPhoneFx });
