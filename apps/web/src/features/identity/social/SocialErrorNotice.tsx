import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalOf } from '../auth-errors';
import { Dialog } from '../../../shared/ui/Dialog';

/** Codes that mean something of their own after a trip to the provider (cancelled there, answer refused, flow lost). */
const SOCIAL_TEXTS: ReadonlySet<string> = new Set(['not_signed_in', 'invalid_token', 'invalid_request']);

/** The dictionary key explaining a `social_error` code. */
export function socialErrorKey(code: string): string {
  if (SOCIAL_TEXTS.has(code)) return `auth.social.errors.${code}`;
  return `auth.errors.${refusalOf({ kind: 'http', status: 400, error: { code, message: code } })}`;
}

/** A social sign-in came back refused (`#social_error=<code>`): why, in the visitor's language. */
export function SocialErrorNotice({ code, onClose }: { readonly code: string; readonly onClose: () => void }) {
  const { t } = useTranslation('pages');
  const titleId = useId();
  return (
    <Dialog labelledBy={titleId} onClose={onClose} closeLabel={t('auth.close')}>
      <h2 id={titleId}>{t('auth.social.failedTitle')}</h2>
      <p role="alert">{t(socialErrorKey(code))}</p>
      <button type="button" className="button button--primary auth-submit" onClick={onClose}>
        {t('auth.close')}
      </button>
    </Dialog>
  );
}
