import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import routesEn from './routes.en.json';
import routesRu from './routes.ru.json';
import ru from './ru.json';

/** Texts per language: `translation` for the site, `routes` for page titles by routing-table id. */
export const dictionaries = {
  en: { translation: en, routes: routesEn },
  ru: { translation: ru, routes: routesRu },
} as const;

/** One i18next instance per app start, with the bundled dictionaries; `en` fills any missing text. */
export function createI18n(lng: string): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    ns: ['translation', 'routes'],
    defaultNS: 'translation',
    resources: dictionaries,
    interpolation: { escapeValue: false },
    returnObjects: true,
    initAsync: false,
  });
  return instance;
}
