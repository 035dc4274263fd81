import { authAttempted, authFormReducer, INITIAL_AUTH_FORM, registrationStep, signInRequest, type AuthType, type PhoneInput } from '@betting/auth';
import { AuthPaths, CodeSentResponseSchema, SECURITY_ANSWER_MAX_LENGTH, SignInResponseSchema, type SignInResponse } from '@betting/contracts';
import { useUnit } from 'effector-react';
import { useMemo, useReducer, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { navigation } from '../../app/navigation';
import { siteConfig } from '../../app/site-config';
import { AuthField, CodeField, PasswordField } from '../../features/identity/AuthField';
import type { RefusalCode } from '../../features/identity/auth-errors';
import { AuthTabs } from '../../features/identity/AuthTabs';
import { useCompleteSignIn } from '../../features/identity/complete-sign-in';
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
import { SignInForm } from './SignInForm';
import '../../features/identity/identity.css';
import { useLanguageParam } from '../../shared/lib/language-param';

const TABS = ['email', 'phone_number', 'sms'] as const satisfies readonly AuthType[];
type Tab = (typeof TABS)[number];

const signIn = (path: string, body: unknown) => apiRequest({ method: 'POST', path, body, schema: SignInResponseSchema });

/**
 * `user/login`: sign in by e-mail or ID, by phone, or by an SMS code, with the two-step code when the account asks
 * for it (spec §3, §4, §5). Refusals show next to the form in the visitor's language.
 */
export function SignInPage({ variant = 'page' }: { readonly variant?: 'page' | 'modal' }) {
  const { t } = useTranslation('pages');
  const lng = useLanguageParam() ?? 'en';
  const [config, openModal] = useUnit([siteConfig.$config, navigation.modalOpened]);
  const title = t('auth.signIn.title');
  useDocumentTitle(variant === 'page' ? `${title} · ${config?.siteConfig.companyName ?? ''}` : null);

  const [state, dispatch] = useReducer(authFormReducer, INITIAL_AUTH_FORM);
  const [askedTwoStep, setTwoStep] = useState<'sms' | 'email' | null>(null);
  const [code, setCode] = useState('');
  // The bettor's own security question, asked after a right password (before the two-step code, if that is on too).
  const [question, setQuestion] = useState<string | null>(null);
  const [securityAnswer, setSecurityAnswer] = useState('');
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
    if (answer.status === 'security_question_required') {
      setSecurityAnswer('');
      setQuestion(answer.question);
      return;
    }
    setQuestion(null);
    if (answer.status === 'two_step_required') {
      setCode('');
      setTwoStep(answer.channel);
      return;
    }
    dispatch({ type: 'signInSucceeded' });
    await complete(answer.user_id, 'sign-in');
  };

  const submitPassword = async () => {
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
  const submitSms = async () => {
    if (smsResendAt === null) {
      await sendSms();
      return;
    }
    recordSessionAnalytics(authAttempted);
    await answered(await run(() => signIn(AuthPaths.loginBySms, { ...smsTarget(form.phoneBySms), 'sms-code': code, save: form.remember })));
  };

  const submitSecurityAnswer = async () => {
    recordSessionAnalytics(authAttempted);
    await answered(await run(() => signIn(AuthPaths.loginSecurityQuestion, { answer: securityAnswer, save: form.remember })));
  };

  const submitTwoStep = async () => {
    recordSessionAnalytics(authAttempted);
    await answered(await run(() => signIn(AuthPaths.loginTwoStep, { code, save: form.remember })));
  };

  const registrationOffered =
    config !== null && registrationStep({ registrationEnabled: config.routing.flags.registrationEnabled, alreadyOnRegistration: false, agreementRequired: false, agreementShown: false, variant: 'page' }) !== 'nothing';

  const remember = { checked: form.remember, onChange: (checked: boolean) => dispatch({ type: 'rememberChanged', remember: checked }) };
  // The phone ways need the phone countries list; without it they cannot be used.
  const phoneRefusal = countries.status === 'failed' ? 'network_error' : refusal;
  const codeField = (label: string) => <CodeField id="sign-in-code" label={label} value={code} onDigits={setCode} />;

  const Heading = variant === 'page' ? 'h1' : 'h2';
  return (
    <section className={variant === 'page' ? 'page auth-page' : 'auth-modal'} aria-labelledby="sign-in-title">
      <div className={variant === 'page' ? 'card auth-card' : undefined}>
        <Heading id="sign-in-title">{title}</Heading>
        {question !== null ? (
          <AnswerStep
            onSubmit={submitSecurityAnswer}
            busy={busy}
            refusal={refusal}
            onBack={() => {
              setQuestion(null);
              setRefusal(null);
            }}
          >
            <p className="auth-muted">{t('auth.signIn.securityQuestionIntro')}</p>
            <p className="auth-question" id="sign-in-question">
              {question}
            </p>
            <AuthField
              id="sign-in-security-answer"
              label={t('auth.fields.securityAnswer')}
              aria-describedby="sign-in-question"
              autoComplete="off"
              required
              maxLength={SECURITY_ANSWER_MAX_LENGTH}
              value={securityAnswer}
              onChange={(event) => setSecurityAnswer(event.target.value)}
            />
          </AnswerStep>
        ) : twoStep ? (
          <AnswerStep
            onSubmit={submitTwoStep}
            busy={busy}
            refusal={refusal}
            onBack={() => {
              setTwoStep(null);
              if (landing?.kind === 'two_step') socialLandingHandled();
            }}
          >
            <p className="auth-muted">{t(twoStep === 'sms' ? 'auth.signIn.twoStepSms' : 'auth.signIn.twoStepEmail')}</p>
            {codeField(t('auth.fields.code'))}
          </AnswerStep>
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
              {tab === 'sms' ? (
                <SignInForm onSubmit={submitSms} busy={busy} refusal={phoneRefusal} remember={remember} submitLabel={smsResendAt === null ? t('auth.signIn.sendCode') : t('auth.signIn.submit')}>
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
                </SignInForm>
              ) : (
                // E-mail or ID, or phone: the same form with its own identity field and password.
                <SignInForm key={tab} onSubmit={submitPassword} busy={busy} refusal={tab === 'email' ? refusal : phoneRefusal} remember={remember} submitLabel={t('auth.signIn.submit')}>
                  {tab === 'email' ? (
                    <AuthField id="sign-in-login" label={t('auth.fields.login')} autoComplete="username" required value={form.login} onChange={(event) => dispatch({ type: 'loginChanged', login: event.target.value })} />
                  ) : (
                    <PhoneField id="sign-in-phone" countries={list} value={form.phone} onChange={(phone) => dispatch({ type: 'phoneChanged', phone })} />
                  )}
                  <PasswordField
                    id={tab === 'email' ? 'sign-in-password' : 'sign-in-phone-password'}
                    label={t('auth.fields.password')}
                    autoComplete="current-password"
                    value={tab === 'email' ? form.passwordLogin : form.passwordPhone}
                    onPassword={(password) => dispatch(tab === 'email' ? { type: 'passwordLoginChanged', password } : { type: 'passwordPhoneChanged', password })}
                  />
                </SignInForm>
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
            <Link to="/$lng/registration/{-$type}" params={{ lng }} className="auth-link">
              {t('auth.signIn.register')}
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** A second step after a right password (a security question, a two-step code): its answer signs in; back leaves it. */
function AnswerStep({ onSubmit, busy, refusal, onBack, children }: { readonly onSubmit: () => Promise<void>; readonly busy: boolean; readonly refusal: RefusalCode | null; readonly onBack: () => void; readonly children: ReactNode }) {
  const { t } = useTranslation('pages');
  return (
    <SignInForm
      onSubmit={onSubmit}
      busy={busy}
      refusal={refusal}
      submitLabel={t('auth.signIn.submit')}
      footer={
        <button type="button" className="auth-link-button" onClick={onBack}>
          {t('auth.back')}
        </button>
      }
    >
      {children}
    </SignInForm>
  );
}
