import { mayWriteFunctionalCookies, type CookiesAgreeType } from './consent';

/**
 * The client storage keys (spec §7) and the one storage port.
 *
 * Every key lives in one medium: a cookie (sent to the server, which reads lng, tzo, app_theme, … for the
 * first HTML byte), local storage (spec §3: "local storage also holds … age-restriction flags") or session
 * storage (the age acceptance in session mode). The adapter reads the medium from this catalogue.
 *
 * Consent: the functional cookies of spec §6 (window width, left/right section visibility) and the font size (a
 * comfort preference, like the hidden columns) need functional agreement; the other keys are needed for the page
 * to work as asked (language, time zone, view, theme, the consent answer itself, sign-in) and count as necessary.
 */
export type StorageMedium = 'cookie' | 'local' | 'session';
export type ConsentClass = 'necessary' | 'functional';

export interface StorageKeyInfo {
  readonly medium: StorageMedium;
  /** Cookie lifetime; null → until the browser session ends (cookies) or no expiry (local storage). */
  readonly maxAgeSeconds: number | null;
  readonly consent: ConsentClass;
  /** Which part of the product writes it. */
  readonly owner: 'settings' | 'auth';
  /** Named in spec §7 (else our name: the spec says settings storage names are "not shown"). */
  readonly fromSpec: boolean;
  readonly description: string;
}

/** Spec §9: cookie max age default 86400 s, for cookies with no lifetime of their own. */
export const COOKIE_MAX_AGE_SECONDS = 86_400;
/**
 * A visitor's choices (language, time, view, theme, columns, the consent answer) are kept a year: the site's
 * cookie policy (information/cookies) says so, and the site-config model already keeps lng that long.
 */
export const PREFERENCE_MAX_AGE_SECONDS = 365 * 86_400;

const YEAR = PREFERENCE_MAX_AGE_SECONDS;
const cookie = (consent: ConsentClass, description: string, fromSpec = true, maxAgeSeconds: number | null = YEAR, owner: 'settings' | 'auth' = 'settings'): StorageKeyInfo => ({
  medium: 'cookie',
  maxAgeSeconds,
  consent,
  owner,
  fromSpec,
  description,
});

export const STORAGE_KEYS = {
  lng: cookie('necessary', 'language (two letters)'),
  tzo: cookie('necessary', 'time-zone offset in hours'),
  is12h: cookie('necessary', '12-hour clock chosen: 1 or 0'),
  app_view_type: cookie('necessary', 'app view type: 0 European, 1 Asian'),
  hide_left: cookie('functional', 'left section hidden: 1 or 0'),
  hide_right: cookie('functional', 'right section hidden: 1 or 0'),
  cookies_agree_type: cookie('necessary', 'cookie consent 0–4'),
  isChampsGroupedByCountry: cookie('necessary', 'championships grouped by country: 1 or 0'),
  user_token: cookie('necessary', 'the user token (auth sets its max age from the token expiry)', true, null, 'auth'),
  ua: cookie('necessary', 'signed-in marker (auth)', true, COOKIE_MAX_AGE_SECONDS, 'auth'),
  payment_consultant: cookie('necessary', 'came with ?payment_consultant=1', true, COOKIE_MAX_AGE_SECONDS),
  window_width: cookie('functional', 'window width in px (spec §6 "window width cookie")', false, COOKIE_MAX_AGE_SECONDS),
  app_theme: cookie('necessary', 'theme: 0 light, 1 dark', false),
  app_font_size: cookie('functional', 'font size in percent of 14 px', false),
  settings: { medium: 'local', maxAgeSeconds: null, consent: 'necessary', owner: 'settings', fromSpec: false, description: 'the other global settings as JSON' },
  age_accepted_at: { medium: 'local', maxAgeSeconds: null, consent: 'necessary', owner: 'settings', fromSpec: false, description: 'age notice accepted at (ms since the epoch); valid 3 days' },
  age_accepted: cookie('necessary', 'age notice accepted: 1 (3 days or the session)', false, 259_200),
  age_accepted_session: { medium: 'session', maxAgeSeconds: null, consent: 'necessary', owner: 'settings', fromSpec: false, description: 'age notice accepted for this browser session: 1' },
} as const satisfies Record<string, StorageKeyInfo>;

