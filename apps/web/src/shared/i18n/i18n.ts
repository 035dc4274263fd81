import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import ru from './ru.json';

export const dictionaries = { en, ru } as const;

/** One i18next instance per app start, with the bundled dictionaries; `en` fills any missing text. */
export function createI18n(lng: string): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    resources: Object.fromEntries(Object.entries(dictionaries).map(([code, translation]) => [code, { translation }])),
    interpolation: { escapeValue: false },
    returnObjects: true,
    initAsync: false,
  });
  return instance;
}
