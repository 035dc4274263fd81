import { useTranslation } from 'react-i18next';
import { SignInPage } from '../../pages/sign-in/SignInPage';
import { Dialog } from '../../shared/ui/Dialog';

/** Spec §2: the sign-in form as a modal over the page the visitor is on (`?modal=login`); signing in stays there. */
export function LoginModal({ onClose }: { readonly onClose: () => void }) {
  const { t } = useTranslation('pages');
  return (
    <Dialog labelledBy="sign-in-title" closeLabel={t('auth.close')} onClose={onClose}>
      <SignInPage variant="modal" />
    </Dialog>
  );
}
