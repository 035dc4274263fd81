import type { BootstrapData } from './bootstrap';

/**
 * The browser's side of the bootstrap data, without zod: every page reads it before anything else runs, and zod stays
 * out of the first JavaScript. It accepts exactly what `BootstrapDataSchema` accepts (a property test holds the two
 * together); the server writes the element through the schema (`bootstrapJson`).
 */

export const BOOTSTRAP_ELEMENT_ID = 'bootstrap-data';
export const DEFAULT_BOOTSTRAP_DATA: BootstrapData = { showsCookiePopup: false, hasSession: false, countryCode: null, termsChanged: false, banLevel: 0, banVersion: 0 };

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** The fields of the contract, unknown keys left out (as the schema's parse does); undefined when one breaks it. */
function bootstrapDataOf(value: unknown): BootstrapData | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const { showsCookiePopup, hasSession, countryCode, termsChanged, banLevel, banVersion } = value as Record<string, unknown>;
  if (typeof showsCookiePopup !== 'boolean' || typeof hasSession !== 'boolean' || typeof termsChanged !== 'boolean') return undefined;
  if (countryCode !== null && !(typeof countryCode === 'string' && /^[A-Z]{2}$/.test(countryCode))) return undefined;
  if (!isCount(banLevel) || !isCount(banVersion)) return undefined;
  return { showsCookiePopup, hasSession, countryCode, termsChanged, banLevel, banVersion };
}

/** Parses the element's text; anything unreadable gives the defaults (the page still works, as a guest). */
export function parseBootstrapJson(text: string | null | undefined): BootstrapData {
  if (!text) return DEFAULT_BOOTSTRAP_DATA;
  try {
    return bootstrapDataOf(JSON.parse(text)) ?? DEFAULT_BOOTSTRAP_DATA;
  } catch {
    return DEFAULT_BOOTSTRAP_DATA;
  }
}
