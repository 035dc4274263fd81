export const FALLBACK_LANGUAGE = 'en';

function isAsciiLetter(code: number): boolean {
  const lower = code | 0x20;
  return lower >= 0x61 && lower <= 0x7a;
}

/** True when a path segment has the shape of a language prefix (two ASCII letters, either case). */
export function isLanguageSegment(segment: string): boolean {
  // Char codes rather than /^[a-z]{2}$/i: this runs more than once on every navigation.
  return segment.length === 2 && isAsciiLetter(segment.charCodeAt(0)) && isAsciiLetter(segment.charCodeAt(1));
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

/** A language input's answers, kept with a copy of the fields they were computed from. */
interface LanguageAnswers {
  readonly input: LanguageChoiceInput;
  /** {@link chooseLanguage} of the input. */
  readonly chosen: string;
  readonly availableSet: ReadonlySet<string>;
}

// A context's language input does not change between navigations, while parsing its Accept-Language header
// for each one was a good part of a decision's cost.
const answersByInput = new WeakMap<LanguageChoiceInput, LanguageAnswers>();

function sameInput(a: LanguageChoiceInput, b: LanguageChoiceInput): boolean {
  if (a.cookieLanguage !== b.cookieLanguage || a.acceptLanguage !== b.acceptLanguage || a.configDefault !== b.configDefault) return false;
  if (a.available.length !== b.available.length) return false;
  for (let index = 0; index < a.available.length; index++) if (a.available[index] !== b.available[index]) return false;
  return true;
}

/**
 * {@link chooseLanguage} and the available codes as a set, computed once per input object; the input is
 * compared with a copy on each use, so that one edited in place is never answered from stale values.
 */
export function languageAnswers(input: LanguageChoiceInput): Pick<LanguageAnswers, 'chosen' | 'availableSet'> {
  const cached = answersByInput.get(input);
  if (cached && sameInput(cached.input, input)) return cached;
  const { cookieLanguage, acceptLanguage, configDefault, available } = input;
  const answers = { input: { cookieLanguage, acceptLanguage, configDefault, available: [...available] }, chosen: chooseLanguage(input), availableSet: new Set(available) };
  answersByInput.set(input, answers);
  return answers;
}
