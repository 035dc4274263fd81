import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { siteConfig } from '../../app/site-config';
import { useLanguageParam } from '../../shared/lib/language-param';

/** The language each i18next instance was last asked to show (it may still be loading it). */
const requestedLanguages = new WeakMap<I18n, string>();

/**
 * Keeps the document, the texts and the site config in the language of the path. i18next is asked only when the
 * language differs from the one it shows or is loading: asking again for the same one still tells every text on the
 * page to re-render, at once and all together (right after the app takes a server-rendered page over, a long task).
 */
export function useSyncedLanguage(lng: string): void {
  const { i18n } = useTranslation();
  const languageChanged = useUnit(siteConfig.languageChanged);
  useEffect(() => {
    document.documentElement.lang = lng;
    if ((requestedLanguages.get(i18n) ?? i18n.language) !== lng) {
      requestedLanguages.set(i18n, lng);
      void i18n.changeLanguage(lng);
    }
    languageChanged(lng);
  }, [lng, i18n, languageChanged]);
}

/** What every layout starts from: the page's language (kept in sync) and the loaded site config. */
export function useLayoutBasics() {
  const { i18n } = useTranslation();
  const lng = useLanguageParam() ?? i18n.language;
  const config = useUnit(siteConfig.$config);
  useSyncedLanguage(lng);
  return { lng, config };
}
