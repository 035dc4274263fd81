import { CREDENTIAL_SAVE_OPTIONS } from '@betting/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { credentialsPicture, credentialsTextFile, downloadFile, type Credentials } from './credentials-export';

/**
 * One-click registration's answer, shown once (spec §3): the generated ID and password and the ways to keep them —
 * 0 a text file, 1 a picture. Option 2 (e-mail) is left out: the API has no call that sends them.
 */
const SAVE_OPTIONS = [CREDENTIAL_SAVE_OPTIONS.file, CREDENTIAL_SAVE_OPTIONS.picture] as const;

export function OneClickCredentials({ credentials, onContinue, busy }: { readonly credentials: Credentials; readonly onContinue: () => void; readonly busy: boolean }) {
  const { t } = useTranslation('pages');
  const [saved, setSaved] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
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
      </div>
      <p className={failed ? 'auth-alert auth-alert--shown' : 'auth-status'} role="status">
        {failed ? t('auth.oneClick.saveFailed') : saved !== null ? t('auth.oneClick.saved') : null}
      </p>
      <button type="button" className="button button--primary auth-submit" onClick={onContinue} disabled={busy}>
        {t('auth.oneClick.continue')}
      </button>
    </section>
  );
}
