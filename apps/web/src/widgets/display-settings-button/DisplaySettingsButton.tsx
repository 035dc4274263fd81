import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const loadPanel = () => import('../../features/display-settings/DisplaySettingsPanel');
// The panel, its form and texts are a chunk of their own, fetched when the bettor reaches for the button.
const DisplaySettingsPanel = lazy(loadPanel);

/** The header's gear: opens the display settings (odds format, time, font size, columns, switches). */
export function DisplaySettingsButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const label = t('settings.display.open');
  return (
    <>
      <button
        type="button"
        className="button button--secondary theme-toggle display-settings-button"
        title={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="display-settings"
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpen(true)}
      >
        {/* The gear is drawn by the stylesheet (a mask over the text colour): no markup for it in the first JavaScript. */}
        <span className="display-settings-button__icon" aria-hidden="true" />
        <span className="visually-hidden">{label}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <DisplaySettingsPanel onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
