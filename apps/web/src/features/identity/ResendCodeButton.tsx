import { useTranslation } from 'react-i18next';

/** Asks for the code again once the countdown (`resendIn` seconds) has run out. */
export function ResendCodeButton({ resendIn, busy, onResend }: { readonly resendIn: number; readonly busy: boolean; readonly onResend: () => void }) {
  const { t } = useTranslation('pages');
  return (
    <button type="button" className="auth-link-button" disabled={busy || resendIn > 0} onClick={onResend}>
      {resendIn > 0 ? t('auth.signIn.resendIn', { seconds: resendIn }) : t('auth.signIn.resend')}
    </button>
  );
}
