import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { settings } from '../../shared/settings';

/**
 * A toggle button for the dark theme: pressed while dark. The choice goes through the settings model, which
 * keeps it in the app_theme cookie, so it survives reloads (and the server can read it).
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  const [theme, themeToggled] = useUnit([settings.$theme, settings.themeToggled]);
  const dark = theme === 'dark';
  const label = t('settings.theme.toggle');
  return (
    <button type="button" className="button button--secondary theme-toggle" aria-pressed={dark} title={label} data-testid="theme-toggle" onClick={() => themeToggled()}>
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        {dark ? (
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
        ) : (
          <>
            <circle cx="12" cy="12" r="4" />
            <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
          </>
        )}
      </svg>
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
