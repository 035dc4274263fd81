import { CREDENTIAL_SAVE_OPTIONS } from '@betting/auth';
import { AuthPaths, encodeCredential, SendCredentialsResponseSchema } from '@betting/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthField } from '../../features/identity/AuthField';
import { FormAlert } from '../../features/identity/FormAlert';
import { useAuthCall } from '../../features/identity/use-auth-call';
import { apiRequest } from '../../shared/api/api';
import { credentialsPicture, credentialsTextFile, downloadFile, type Credentials } from './credentials-export';

/**
 * One-click registration's answer, shown once (spec §3): the generated ID and password and the ways to keep them —
 * 0 a text file, 1 a picture, 2 an e-mail (the server sends them once it has checked the password against its hash).
 */
const SAVE_OPTIONS = [CREDENTIAL_SAVE_OPTIONS.file, CREDENTIAL_SAVE_OPTIONS.picture] as const;

/** Option 2: the address, Send, and what came of it. */
function EmailCredentials({ password }: { readonly password: string }) {
  const { t } = useTranslation('pages');
  const id = useId();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { busy, refusal, run } = useAuthCall();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSentTo(null);
    const to = email.trim();
    const answer = await run(() => apiRequest({ method: 'POST', path: AuthPaths.sendCredentials, body: { email: to, uPassword: encodeCredential(password) }, schema: SendCredentialsResponseSchema }));
    if (answer) setSentTo(to);
  };
  return (
    <form className="auth-credentials__email" onSubmit={(event) => void submit(event)} aria-describedby={`${id}-alert`}>
      <AuthField id={`${id}-email`} label={t('auth.oneClick.emailLabel')} type="email" autoComplete="email" required maxLength={254} value={email} onChange={(event) => setEmail(event.target.value)} />
      <button type="submit" className="button button--secondary" disabled={busy}>
        {t('auth.oneClick.emailSend')}
      </button>
      <FormAlert id={`${id}-alert`} refusal={refusal} />
      <p className="auth-status" role="status">
        {sentTo ? t('auth.oneClick.emailSent', { email: sentTo }) : null}
      </p>
    </form>
  );
}

export function OneClickCredentials({ credentials, onContinue, busy }: { readonly credentials: Credentials; readonly onContinue: () => void; readonly busy: boolean }) {
  const { t } = useTranslation('pages');
  const [saved, setSaved] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const [byEmail, setByEmail] = useState(false);
  const labels = { title: t('auth.oneClick.fileTitle'), login: t('auth.oneClick.id'), password: t('auth.fields.password') };

  const save = async (option: (typeof SAVE_OPTIONS)[number]) => {
    setFailed(false);
    try {
      if (option === CREDENTIAL_SAVE_OPTIONS.file) {
        const file = credentialsTextFile(credentials, labels);
        downloadFile(file.name, new Blob([file.text], { type: 'text/plain;charset=utf-8' }));
      } else {
        const picture = await credentialsPicture(credentials, labels);
        downloadFile(picture.name, picture.blob);
      }
      setSaved(option);
    } catch {
      setFailed(true);
    }
  };

  return (
    <section className="auth-credentials" aria-labelledby="credentials-title">
      <h2 id="credentials-title">{t('auth.oneClick.title')}</h2>
      <p className="auth-muted">{t('auth.oneClick.lead')}</p>
      <dl className="auth-credentials__list">
        <div>
          <dt>{t('auth.oneClick.id')}</dt>
          <dd data-testid="credential-id">{credentials.userId}</dd>
        </div>
        <div>
          <dt>{t('auth.fields.password')}</dt>
          <dd data-testid="credential-password">{credentials.password}</dd>
        </div>
      </dl>
      <div className="auth-credentials__save">
        {SAVE_OPTIONS.map((option) => (
          <button key={option} type="button" className="button button--secondary" onClick={() => void save(option)}>
            {t(`auth.oneClick.save.${option}`)}
          </button>
        ))}
        <button type="button" className="button button--secondary" aria-expanded={byEmail} onClick={() => setByEmail(true)}>
          {t('auth.oneClick.emailOption')}
        </button>
      </div>
      {byEmail ? <EmailCredentials password={credentials.password} /> : null}
      <p className={failed ? 'auth-alert auth-alert--shown' : 'auth-status'} role="status">
        {failed ? t('auth.oneClick.saveFailed') : saved !== null ? t('auth.oneClick.saved') : null}
      </p>
      <button type="button" className="button button--primary auth-submit" onClick={onContinue} disabled={busy}>
        {t('auth.oneClick.continue')}
      </button>
    </section>
  );
}
