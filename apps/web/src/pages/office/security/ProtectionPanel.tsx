import { protectionLevelStatus } from '@betting/auth';
import type { SecurityResponse } from '@betting/contracts';
import { useUnit } from 'effector-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OfficeAlert } from '../layout/OfficeAlert';
import { PhoneBindingForm } from './PhoneBindingForm';
import { SecurityQuestionForm } from './SecurityQuestionForm';
import { $twoFactorRefusal, setTwoFactorFx, twoFactorSubmitted } from './security.model';

const METHODS = ['is_changed_password', 'enable_two_factor_auth', 'enable_phone_binding', 'enable_email_auth', 'enable_security_question'] as const;

/** The protection level (0–100) as a meter with its status (spec §4), and the methods that make it up. */
export function ProtectionPanel({ security }: { readonly security: SecurityResponse }) {
  const { t } = useTranslation('pages');
  const status = protectionLevelStatus(security.protection_level);
  return (
    <>
      <div className="office-meter">
        <label htmlFor="protection-level">{t('office.security.level', { level: security.protection_level })}</label>
        <meter id="protection-level" min={0} max={100} low={31} high={70} optimum={100} value={security.protection_level} />
        <strong className={`office-meter__status--${status}`} data-testid="protection-status">
          {t(`office.security.status.${status}`)}
        </strong>
      </div>
      <ul className="office-methods" aria-label={t('office.security.methodsTitle')}>
        {METHODS.map((method) => {
          const on = security.protection_methods[method];
          return (
            <li key={method}>
              <span>
                {t(`office.security.methods.${method}`)}
                {method === 'enable_phone_binding' && security.phone ? ` · ${security.phone}` : null}
              </span>
              <span className={on ? 'office-methods__state--on' : 'office-methods__state--off'}>{on ? t('office.security.on') : t('office.security.off')}</span>
            </li>
          );
        })}
      </ul>
      <TwoFactorForm security={security} />
      <PhoneBindingForm />
      <SecurityQuestionForm />
    </>
  );
}

/** Two-step sign-in on or off; the password confirms it. */
function TwoFactorForm({ security }: { readonly security: SecurityResponse }) {
  const { t } = useTranslation('pages');
  const [password, setPassword] = useState('');
  const [refusal, pending, submit] = useUnit([$twoFactorRefusal, setTwoFactorFx.pending, twoFactorSubmitted]);
  const enabled = security.protection_methods.enable_two_factor_auth;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit({ enabled: !enabled, password });
    setPassword('');
  };
  return (
    <form className="office-form" onSubmit={onSubmit} aria-labelledby="two-factor-title">
      <h3 id="two-factor-title">{t('office.security.twoFactorTitle')}</h3>
      <p>{enabled ? t('office.security.twoFactorOnText') : security.can_enable_two_factor ? t('office.security.twoFactorOffText') : t('office.errors.two_factor_unavailable')}</p>
      <div className="field office-field">
        <label htmlFor="two-factor-password">{t('office.fields.current_password')}</label>
        <input id="two-factor-password" type="password" autoComplete="current-password" required value={password} onChange={(event) => setPassword(event.target.value)} />
      </div>
      <OfficeAlert id="two-factor-alert" refusal={refusal} />
      <div className="office-actions">
        <button type="submit" className="button button--secondary" disabled={pending || password === '' || (!enabled && !security.can_enable_two_factor)}>
          {enabled ? t('office.security.twoFactorTurnOff') : t('office.security.twoFactorTurnOn')}
        </button>
      </div>
    </form>
  );
}
