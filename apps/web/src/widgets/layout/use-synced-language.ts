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
