import { authAttempted, authFormReducer, INITIAL_AUTH_FORM, registrationStep, signInRequest, type AuthType, type PhoneInput } from '@betting/auth';
import { AuthPaths, CodeSentResponseSchema, SignInResponseSchema, type SignInResponse } from '@betting/contracts';
import { useUnit } from 'effector-react';
import { useMemo, useReducer, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from '@tanstack/react-router';
import { navigation } from '../../app/navigation';
import { siteConfig } from '../../app/site-config';
import { AuthField, CodeField, PasswordField } from '../../features/identity/AuthField';
import { AuthTabs } from '../../features/identity/AuthTabs';
import { useCompleteSignIn } from '../../features/identity/complete-sign-in';
import { FormAlert } from '../../features/identity/FormAlert';
import { defaultCountry, NO_PHONE_COUNTRIES, usePhoneCountries, withCountry, type PhoneCountry } from '../../features/identity/phone/phone-countries';
import { PhoneField, phoneCountryOf } from '../../features/identity/phone/PhoneField';
import { ResendCodeButton } from '../../features/identity/ResendCodeButton';
import { recordSessionAnalytics } from '../../features/identity/session-analytics';
import { socialLandingHandled, useSocialLanding } from '../../features/identity/social/social-landing';
import { SocialSignIn } from '../../features/identity/social/SocialSignIn';
import { useAuthCall } from '../../features/identity/use-auth-call';
import { resendAllowedAt, useCountdown } from '../../features/identity/use-countdown';
import { apiRequest } from '../../shared/api/api';
import { readBootstrapData } from '../../shared/bootstrap/bootstrap-data';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import '../../features/identity/identity.css';

const TABS = ['email', 'phone_number', 'sms'] as const satisfies readonly AuthType[];
type Tab = (typeof TABS)[number];

const signIn = (path: string, body: unknown) => apiRequest({ method: 'POST', path, body, schema: SignInResponseSchema });

/**
 * `user/login`: sign in by e-mail or ID, by phone, or by an SMS code, with the two-step code when the account asks
 * for it (spec §3, §4, §5). Refusals show next to the form in the visitor's language.
 */
export function SignInPage({ variant = 'page' }: { readonly variant?: 'page' | 'modal' }) {
  const { t } = useTranslation('pages');
  const { lng = 'en' } = useParams({ strict: false });
  const [config, openModal] = useUnit([siteConfig.$config, navigation.modalOpened]);
  const title = t('auth.signIn.title');
  useDocumentTitle(variant === 'page' ? `${title} · ${config?.siteConfig.companyName ?? ''}` : null);

  const [state, dispatch] = useReducer(authFormReducer, INITIAL_AUTH_FORM);
  const [askedTwoStep, setTwoStep] = useState<'sms' | 'email' | null>(null);
  const [code, setCode] = useState('');
  const [smsResendAt, setSmsResendAt] = useState<number | null>(null);
  const resendIn = useCountdown(smsResendAt);
  const countries = usePhoneCountries();
  const complete = useCompleteSignIn();
  const { busy, refusal, setRefusal, run } = useAuthCall();
  // A social sign-in whose account asks for a second step lands here with the channel the code went to.
  const landing = useSocialLanding();
  const twoStep = askedTwoStep ?? (landing?.kind === 'two_step' ? landing.channel : null);

  const list: readonly PhoneCountry[] = countries.status === 'ready' ? countries.countries : NO_PHONE_COUNTRIES;
  // The phone forms start on the visitor's country until another is chosen.
  const initialCountry = useMemo(() => defaultCountry(list, readBootstrapData().countryCode), [list]);
  const form = { ...state, phone: withCountry(state.phone, initialCountry), phoneBySms: withCountry(state.phoneBySms, initialCountry) };
  const tab = form.currentForm as Tab;

  const answered = async (answer: SignInResponse | undefined) => {
    if (!answer) return;
    if (answer.status === 'two_step_required') {
      setCode('');
      setTwoStep(answer.channel);
      return;
    }
    dispatch({ type: 'signInSucceeded' });
    await complete(answer.user_id, 'sign-in');
  };

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    const request = signInRequest(form);
    if (!request.ok) {
      setRefusal('form_incomplete');
      return;
    }
    recordSessionAnalytics(authAttempted);
    const { kind, body } = request.value;
    await answered(await run(() => signIn(kind === 'login' ? AuthPaths.loginByLogin : AuthPaths.loginByPhone, body)));
  };

  const smsTarget = (phone: PhoneInput) => ({ 'phone-number': phone.number, 'phone-code': phoneCountryOf(list, phone)?.phoneCode ?? '' });
  const sendSms = async () => {
    const sent = await run(() => apiRequest({ method: 'POST', path: AuthPaths.sendSmsCode, body: smsTarget(form.phoneBySms), schema: CodeSentResponseSchema }));
    if (sent) {
      setCode('');
      setSmsResendAt(resendAllowedAt(sent));
    }
  };
  const submitSms = async (event: FormEvent) => {
    event.preventDefault();
    if (smsResendAt === null) {
      await sendSms();
      return;
    }
    recordSessionAnalytics(authAttempted);
    await answered(await run(() => signIn(AuthPaths.loginBySms, { ...smsTarget(form.phoneBySms), 'sms-code': code, save: form.remember })));
  };

  const submitTwoStep = async (event: FormEvent) => {
    event.preventDefault();
    recordSessionAnalytics(authAttempted);
    await answered(await run(() => signIn(AuthPaths.loginTwoStep, { code, save: form.remember })));
  };

  const registrationOffered =
    config !== null && registrationStep({ registrationEnabled: config.routing.flags.registrationEnabled, alreadyOnRegistration: false, agreementRequired: false, agreementShown: false, variant: 'page' }) !== 'nothing';

  const remember = (
    <label className="auth-check">
      <input type="checkbox" checked={form.remember} onChange={(event) => dispatch({ type: 'rememberChanged', remember: event.target.checked })} />
      <span>{t('auth.signIn.remember')}</span>
    </label>
  );
  const codeField = (label: string) => <CodeField id="sign-in-code" label={label} value={code} onDigits={setCode} />;
  const submit = (label: string) => (
    <button type="submit" className="button button--primary auth-submit" disabled={busy} aria-busy={busy}>
      {label}
    </button>
  );

  const Heading = variant === 'page' ? 'h1' : 'h2';
  return (
    <section className={variant === 'page' ? 'page auth-page' : 'auth-modal'} aria-labelledby="sign-in-title">
      <div className={variant === 'page' ? 'card auth-card' : undefined}>
        <Heading id="sign-in-title">{title}</Heading>
        {twoStep ? (
          <form className="auth-form" onSubmit={(event) => void submitTwoStep(event)} aria-describedby="sign-in-alert">
            <p className="auth-muted">{t(twoStep === 'sms' ? 'auth.signIn.twoStepSms' : 'auth.signIn.twoStepEmail')}</p>
            {codeField(t('auth.fields.code'))}
            <FormAlert id="sign-in-alert" refusal={refusal} />
            {submit(t('auth.signIn.submit'))}
            <button
              type="button"
              className="auth-link-button"
              onClick={() => {
                setTwoStep(null);
                if (landing?.kind === 'two_step') socialLandingHandled();
              }}
            >
              {t('auth.back')}
            </button>
          </form>
        ) : (
          <>
            <AuthTabs
              idPrefix="sign-in"
              tabs={TABS}
              current={tab}
              label={t('auth.signIn.ways')}
              labelOf={(candidate) => t(`auth.signIn.tabs.${candidate}`)}
              onSelect={(next) => {
                setRefusal(null);
                dispatch({ type: 'formSwitched', form: next });
              }}
            />
            <div id="sign-in-panel" role="tabpanel" aria-labelledby={`sign-in-tab-${tab}`}>
              {tab === 'email' ? (
                <form className="auth-form" onSubmit={(event) => void submitPassword(event)} aria-describedby="sign-in-alert">
                  <AuthField id="sign-in-login" label={t('auth.fields.login')} autoComplete="username" required value={form.login} onChange={(event) => dispatch({ type: 'loginChanged', login: event.target.value })} />
                  <PasswordField
                    id="sign-in-password"
                    label={t('auth.fields.password')}
                    autoComplete="current-password"
                    value={form.passwordLogin}
                    onPassword={(password) => dispatch({ type: 'passwordLoginChanged', password })}
                  />
                  {remember}
                  <FormAlert id="sign-in-alert" refusal={refusal} />
                  {submit(t('auth.signIn.submit'))}
                </form>
              ) : tab === 'phone_number' ? (
                <form className="auth-form" onSubmit={(event) => void submitPassword(event)} aria-describedby="sign-in-alert">
                  <PhoneField id="sign-in-phone" countries={list} value={form.phone} onChange={(phone) => dispatch({ type: 'phoneChanged', phone })} />
                  <PasswordField
                    id="sign-in-phone-password"
                    label={t('auth.fields.password')}
                    autoComplete="current-password"
                    value={form.passwordPhone}
                    onPassword={(password) => dispatch({ type: 'passwordPhoneChanged', password })}
                  />
                  {remember}
                  <FormAlert id="sign-in-alert" refusal={countries.status === 'failed' ? 'network_error' : refusal} />
                  {submit(t('auth.signIn.submit'))}
                </form>
              ) : (
                <form className="auth-form" onSubmit={(event) => void submitSms(event)} aria-describedby="sign-in-alert">
                  <PhoneField
                    id="sign-in-sms"
                    countries={list}
                    value={form.phoneBySms}
                    onChange={(phone) => {
                      setSmsResendAt(null);
                      dispatch({ type: 'phoneBySmsChanged', phone });
                    }}
                  />
                  {smsResendAt !== null ? (
                    <>
                      <p className="auth-muted" role="status">
                        {t('auth.signIn.smsSent')}
                      </p>
                      {codeField(t('auth.fields.smsCode'))}
                      <ResendCodeButton resendIn={resendIn} busy={busy} onResend={() => void sendSms()} />
                    </>
                  ) : null}
                  {remember}
                  <FormAlert id="sign-in-alert" refusal={countries.status === 'failed' ? 'network_error' : refusal} />
                  {submit(smsResendAt === null ? t('auth.signIn.sendCode') : t('auth.signIn.submit'))}
                </form>
              )}
            </div>
            <SocialSignIn remember={form.remember} />
          </>
        )}
        <div className="auth-links">
          <button type="button" className="auth-link-button" onClick={() => openModal('forgot-password')}>
            {t('auth.signIn.forgot')}
          </button>
          {registrationOffered ? (
            <Link to={`/${lng}/registration`} className="auth-link">
              {t('auth.signIn.register')}
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  );
}
