import { forgotPasswordFailure, forgotPasswordLeft } from '@betting/auth';
import {
  AuthPaths,
  CodeSentResponseSchema,
  encodeCredential,
  PASSWORD_MIN_LENGTH,
  PasswordResetConfirmResponseSchema,
  SignInResponseSchema,
  type PasswordResetTarget,
} from '@betting/contracts';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../shared/api/api';
import { readBootstrapData } from '../../../shared/bootstrap/bootstrap-data';
import { AuthField, CodeField, PasswordField } from '../AuthField';
import { AuthTabs } from '../AuthTabs';
import { useCompleteSignIn } from '../complete-sign-in';
import { FormAlert } from '../FormAlert';
import { defaultCountry, NO_PHONE_COUNTRIES, usePhoneCountries, withCountry } from '../phone/phone-countries';
import { PhoneField, phoneCountryOf, type PhoneValue } from '../phone/PhoneField';
import { ResendCodeButton } from '../ResendCodeButton';
import { useAuthCall } from '../use-auth-call';
import { resendAllowedAt, useCountdown } from '../use-countdown';
import { trackForgotPassword } from './track-steps';
import { useLanguageParam } from '../../../shared/lib/language-param';

const CHANNELS = ['email', 'sms'] as const;
type Channel = (typeof CHANNELS)[number];
type Step = { readonly kind: 'target' } | { readonly kind: 'code'; readonly target: PasswordResetTarget; readonly resendAt: number } | { readonly kind: 'done'; readonly signInNeeded: boolean };

/**
 * Password reset (spec §2, §4): the e-mail or phone of the account → a code goes out → the code and a new password →
 * the visitor is signed in with it. The answers never say whether an account exists.
 */
