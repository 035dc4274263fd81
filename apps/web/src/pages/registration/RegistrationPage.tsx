import { FIRST_DEPOSIT_BONUS_CHOICES, registrationCalled, registrationStep } from '@betting/auth';
import { AuthPaths, PASSWORD_MIN_LENGTH, RegistrationResponseSchema, isPersonName, type FirstDepositBonusChoice, type RegistrationBody } from '@betting/contracts';
import { currencies, currencyByIso, DEFAULT_CURRENCY } from '@betting/kernel';
import { refCodeForRegistration } from '@betting/referral';
import { Link, useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../app/site-config';
import { AuthField, PasswordField } from '../../features/identity/AuthField';
import { AuthTabs } from '../../features/identity/AuthTabs';
import { useCompleteSignIn } from '../../features/identity/complete-sign-in';
import { FormAlert } from '../../features/identity/FormAlert';
import { countryLabel, defaultCountry, NO_PHONE_COUNTRIES, usePhoneCountries, withCountry } from '../../features/identity/phone/phone-countries';
import { PhoneField, type PhoneValue } from '../../features/identity/phone/PhoneField';
import { recordSessionAnalytics } from '../../features/identity/session-analytics';
import { socialLandingHandled, useSocialLanding } from '../../features/identity/social/social-landing';
import { SOCIAL_NETWORK_NAMES } from '../../features/identity/social/social-networks';
import { SocialSignIn } from '../../features/identity/social/SocialSignIn';
import { useAuthCall } from '../../features/identity/use-auth-call';
import { apiRequest } from '../../shared/api/api';
import { readBootstrapData } from '../../shared/bootstrap/bootstrap-data';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { browserReferralCookies, referral } from '../../shared/referral';
import type { Credentials } from './credentials-export';
import { OneClickCredentials } from './OneClickCredentials';
import { rememberRgAgreementShown, rgAgreementShown } from './rg-agreement';
import { RgAgreement } from './RgAgreement';
import '../../features/identity/identity.css';
import { useLanguageParam } from '../../shared/lib/language-param';

const TABS = ['fast_reg', 'phone_reg', 'full_reg'] as const;
type Tab = (typeof TABS)[number];
const BONUS_CHOICES = [FIRST_DEPOSIT_BONUS_CHOICES.sport, FIRST_DEPOSIT_BONUS_CHOICES.casino, FIRST_DEPOSIT_BONUS_CHOICES.decline] as const;

function currencyLabel(iso: string, lng: string): string {
  try {
    const name = new Intl.DisplayNames([lng], { type: 'currency' }).of(iso);
    return name && name !== iso ? `${iso} · ${name}` : iso;
  } catch {
    return iso;
  }
}

/**
 * `registration` and `registration/socialregistration` (spec §2–§4): one-click, by phone or in full, with country,
 * currency, the promo code the referral cookies carry, and the first-deposit bonus choice. One-click shows the
 * generated ID and password once; every way ends signed in.
 */
export function RegistrationPage({ variant = 'page' }: { readonly variant?: 'page' | 'modal' }) {
  const { t, i18n } = useTranslation('pages');
  // Also the registration modal's, over any page.
  const lng = useLanguageParam() ?? 'en';
  const type = useParams({ from: '/$lng/registration/{-$type}', shouldThrow: false })?.type;
  const [config, capturedRefCode] = useUnit([siteConfig.$config, referral.$refCode]);
  const title = t('auth.registration.title');
  useDocumentTitle(variant === 'page' ? `${title} · ${config?.siteConfig.companyName ?? ''}` : null);
  const Heading = variant === 'page' ? 'h1' : 'h2';
  const sectionClass = variant === 'page' ? 'page auth-page' : 'auth-modal';
  const cardClass = (extra = '') => (variant === 'page' ? `card auth-card${extra}` : undefined);

  const countries = usePhoneCountries();
  const complete = useCompleteSignIn();
  const { busy, refusal, setRefusal, run } = useAuthCall();
  const [tab, setTab] = useState<Tab>('fast_reg');
  const [chosenCountryId, setCountryId] = useState<number | null>(null);
  const [currencyId, setCurrencyId] = useState(() => currencyByIso(DEFAULT_CURRENCY)?.numericCode ?? 643);
  // The promo code comes from the referral cookies (also when they are captured after the page opened, as the
  // landing query is read on load) until the visitor types their own.
  const [cookieRefCode] = useState(() => refCodeForRegistration(browserReferralCookies().read()) ?? '');
  const [typedPromo, setPromo] = useState<string | null>(null);
  const promo = typedPromo ?? capturedRefCode ?? cookieRefCode;
  const [bonus, setBonus] = useState<FirstDepositBonusChoice>(FIRST_DEPOSIT_BONUS_CHOICES.sport);
  const [chosenPhone, setPhone] = useState<PhoneValue>({ countryCode: null, number: '' });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [name, setName] = useState('');
  const [surname, setSurname] = useState('');
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  // `registration/socialregistration`: a social sign-in of an unknown identity left a one-time token to register with.
  const landing = useSocialLanding();
  const onSocialPage = type === 'socialregistration';
  const social = onSocialPage && landing?.kind === 'register' ? landing : null;
  const mode = social ? 'soc_reg' : tab;

  // Each call of the registration page counts (spec §4).
  useEffect(() => recordSessionAnalytics(registrationCalled), []);

  const currencyOptions = useMemo(() => currencies.map((currency) => ({ id: currency.numericCode, label: currencyLabel(currency.iso, i18n.language) })), [i18n.language]);
  const list = countries.status === 'ready' ? countries.countries : NO_PHONE_COUNTRIES;
  // Country and phone start on the visitor's country until another is chosen.
  const initialCountry = useMemo(() => defaultCountry(list, readBootstrapData().countryCode), [list]);
  const countryId = chosenCountryId ?? initialCountry?.id ?? null;
  const phone = withCountry(chosenPhone, initialCountry);

  const [agreementShown, setAgreementShown] = useState(() => rgAgreementShown());
  const step =
    config === null
      ? 'nothing'
      : registrationStep({
          registrationEnabled: config.routing.flags.registrationEnabled,
          alreadyOnRegistration: false,
          agreementRequired: config.siteConfig.responsibleGamingAgreementRequired,
          agreementShown,
          variant: 'page',
        });
  const enabled = step !== 'nothing';
  const acceptAgreement = () => {
    rememberRgAgreementShown();
    setAgreementShown(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (countryId === null) {
      setRefusal('form_incomplete');
      return;
    }
    // The personal data form's name rule (contracts' PersonNameSchema), which the API applies to registration too.
    if (!social && tab === 'full_reg' && !(isPersonName(name) && isPersonName(surname))) {
      setRefusal('invalid_name');
      return;
    }
    const common = { country_id: countryId, currency_id: currencyId, ref_code: promo.trim() === '' ? null : promo.trim(), first_deposit_bonus_choice: bonus };
    const body: RegistrationBody = social
      ? { type: 'soc_reg', ...common, provider: social.provider, social_token: social.token }
      : tab === 'fast_reg'
        ? { type: 'fast_reg', ...common }
        : tab === 'phone_reg'
          ? { type: 'phone_reg', ...common, phone_number: phone.number, country_code: phone.countryCode ?? '', password }
          : { type: 'full_reg', ...common, email: email.trim(), password, name: name.trim(), surname: surname.trim() };
    const registered = await run(() => apiRequest({ method: 'POST', path: AuthPaths.register, body, schema: RegistrationResponseSchema }));
    if (!registered) return;
    if (social) socialLandingHandled();
    if (registered.password !== null) setCredentials({ siteName: config?.siteConfig.companyName ?? '', userId: registered.user_id, password: registered.password });
    else await complete(registered.user_id, 'registration');
  };

  const [continuing, setContinuing] = useState(false);
  if (credentials) {
    return (
      <section className={sectionClass} aria-labelledby="registration-title">
        <div className={cardClass()}>
          <Heading id="registration-title">{title}</Heading>
          <OneClickCredentials
            credentials={credentials}
            busy={continuing}
            onContinue={() => {
              setContinuing(true);
              void complete(credentials.userId, 'registration');
            }}
          />
        </div>
      </section>
    );
  }

  return (
    <section className={sectionClass} aria-labelledby="registration-title">
      <div className={cardClass(' auth-card--wide')}>
        <Heading id="registration-title">{title}</Heading>
        {!enabled ? (
          <p className="auth-muted">{t('auth.registration.unavailable')}</p>
        ) : step === 'agreement' ? (
          <RgAgreement lng={lng} onAccept={acceptAgreement} />
        ) : (
          <>
            {social ? (
              <p className="auth-muted">{t('auth.socialRegistration.lead', { network: SOCIAL_NETWORK_NAMES[social.provider] })}</p>
            ) : (
              <>
                {onSocialPage ? <p className="auth-muted">{t('auth.socialRegistration.expired')}</p> : null}
                <AuthTabs
                  idPrefix="registration"
                  tabs={TABS}
                  current={tab}
                  label={t('auth.registration.ways')}
                  labelOf={(candidate) => t(`auth.registration.tabs.${candidate}`)}
                  onSelect={(next) => {
                    setRefusal(null);
                    setTab(next);
                  }}
                />
              </>
            )}
            <form
              id="registration-panel"
              role={social ? undefined : 'tabpanel'}
              aria-labelledby={social ? 'registration-title' : `registration-tab-${tab}`}
              className="auth-form"
              onSubmit={(event) => void submit(event)}
            >
              {mode === 'fast_reg' ? <p className="auth-muted">{t('auth.registration.oneClickLead')}</p> : null}
              {mode === 'phone_reg' ? <PhoneField id="registration-phone" countries={list} value={phone} onChange={setPhone} /> : null}
              {mode === 'full_reg' ? (
                <>
                  <div className="auth-row">
                    <AuthField id="registration-name" label={t('auth.fields.name')} autoComplete="given-name" required maxLength={100} value={name} onChange={(event) => setName(event.target.value)} />
                    <AuthField id="registration-surname" label={t('auth.fields.surname')} autoComplete="family-name" required maxLength={100} value={surname} onChange={(event) => setSurname(event.target.value)} />
                  </div>
                  <AuthField id="registration-email" label={t('auth.fields.email')} type="email" autoComplete="email" required maxLength={254} value={email} onChange={(event) => setEmail(event.target.value)} />
                </>
              ) : null}
              {mode === 'phone_reg' || mode === 'full_reg' ? (
                <PasswordField
                  id="registration-password"
                  label={t('auth.fields.password')}
                  autoComplete="new-password"
                  minLength={PASSWORD_MIN_LENGTH}
                  maxLength={128}
                  value={password}
                  onPassword={setPassword}
                  aria-describedby="registration-password-hint"
                >
                  <small id="registration-password-hint" className="auth-hint">
                    {t('auth.fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
                  </small>
                </PasswordField>
              ) : null}
              <div className="auth-row">
                <div className="field auth-field">
                  <label htmlFor="registration-country">{t('auth.fields.country')}</label>
                  <select id="registration-country" required value={countryId ?? ''} onChange={(event) => setCountryId(Number(event.target.value))}>
                    {list.map((country) => (
                      <option key={country.id} value={country.id}>
                        {countryLabel(country, i18n.language)}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="field auth-field">
                  <label htmlFor="registration-currency">{t('auth.fields.currency')}</label>
                  <select id="registration-currency" value={currencyId} onChange={(event) => setCurrencyId(Number(event.target.value))}>
                    {currencyOptions.map((currency) => (
                      <option key={currency.id} value={currency.id}>
                        {currency.label}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
              <AuthField id="registration-promo" label={t('auth.fields.promoCode')} autoComplete="off" maxLength={64} value={promo} onChange={(event) => setPromo(event.target.value)} />
              <fieldset className="auth-bonus">
                <legend>{t('auth.registration.bonus')}</legend>
                {BONUS_CHOICES.map((choice) => (
                  <label key={choice} className="auth-bonus__option">
                    <input type="radio" name="first-deposit-bonus" value={choice} checked={bonus === choice} onChange={() => setBonus(choice)} />
                    <span>{t(`auth.registration.bonusChoices.${choice}`)}</span>
                  </label>
                ))}
              </fieldset>
              {social && refusal === 'invalid_token' ? (
                // The one-time social token was used or has expired: only a new trip to the network helps.
                <div id="registration-alert" className="auth-alert auth-alert--shown" role="alert">
                  {t('auth.social.errors.invalid_request')}
                </div>
              ) : (
                <FormAlert id="registration-alert" refusal={countries.status === 'failed' ? 'network_error' : refusal} />
              )}
              <button type="submit" className="button button--primary auth-submit" disabled={busy || countryId === null} aria-busy={busy}>
                {t('auth.registration.submit')}
              </button>
            </form>
            {social ? null : (
              <SocialSignIn
                registration={countryId === null ? undefined : { country_id: countryId, currency_id: currencyId, ref_code: promo.trim() === '' ? null : promo.trim(), first_deposit_bonus_choice: bonus }}
              />
            )}
          </>
        )}
        <div className="auth-links">
          <span className="auth-muted">{t('auth.registration.haveAccount')}</span>
          <Link to="/$lng/user/login" params={{ lng }} className="auth-link">
            {t('auth.signIn.title')}
          </Link>
        </div>
      </div>
    </section>
  );
}
