/**
 * Cookie consent, the cookies_agree_type cookie (spec §3 cookiesAgreeType, §4, §6). Our values (the spec
 * does not give them):
 *   0 none        no answer yet (only strictly necessary cookies; the popup shows if the site has one)
 *   1 necessary   necessary only
 *   2 functional  necessary + functional (window width, left/right section visibility)
 *   3 marketing   necessary + marketing (analytics counters), no functional
 *   4 all         everything
 * When the site shows no cookie popup, consent is ALL automatically.
 */
export const COOKIES_AGREE_TYPE = { none: 0, necessary: 1, functional: 2, marketing: 3, all: 4 } as const;
export type CookiesAgreeType = (typeof COOKIES_AGREE_TYPE)[keyof typeof COOKIES_AGREE_TYPE];
export const COOKIES_AGREE_TYPES: readonly CookiesAgreeType[] = [0, 1, 2, 3, 4];

export function isCookiesAgreeType(value: unknown): value is CookiesAgreeType {
  return typeof value === 'number' && (COOKIES_AGREE_TYPES as readonly number[]).includes(value);
}

/** A cookie value "0".."4" → the type; anything else → undefined. */
export function readCookiesAgreeType(raw: string | null | undefined): CookiesAgreeType | undefined {
  if (raw === null || raw === undefined || !/^\d$/.test(raw.trim())) return undefined;
  const value = Number(raw.trim());
  return isCookiesAgreeType(value) ? value : undefined;
}

/** Functional cookies (window width, hide_left, hide_right) may be written. */
export function mayWriteFunctionalCookies(type: CookiesAgreeType): boolean {
  return type === COOKIES_AGREE_TYPE.functional || type === COOKIES_AGREE_TYPE.all;
}

/** Marketing counters may load. */
export function mayLoadMarketing(type: CookiesAgreeType): boolean {
  return type === COOKIES_AGREE_TYPE.marketing || type === COOKIES_AGREE_TYPE.all;
}

/** The consent in force at start: the stored answer, or ALL when the site shows no cookie popup. */
export function initialConsent({ stored, showsCookiePopup }: { readonly stored: CookiesAgreeType | undefined; readonly showsCookiePopup: boolean }): CookiesAgreeType {
  if (!showsCookiePopup) return COOKIES_AGREE_TYPE.all;
  return stored ?? COOKIES_AGREE_TYPE.none;
}

/** The cookie popup shows while the site has one and the visitor has not answered. */
export function isCookiePopupVisible({ showsCookiePopup, consent }: { readonly showsCookiePopup: boolean; readonly consent: CookiesAgreeType }): boolean {
  return showsCookiePopup && consent === COOKIES_AGREE_TYPE.none;
}

/** Spec §1, §9: marketing counters load 10000 ms after start, at once on registration routes. */
export const MARKETING_LOAD_DELAY_MS = 10_000;

/** When to load the marketing counters: null never (no consent), else the delay in ms. */
export function marketingLoadDelayMs({ consent, onRegistrationRoute }: { readonly consent: CookiesAgreeType; readonly onRegistrationRoute: boolean }): number | null {
  if (!mayLoadMarketing(consent)) return null;
  return onRegistrationRoute ? 0 : MARKETING_LOAD_DELAY_MS;
}

/** The classes a visitor can opt into in the cookie popup (necessary cookies are always on). */
export interface ConsentChoice {
  readonly functional: boolean;
  readonly marketing: boolean;
}

/** The popup's answer as the cookie's value: neither → necessary, one → that one, both → all. */
export function consentTypeOf({ functional, marketing }: ConsentChoice): CookiesAgreeType {
  if (functional && marketing) return COOKIES_AGREE_TYPE.all;
  if (functional) return COOKIES_AGREE_TYPE.functional;
  if (marketing) return COOKIES_AGREE_TYPE.marketing;
  return COOKIES_AGREE_TYPE.necessary;
}

/** What a stored answer allows, for the popup's checkboxes. */
export function consentChoiceOf(type: CookiesAgreeType): ConsentChoice {
  return { functional: mayWriteFunctionalCookies(type), marketing: mayLoadMarketing(type) };
}