export function ForgotPasswordFlow({ idPrefix }: { readonly idPrefix: string }) {
  const { t } = useTranslation('pages');
  const lng = useLanguageParam() ?? 'en';
  const countries = usePhoneCountries();
  const complete = useCompleteSignIn();
  const { busy, refusal, setRefusal, run } = useAuthCall();
  const [channel, setChannel] = useState<Channel>('email');
  const [email, setEmail] = useState('');
  const [chosenPhone, setPhone] = useState<PhoneValue>({ countryCode: null, number: '' });
  const [step, setStep] = useState<Step>({ kind: 'target' });
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  // Spec §4 analytics: every refusal counts as the step of the phase it happened in; leaving midway as exit or cancel.
  const phase = useRef<'request' | 'confirm'>('request');
  useEffect(() => {
    if (refusal) trackForgotPassword(forgotPasswordFailure(phase.current, refusal));
  }, [refusal]);
  // Where the person is, for the step their leaving counts as; set at once (a success may unmount the flow
  // before an effect would run).
  const progress = useRef<'target' | 'code' | 'done'>('target');
  useEffect(() => () => {
    if (progress.current !== 'done') trackForgotPassword(forgotPasswordLeft(progress.current === 'code'));
  }, []);
  const resendIn = useCountdown(step.kind === 'code' ? step.resendAt : null);
  const list = countries.status === 'ready' ? countries.countries : NO_PHONE_COUNTRIES;

  const phone = withCountry(chosenPhone, useMemo(() => defaultCountry(list, readBootstrapData().countryCode), [list]));

  const target = (): PasswordResetTarget =>
    channel === 'email' ? { channel: 'email', email: email.trim() } : { channel: 'sms', phone_number: phone.number, phone_code: phoneCountryOf(list, phone)?.phoneCode ?? '' };

  const requestCode = async (wanted: PasswordResetTarget) => {
    const again = step.kind === 'code';
    trackForgotPassword({ step: again ? 'repeat' : 'call' });
    phase.current = 'request';
    const sent = await run(() => apiRequest({ method: 'POST', path: AuthPaths.passwordResetRequest, body: wanted, schema: CodeSentResponseSchema }));
    if (!sent) return;
    if (!again) trackForgotPassword({ step: 'code' });
    trackForgotPassword({ step: 'sent' });
    progress.current = 'code';
    setStep({ kind: 'code', target: wanted, resendAt: resendAllowedAt(sent) });
  };

  const confirm = async (event: FormEvent, wanted: PasswordResetTarget) => {
    event.preventDefault();
    phase.current = 'confirm';
    if (password !== repeat) {
      setRefusal('passwords_differ');
      return;
    }
    trackForgotPassword({ step: 'approve' });
    const changed = await run(() => apiRequest({ method: 'POST', path: AuthPaths.passwordResetConfirm, body: { target: wanted, code, password }, schema: PasswordResetConfirmResponseSchema }));
    if (!changed) return;
    // Signed in with the new password at once: by e-mail, or by the phone and its country.
    const country = wanted.channel === 'sms' ? phoneCountryOf(list, phone) : undefined;
    const answer = await run(() =>
      wanted.channel === 'email'
        ? apiRequest({ method: 'POST', path: AuthPaths.loginByLogin, body: { uLogin: encodeCredential(wanted.email), uPassword: encodeCredential(password) }, schema: SignInResponseSchema })
        : apiRequest({ method: 'POST', path: AuthPaths.loginByPhone, body: { phone_number: wanted.phone_number, country_code: country?.code ?? '', uPassword: encodeCredential(password) }, schema: SignInResponseSchema }),
    );
    trackForgotPassword({ step: 'save', detail: answer?.status === 'signed_in' ? 'active' : 'passive' });
    trackForgotPassword({ step: 'success' });
    progress.current = 'done';
    setStep({ kind: 'done', signInNeeded: answer?.status !== 'signed_in' });
    if (answer?.status === 'signed_in') await complete(answer.user_id, 'sign-in');
  };

  const alertId = `${idPrefix}-alert`;
  if (step.kind === 'done') {
    return (
      <div className="auth-form">
        <p className="auth-success" role="status">
          {t('auth.forgot.done')}
        </p>
        {step.signInNeeded ? (
          <Link to="/$lng/user/login" params={{ lng }} className="button button--primary auth-submit">
            {t('auth.signIn.title')}
          </Link>
        ) : null}
        <FormAlert id={alertId} refusal={refusal} />
      </div>
    );
  }

  if (step.kind === 'code') {
    const wanted = step.target;
    return (
      <form className="auth-form" onSubmit={(event) => void confirm(event, wanted)} aria-describedby={alertId}>
        <p className="auth-muted" role="status">
          {t(wanted.channel === 'email' ? 'auth.forgot.sentEmail' : 'auth.forgot.sentSms')}
        </p>
        <CodeField id={`${idPrefix}-code`} label={t('auth.fields.code')} value={code} onDigits={setCode} />
        <PasswordField id={`${idPrefix}-password`} label={t('auth.fields.newPassword')} autoComplete="new-password" minLength={PASSWORD_MIN_LENGTH} value={password} onPassword={setPassword}>
          <small className="auth-hint">{t('auth.fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}</small>
        </PasswordField>
        <PasswordField id={`${idPrefix}-repeat`} label={t('auth.fields.repeatPassword')} autoComplete="new-password" minLength={PASSWORD_MIN_LENGTH} value={repeat} onPassword={setRepeat} />
        <FormAlert id={alertId} refusal={refusal} />
        <button type="submit" className="button button--primary auth-submit" disabled={busy} aria-busy={busy}>
          {t('auth.forgot.save')}
        </button>
        <ResendCodeButton resendIn={resendIn} busy={busy} onResend={() => void requestCode(wanted)} />
      </form>
    );
  }

  return (
    <>
      <AuthTabs
        idPrefix={idPrefix}
        tabs={CHANNELS}
        current={channel}
        label={t('auth.forgot.ways')}
        labelOf={(candidate) => t(`auth.forgot.tabs.${candidate}`)}
        onSelect={(next) => {
          setRefusal(null);
          setChannel(next);
        }}
      />
      <form
        id={`${idPrefix}-panel`}
        role="tabpanel"
        aria-labelledby={`${idPrefix}-tab-${channel}`}
        className="auth-form"
        onSubmit={(event) => {
          event.preventDefault();
          void requestCode(target());
        }}
      >
        <p className="auth-muted">{t('auth.forgot.lead')}</p>
        {channel === 'email' ? (
          <AuthField id={`${idPrefix}-email`} label={t('auth.fields.email')} type="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
        ) : (
          <PhoneField id={`${idPrefix}-phone`} countries={list} value={phone} onChange={setPhone} />
        )}
        <FormAlert id={alertId} refusal={channel === 'sms' && countries.status === 'failed' ? 'network_error' : refusal} />
        <button type="submit" className="button button--primary auth-submit" disabled={busy} aria-busy={busy}>
          {t('auth.forgot.send')}
        </button>
      </form>
    </>
  );
}
