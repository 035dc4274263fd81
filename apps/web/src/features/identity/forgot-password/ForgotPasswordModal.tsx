import { useId } from 'react';
import '../identity.css';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../shared/ui/Dialog';
import { ForgotPasswordFlow } from './ForgotPasswordFlow';

/** The forgot-password modal (spec §2): opened by `?showForgotPasswordModal=1` or the sign-in page's link. */
export function ForgotPasswordModal({ onClose }: { readonly onClose: () => void }) {
  const { t } = useTranslation('pages');
  const titleId = useId();
  return (
    <Dialog labelledBy={titleId} onClose={onClose} closeLabel={t('auth.close')}>
      <h2 id={titleId}>{t('auth.forgot.title')}</h2>
      <ForgotPasswordFlow idPrefix="forgot-modal" />
    </Dialog>
  );
}
