import { FALLBACK_LANGUAGE } from '@betting/routing';
import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bundledDictionaries, INITIAL_NAMESPACES, isNamespace, isShippedLanguage, loadDictionary } from './dictionaries';

/**
 * An i18next backend over the dictionary chunks: i18next asks for a language and namespace once, keeps the
 * texts in its store and never asks again. A language without a dictionary reads as empty, so English shows.
 * A chunk that fails to arrive is retried (a `true` second argument tells i18next to retry).
 */
const dictionaryChunks: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    if (!isShippedLanguage(language) || !isNamespace(namespace)) {
      callback(null, {});
      return;
    }
    loadDictionary(language, namespace).then(
      (dictionary) => callback(null, dictionary),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  },
};

/**
 * One i18next instance per app start. Resolves once the language's texts (both namespaces) and the English
 * fallback are in, so the first render never shows a key; English is bundled, the rest arrive as chunks.
 * Changing the language later loads the new one first and switches when it is in (i18next's own order).
 */
export async function createI18n(lng: string): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance
    .use(dictionaryChunks)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: FALLBACK_LANGUAGE,
      ns: [...INITIAL_NAMESPACES],
      defaultNS: 'translation',
      // Views of later pages read `pages`; a shell text they share (nav.home, notices.close) is found in `translation`.
      fallbackNS: 'translation',
      resources: bundledDictionaries,
      // The bundled English `translation` is only part of the texts: the backend loads the rest.
      partialBundledLanguages: true,
      // A missing chunk (offline, not yet cached) is retried twice, 250 then 500 ms, before English stands in.
      maxRetries: 2,
      retryTimeout: 250,
      interpolation: { escapeValue: false },
      returnObjects: true,
    });
  return instance;
}
