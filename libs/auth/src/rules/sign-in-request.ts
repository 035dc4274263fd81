import { LoginBodySchema, PhoneLoginBodySchema, encodeCredential, type LoginBody, type PhoneLoginBody } from '@betting/contracts';
import { err, ok, type Result } from '@betting/kernel';
import type { AuthFormState } from './auth-form';
import { authError, type AuthError } from './errors';

export type SignInRequest = { readonly kind: 'login'; readonly body: LoginBody } | { readonly kind: 'phone'; readonly body: PhoneLoginBody };

/**
 * The password sign-in call the form asks for (spec §5): by e-mail or ID, login (trimmed) and password encoded with
 * the contract's `encodeCredential` (empty stays empty, which the contract refuses); by phone, the national number (digits only) and the country code. Both carry
 * `remember` as `save`. SMS and two-step sign-in need a code and go through their own calls.
 */
export function signInRequest(form: AuthFormState): Result<SignInRequest, AuthError> {
  switch (form.currentForm) {
    case 'email':
    case 'login_password': {
      const body = { uLogin: encodeCredential(form.login.trim()), uPassword: encodeCredential(form.passwordLogin), save: form.remember };
      const parsed = LoginBodySchema.safeParse(body);
      return parsed.success ? ok({ kind: 'login', body }) : err(authError('auth.form_incomplete', parsed.error.message));
    }
    case 'phone_number':
    case 'phone_password': {
      const body = {
        phone_number: form.phone.number.replace(/\D/g, ''),
        country_code: form.phone.countryCode ?? '',
        uPassword: encodeCredential(form.passwordPhone),
        save: form.remember,
      };
      const parsed = PhoneLoginBodySchema.safeParse(body);
      return parsed.success ? ok({ kind: 'phone', body }) : err(authError('auth.form_incomplete', parsed.error.message));
    }
    case 'sms':
    case 'login_password_two_step_code':
      return err(authError('auth.form_other_flow'));
  }
}
