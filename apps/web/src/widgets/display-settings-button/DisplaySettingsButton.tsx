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
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <circle cx="12" cy="12" r="3" />
          <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
        </svg>
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
