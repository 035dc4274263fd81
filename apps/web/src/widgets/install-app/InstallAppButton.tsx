import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { installPrompt } from '../../app/pwa';

/** Shown only while the browser offers installing the site as an app. */
export function InstallAppButton() {
  const { t } = useTranslation();
  const [canInstall, installRequested] = useUnit([installPrompt.$canInstall, installPrompt.installRequested]);
  if (!canInstall) return null;
  return (
    <button type="button" className="button button--secondary" onClick={() => installRequested()}>
      {t('pwa.install')}
    </button>
  );
}
