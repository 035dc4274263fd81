export const FALLBACK_LANGUAGE = 'en';

const LANGUAGE_SEGMENT = /^[a-z]{2}$/i;

/** True when a path segment has the shape of a language prefix (two letters). */
export function isLanguageSegment(segment: string): boolean {
  return LANGUAGE_SEGMENT.test(segment);
}

export interface LanguageAvailability {
  readonly code: string;
  readonly hiddenForGuests: boolean;
}

/** Languages hidden for guests are offered only when the visitor has the `ua` cookie. */
export function visibleLanguageCodes(languages: readonly LanguageAvailability[], hasUaCookie: boolean): string[] {
  return languages.filter((language) => hasUaCookie || !language.hiddenForGuests).map((language) => language.code);
}

/** Language tags of an Accept-Language header, best first (q-values honoured, q=0 dropped, order kept on ties). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { tag: tag.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

export interface LanguageChoiceInput {
  /** Value of the `lng` cookie, if any. */
  readonly cookieLanguage: string | undefined;
  /** The browser's Accept-Language header, if any. */
  readonly acceptLanguage: string | undefined;
  /** The site config's default language. */
  readonly configDefault: string | undefined;
  /** Codes the visitor may use (already filtered with {@link visibleLanguageCodes}). */
  readonly available: readonly string[];
}

/**
 * The user's language: the `lng` cookie, then Accept-Language, then the site default, then `en`.
 * Only languages in the available list count; when even `en` is not offered, the first offered language
 * is used, so that a redirect never lands on a language that would be redirected again.
 */
export function chooseLanguage(input: LanguageChoiceInput): string {
  const available = new Set(input.available);
  const fromAcceptLanguage = acceptedLanguages(input.acceptLanguage)
    .map((tag) => tag.slice(0, 2))
    .find((code) => available.has(code));
  const candidates = [input.cookieLanguage?.toLowerCase(), fromAcceptLanguage, input.configDefault, FALLBACK_LANGUAGE];
  return candidates.find((code): code is string => code !== undefined && available.has(code)) ?? input.available[0] ?? FALLBACK_LANGUAGE;
}
