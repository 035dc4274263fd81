import { useTranslation } from 'react-i18next';
import { RegistrationPage } from '../../pages/registration/RegistrationPage';
import { Dialog } from '../../shared/ui/Dialog';

/** Spec §2/§4: registration as a modal over the page (`?modal=registration`); nothing when already on registration. */
export function RegistrationModal({ onClose }: { readonly onClose: () => void }) {
  const { t } = useTranslation('pages');
  return (
    <Dialog labelledBy="registration-title" closeLabel={t('auth.close')} onClose={onClose}>
      <RegistrationPage variant="modal" />
    </Dialog>
  );
}
