import { ConfigAllPath, ConfigAllResponseSchema } from '@betting/contracts';
import { createJsonQuery, declareParams, isInvalidDataError, retry } from '@farfetched/core';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { zodContract } from '../../shared/api/zod-contract';

/** Site config load: retried 5 times 1 s apart (spec §9), except when the answer breaks the contract. */
export const CONFIG_RETRIES = { times: 5, delay: 1000 } as const;

export function createSiteConfigModel() {
  const configQuery = createJsonQuery({
    params: declareParams<{ lang: string }>(),
    request: { method: 'GET', url: ConfigAllPath, query: ({ lang }) => ({ lang }) },
    response: { contract: zodContract(ConfigAllResponseSchema) },
  });
  retry(configQuery, { ...CONFIG_RETRIES, filter: ({ error }) => !isInvalidDataError({ error }) });

  /** The language of the page now shown (the path's first segment). */
  const languageChanged = createEvent<string>();
  const $language = createStore<string | null>(null).on(languageChanged, (_, lng) => lng);
  const $requestedLanguage = createStore<string | null>(null).on(configQuery.start, (_, { lang }) => lang);

  /** Remembered so that the next visit to `/` opens in the same language. */
  const saveLanguageFx = createEffect((lng: string) => {
    document.cookie = `lng=${encodeURIComponent(lng)}; path=/; max-age=31536000; samesite=lax`;
  });

  sample({
    clock: languageChanged,
    source: $requestedLanguage,
    filter: (requested, lng) => requested !== lng,
    fn: (_, lng) => ({ lang: lng }),
    target: configQuery.start,
  });
  sample({ clock: $language.updates, filter: (lng): lng is string => lng !== null, target: saveLanguageFx });

  return {
    languageChanged,
    $language,
    $config: configQuery.$data,
    $failed: configQuery.$failed,
    $error: configQuery.$error,
    __: { configQuery, saveLanguageFx },
  };
}

export type SiteConfigModel = ReturnType<typeof createSiteConfigModel>;
