import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../shared/ui/ModalDialog';
import { DisplaySettingsForm } from './DisplaySettingsForm';

/** The header's settings panel: a sheet with the display settings, each applied as it changes. */
export default function DisplaySettingsPanel({ onClose }: { readonly onClose: () => void }) {
  const { t } = useTranslation('pages');
  return (
    <ModalDialog className="display-settings-panel" labelledBy="display-settings-title" onDismiss={onClose} closeOnBackdrop>
      <div className="display-settings-panel__head">
        <h2 id="display-settings-title">{t('displaySettings.title')}</h2>
        <button type="button" className="display-settings-panel__close" aria-label={t('displaySettings.close')} onClick={onClose}>
          ×
        </button>
      </div>
      <div className="display-settings-panel__body">
        <DisplaySettingsForm />
      </div>
    </ModalDialog>
  );
}
