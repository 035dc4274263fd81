import { useUnit } from 'effector-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { $userConfig } from '../../entities/session/user-config.model';
import { AuthField } from '../../features/identity/AuthField';
import { requestVerification, verifyRefusalOf, type VerifyRefusal } from './verify-calls';

/** A signed-in person asks for the confirmation e-mail; an account without an e-mail names one first. */
export function RequestVerificationForm({ lng }: { readonly lng: string }) {
  const { t } = useTranslation('pages');
  const config = useUnit($userConfig);
  const [email, setEmail] = useState('');
  const [state, setState] = useState<{ readonly kind: 'idle' } | { readonly kind: 'sending' } | { readonly kind: 'sent'; readonly email: string } | { readonly kind: 'refused'; readonly code: VerifyRefusal }>({ kind: 'idle' });
  const hasEmail = Boolean(config?.user_email);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ kind: 'sending' });
    try {
      const sent = await requestVerification(lng, hasEmail ? undefined : email.trim());
      setState({ kind: 'sent', email: sent.email });
    } catch (error) {
      setState({ kind: 'refused', code: verifyRefusalOf(error) });
    }
  };

  if (state.kind === 'sent') {
    return (
      <p role="status" data-testid="verify-sent">
        {t('auth.verify.sent', { email: state.email })}
      </p>
    );
  }
  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} aria-describedby="verify-request-alert">
      <p>{hasEmail ? t('auth.verify.requestText', { email: config?.user_email ?? '' }) : t('auth.verify.addEmailText')}</p>
      {hasEmail ? null : (
        <AuthField id="verify-email" label={t('auth.verify.email')} type="email" required autoComplete="email" maxLength={254} value={email} onChange={(event) => setEmail(event.target.value)} />
      )}
      <button type="submit" className="button button--primary" disabled={state.kind === 'sending'}>
        {t('auth.verify.send')}
      </button>
      <div id="verify-request-alert" className={state.kind === 'refused' ? 'auth-alert auth-alert--shown' : 'auth-alert'} role="alert" aria-live="assertive">
        {state.kind === 'refused' ? t(`auth.verify.errors.${state.code}`) : null}
      </div>
    </form>
  );
}