export type StorageKey = keyof typeof STORAGE_KEYS;
export const STORAGE_KEY_NAMES = Object.keys(STORAGE_KEYS) as readonly StorageKey[];
/** Keys that need functional consent. */
export const FUNCTIONAL_KEYS: readonly StorageKey[] = STORAGE_KEY_NAMES.filter((key) => STORAGE_KEYS[key].consent === 'functional');

export function isStorageKey(key: string): key is StorageKey {
  return Object.hasOwn(STORAGE_KEYS, key);
}

/** Where a key lives; unknown names are cookies. */
export function storageMediumOf(key: string): StorageMedium {
  return isStorageKey(key) ? STORAGE_KEYS[key].medium : 'cookie';
}

export function needsFunctionalConsent(key: StorageKey): boolean {
  return STORAGE_KEYS[key].consent === 'functional';
}

/** A key may be written under this consent. Removing is always allowed. */
export function mayWriteKey(key: StorageKey, consent: CookiesAgreeType): boolean {
  return !needsFunctionalConsent(key) || mayWriteFunctionalCookies(consent);
}

/**
 * The one storage port. The browser adapter keeps cookies (path=/, samesite=lax, max-age) and the local and
 * session keys by the catalogue's medium; tests use `memorySettingsStorage` from `@betting/settings/testing`.
 * An adapter never throws: an unreadable value reads as undefined, a failed write is dropped.
 */
export interface SettingsStorage {
  read(key: StorageKey): string | undefined;
  /** maxAgeSeconds null: a session cookie (cookies) / no expiry (local and session storage). */
  write(key: StorageKey, value: string, maxAgeSeconds: number | null): void;
  remove(key: StorageKey): void;
}

export type StorageOp =
  | { readonly kind: 'write'; readonly key: StorageKey; readonly value: string; readonly maxAgeSeconds: number | null }
  | { readonly kind: 'remove'; readonly key: StorageKey };

/** A write with the key's catalogue max age. */
export function writeOp(key: StorageKey, value: string): StorageOp {
  return { kind: 'write', key, value, maxAgeSeconds: STORAGE_KEYS[key].maxAgeSeconds };
}

export function removeOp(key: StorageKey): StorageOp {
  return { kind: 'remove', key };
}

export interface AppliedOps {
  readonly applied: readonly StorageOp[];
  /** Writes refused for want of functional consent. */
  readonly refused: readonly StorageOp[];
}

/** Runs the ops in order on the port, refusing consent-gated writes the consent does not allow. */
export function applyStorageOps(storage: SettingsStorage, ops: readonly StorageOp[], consent: CookiesAgreeType): AppliedOps {
  const applied: StorageOp[] = [];
  const refused: StorageOp[] = [];
  for (const op of ops) {
    if (op.kind === 'remove') {
      storage.remove(op.key);
      applied.push(op);
    } else if (mayWriteKey(op.key, consent)) {
      storage.write(op.key, op.value, op.maxAgeSeconds);
      applied.push(op);
    } else {
      refused.push(op);
    }
  }
  return { applied, refused };
}

/** A storage that refuses consent-gated writes while `consent()` does not allow them (write → false). */
export interface GatedSettingsStorage extends SettingsStorage {
  write(key: StorageKey, value: string, maxAgeSeconds: number | null): boolean;
}

/** Wraps a port for code outside the settings model (e.g. a layout writing hide_left itself). */
export function consentGatedStorage(storage: SettingsStorage, consent: () => CookiesAgreeType): GatedSettingsStorage {
  return {
    read: (key) => storage.read(key),
    remove: (key) => storage.remove(key),
    write: (key, value, maxAgeSeconds) => applyStorageOps(storage, [{ kind: 'write', key, value, maxAgeSeconds }], consent()).applied.length === 1,
  };
}

/** Reads a key, turning an adapter that throws after all into "absent". */
export function safeRead(storage: Pick<SettingsStorage, 'read'>, key: StorageKey): string | undefined {
  try {
    const value = storage.read(key);
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Spec §5: the payment_consultant query value 1 is stored in a cookie. */
export const PAYMENT_CONSULTANT_QUERY = 'payment_consultant';

/** The cookie write for a page query (`?a=b` or `a=b`), if it carries payment_consultant=1. */
export function paymentConsultantOps(search: string): readonly StorageOp[] {
  const value = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get(PAYMENT_CONSULTANT_QUERY);
  return value === '1' ? [writeOp('payment_consultant', '1')] : [];
}
