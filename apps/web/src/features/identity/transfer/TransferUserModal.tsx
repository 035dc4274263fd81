import { useUnit } from 'effector-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { $userId } from '../../../entities/session/session-state';
import { readBootstrapData } from '../../../shared/bootstrap/bootstrap-data';
import { CODE_LENGTH, CodeField, DigitsField } from '../AuthField';
import { solveCaptcha } from '../captcha/captcha-requests';
import { Dialog } from '../../../shared/ui/Dialog';
import { defaultCountry, NO_PHONE_COUNTRIES, usePhoneCountries, withCountry } from '../phone/phone-countries';
import { PhoneField, type PhoneValue } from '../phone/PhoneField';
import { ResendCodeButton } from '../ResendCodeButton';
import { useAuthCall } from '../use-auth-call';
import { resendAllowedAt, useCountdown } from '../use-countdown';
import type { RefusalCode } from '../auth-errors';
import { finishTransfer, sendTransferCode } from './transfer-requests';
import '../identity.css';
import './transfer.css';

type Step = { readonly kind: 'phone' } | { readonly kind: 'code'; readonly userId: number; readonly resendAt: number } | { readonly kind: 'done'; readonly id: number; readonly password: string };

const ACCOUNT_ID_LENGTH = 9;
const ACCOUNT_ID = /^\d{9}$/;

/**
 * The user-transfer modal (spec §2 modals, §7 calls): the account ID and its phone with the picture check → the code
 * by SMS → the account's ID and a new password, shown once (the old password stops working, its sessions end).
 */
export function TransferUserModal({ onClose }: { readonly onClose: (finished: boolean) => void }) {
  const { t } = useTranslation('pages');
  const titleId = useId();
  const signedInId = useUnit($userId);
  const countries = usePhoneCountries();
  const { busy, refusal, setRefusal, run } = useAuthCall();
  const [step, setStep] = useState<Step>({ kind: 'phone' });
  const [accountId, setAccountId] = useState(() => (signedInId === null ? '' : String(signedInId)));
  const [chosenPhone, setPhone] = useState<PhoneValue>({ countryCode: null, number: '' });
  const [code, setCode] = useState('');
  const resendIn = useCountdown(step.kind === 'code' ? step.resendAt : null);

  const list = countries.status === 'ready' ? countries.countries : NO_PHONE_COUNTRIES;
  const initialCountry = useMemo(() => defaultCountry(list, readBootstrapData().countryCode), [list]);
  const phone = withCountry(chosenPhone, initialCountry);

  const send = async () => {
    if (!ACCOUNT_ID.test(accountId) || phone.countryCode === null || phone.number === '') {
      setRefusal('form_incomplete');
      return;
    }
    const userId = Number(accountId);
    const sent = await run(() => sendTransferCode({ userId, countryCode: phone.countryCode ?? '', phone: phone.number }, solveCaptcha));
    if (!sent) return;
    setCode('');
    setStep({ kind: 'code', userId, resendAt: resendAllowedAt(sent) });
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'code') return;
    const user = await run(() => finishTransfer(step.userId, code));
    if (user) setStep({ kind: 'done', id: user.id, password: user.password });
  };

  const alert = (shown: RefusalCode | null) => (
    <div id={`${titleId}-alert`} className={shown ? 'auth-alert auth-alert--shown' : 'auth-alert'} role="alert" aria-live="assertive">
      {shown ? t(shown === 'captcha_cancelled' ? 'auth.transfer.captchaNeeded' : `auth.errors.${shown}`) : null}
    </div>
  );

  return (
    <Dialog labelledBy={titleId} onClose={() => onClose(step.kind === 'done')} closeLabel={t('auth.close')}>
      <h2 id={titleId}>{t('auth.transfer.title')}</h2>
      {step.kind === 'phone' ? (
        <form
          className="auth-form"
          aria-describedby={`${titleId}-alert`}
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <p className="auth-muted">{t('auth.transfer.lead')}</p>
          <DigitsField id={`${titleId}-account`} label={t('auth.transfer.accountId')} length={ACCOUNT_ID_LENGTH} autoComplete="username" value={accountId} onDigits={setAccountId} />
          <PhoneField id={`${titleId}-phone`} countries={list} value={phone} onChange={setPhone} />
          {alert(countries.status === 'failed' ? 'network_error' : refusal)}
          <button type="submit" className="button button--primary auth-submit" disabled={busy || countries.status !== 'ready'} aria-busy={busy}>
            {t('auth.transfer.send')}
          </button>
        </form>
      ) : step.kind === 'code' ? (
        <form className="auth-form" aria-describedby={`${titleId}-alert`} onSubmit={(event) => void confirm(event)}>
          <p className="auth-muted" role="status">
            {t('auth.transfer.codeSent')}
          </p>
          <CodeField id={`${titleId}-code`} label={t('auth.fields.smsCode')} value={code} onDigits={setCode} />
          {alert(refusal)}
          <button type="submit" className="button button--primary auth-submit" disabled={busy || code.length !== CODE_LENGTH} aria-busy={busy}>
            {t('auth.transfer.confirm')}
          </button>
          <ResendCodeButton resendIn={resendIn} busy={busy} onResend={() => void send()} />
        </form>
      ) : (
        <div className="auth-credentials">
          <p className="transfer-note" role="status">
            {t('auth.transfer.doneLead')}
          </p>
          <dl className="auth-credentials__list">
            <div>
              <dt>{t('auth.oneClick.id')}</dt>
              <dd data-testid="transfer-id">{step.id}</dd>
            </div>
            <div>
              <dt>{t('auth.transfer.newPassword')}</dt>
              <dd data-testid="transfer-password">{step.password}</dd>
            </div>
          </dl>
          <button type="button" className="button button--primary auth-submit" onClick={() => onClose(true)}>
            {t('auth.transfer.done')}
          </button>
        </div>
      )}
    </Dialog>
  );
}
