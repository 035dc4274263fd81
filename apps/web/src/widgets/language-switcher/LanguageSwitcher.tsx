import type { LanguageConfig } from '@betting/contracts';
import { pathInLanguage } from '@betting/routing';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  readonly languages: readonly LanguageConfig[];
  readonly current: string;
}

/** Switching language keeps the page and query, changing only the path's first segment. */
export function LanguageSwitcher({ languages, current }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  return (
    <div className="language-switcher">
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <span className="language-switcher__code" aria-hidden="true">
        {current.toUpperCase()}
      </span>
      <select
        id={id}
        value={current}
        onChange={(event) => void navigate({ href: `${pathInLanguage(location.pathname, event.target.value)}${location.searchStr}` })}
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code}>
            {language.code.toUpperCase()} · {language.nativeName}
          </option>
        ))}
      </select>
    </div>
  );
}
