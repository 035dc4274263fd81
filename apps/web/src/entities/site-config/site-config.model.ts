import { ConfigAllPath, type ConfigAllResponse } from '@betting/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { fetchJson, isInvalidData, withRetries, type FetchJsonError } from '../../shared/api/fetch-json';

/** The config's contract, in a chunk of its own (zod is not part of the first JavaScript). */
const configSchema = () => import('../../shared/api/first-load-schemas').then((schemas) => schemas.ConfigAllResponseSchema);

/** Site config load: retried 5 times 1 s apart (spec §9), except when the answer breaks the contract. */
export const CONFIG_RETRIES = { times: 5, delayMs: 1000 } as const;

/** The config's store sid: a server-rendered page's scope starts with the config it was rendered with. */
export const SITE_CONFIG_SID = 'site-config.$config';

export function createSiteConfigModel() {
  /** One request for the config in a language (replace it in tests with `fork({ handlers })`). */
  const fetchConfigFx = createEffect(({ lang }: { lang: string }) => fetchJson(`${ConfigAllPath}?lang=${encodeURIComponent(lang)}`, configSchema));
  const loadConfigFx = createEffect<{ lang: string }, ConfigAllResponse, FetchJsonError>((params) =>
    withRetries(() => fetchConfigFx(params), { ...CONFIG_RETRIES, retryIf: (error) => !isInvalidData(error) }),
  );

  const $config = createStore<ConfigAllResponse | null>(null, { sid: SITE_CONFIG_SID }).on(loadConfigFx.doneData, (_, config) => config);
  const $error = createStore<FetchJsonError | null>(null)
    .on(loadConfigFx.failData, (_, error) => error)
    .reset(loadConfigFx.done);
  const $failed = $error.map((error) => error !== null);

  /** The language of the page now shown (the path's first segment). */
  const languageChanged = createEvent<string>();
  const $language = createStore<string | null>(null).on(languageChanged, (_, lng) => lng);
  const $requestedLanguage = createStore<string | null>(null).on(loadConfigFx, (_, { lang }) => lang);

  /** Remembered so that the next visit to `/` opens in the same language. */
  const saveLanguageFx = createEffect((lng: string) => {
    document.cookie = `lng=${encodeURIComponent(lng)}; path=/; max-age=31536000; samesite=lax`;
  });

  sample({
    clock: languageChanged,
    source: $requestedLanguage,
    filter: (requested, lng) => requested !== lng,
    fn: (_, lng) => ({ lang: lng }),
    target: loadConfigFx,
  });
  sample({ clock: $language.updates, filter: (lng): lng is string => lng !== null, target: saveLanguageFx });

  return { languageChanged, $language, $config, $failed, $error, __: { fetchConfigFx, loadConfigFx, saveLanguageFx } };
}

export type SiteConfigModel = ReturnType<typeof createSiteConfigModel>;
