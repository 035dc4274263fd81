import { useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../app/site-config';

/** Keeps the document, the texts and the site config in the language of the path. */
export function useSyncedLanguage(lng: string): void {
  const { i18n } = useTranslation();
  const languageChanged = useUnit(siteConfig.languageChanged);
  useEffect(() => {
    document.documentElement.lang = lng;
    void i18n.changeLanguage(lng);
    languageChanged(lng);
  }, [lng, i18n, languageChanged]);
}

/** What every layout starts from: the page's language (kept in sync) and the loaded site config. */
export function useLayoutBasics() {
  const { i18n } = useTranslation();
  const lng = useParams({ strict: false }).lng ?? i18n.language;
  const config = useUnit(siteConfig.$config);
  useSyncedLanguage(lng);
  return { lng, config };
}
