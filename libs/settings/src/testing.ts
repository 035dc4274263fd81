import type { Clock } from '@betting/kernel';
import { ANALYTICS_COUNTER_TYPES, analyticsCounterScriptPath, type AnalyticsCounter } from '@betting/contracts';
import fc from 'fast-check';
import { APP_FONT_SIZE } from './rules/appearance';
import { ALLOWED_COEF_VIEW_IDS, type AppViewType } from './rules/coef-view';
import { COOKIES_AGREE_TYPES, type CookiesAgreeType } from './rules/consent';
import { parseGlobalSettings, type GlobalSettings } from './rules/global-settings';
import { STORAGE_KEY_NAMES, STORAGE_KEYS, type SettingsStorage, type StorageKey } from './rules/storage';

// ---------------------------------------------------------------- arbitraries

export const arbCookiesAgreeType: fc.Arbitrary<CookiesAgreeType> = fc.constantFrom(...COOKIES_AGREE_TYPES);
export const arbAppViewType: fc.Arbitrary<AppViewType> = fc.constantFrom(0, 1);
/** Any integer a stored or configured coefficient view might hold, allowed or not. */
export const arbCoefViewCandidate: fc.Arbitrary<number> = fc.oneof(fc.constantFrom(...ALLOWED_COEF_VIEW_IDS), fc.integer({ min: -2, max: 20 }));
/** A time-zone offset that is valid: quarter hours from −12 to +14. */
export const arbTimeZoneOffset: fc.Arbitrary<number> = fc.integer({ min: -48, max: 56 }).map((quarters) => quarters / 4);
export const arbStorageKey: fc.Arbitrary<StorageKey> = fc.constantFrom(...STORAGE_KEY_NAMES);

/** Values a hostile or broken storage may hold: garbage text, numbers as text, JSON of the wrong shape. */
export const arbStoredText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.integer({ min: -1000, max: 100_000 }).map(String),
  fc.constantFrom('', '0', '1', '2', '4', 'true', 'false', 'null', 'NaN', '{}', '[]', '{"appTheme":7}', '3.25', '-5.5', 'RU', 'en', '1e3', ' 1 '),
  fc.jsonValue().map((value) => JSON.stringify(value)),
);

/** Anything at all, as a settings patch or parsed blob might be. */
export const arbJunkSettings: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything(),
  fc.dictionary(fc.constantFrom('appTheme', 'appFontSize', 'appViewType', 'coefViewId', 'timeZone', 'language', 'isShowGameId', 'windowSize', 'marketsNameType', 'is12h'), fc.anything()),
);

/** Valid global settings. */
export const arbGlobalSettings: fc.Arbitrary<GlobalSettings> = fc
  .record({
    appFontSize: fc.integer({ min: APP_FONT_SIZE.min, max: APP_FONT_SIZE.max }),
    appTheme: fc.constantFrom(0, 1),
    appViewType: arbAppViewType,
    coefViewId: fc.constantFrom(...ALLOWED_COEF_VIEW_IDS),
    language: fc.constantFrom('en', 'ru', 'de', 'uk'),
    timeZone: arbTimeZoneOffset,
    is12h: fc.boolean(),
    isShowGameId: fc.constantFrom(0, 1),
    leftSectionDisplayState: fc.constantFrom(0, 1),
    rightSectionDisplayState: fc.constantFrom(0, 1),
    marketsNameType: fc.constantFrom('short', 'full'),
    cookiesAgreeType: arbCookiesAgreeType,
    isGroupByCountry: fc.boolean(),
    windowSize: fc.option(fc.integer({ min: 320, max: 3840 }), { nil: null }),
  })
  .map(parseGlobalSettings);

/** A counter as the contract lets it through; ids from a small pool so lists repeat type and id. */
export const arbAnalyticsCounter: fc.Arbitrary<AnalyticsCounter> = fc
  .record({ type: fc.constantFrom(...ANALYTICS_COUNTER_TYPES), id: fc.constantFrom('A1', 'B2', 'GTM-X', '98765'), params: fc.dictionary(fc.constantFrom('layer', 'debug'), fc.oneof(fc.string({ maxLength: 8 }), fc.boolean())) })
  .map(({ type, id, params }) => ({ type, id, scriptUrl: analyticsCounterScriptPath(type), params }));

// ---------------------------------------------------------------- a storage for tests

export interface StorageLogEntry {
  readonly op: 'read' | 'write' | 'remove';
  readonly key: StorageKey;
  readonly value?: string;
  readonly maxAgeSeconds?: number | null;
}

export interface MemorySettingsStorage extends SettingsStorage {
  /** Every call, in order. */
  readonly log: StorageLogEntry[];
  /** What is stored now (expired cookies left out). */
  snapshot(): Partial<Record<StorageKey, string>>;
  /** The browser session ends: session cookies and session storage go, the rest stays. */
  endSession(): void;
  /** Puts a value as if written earlier (no log entry), e.g. a broken one. */
  seed(key: StorageKey, value: string, maxAgeSeconds?: number | null): void;
}

/**
 * Cookies, local and session storage in memory, as the catalogue places each key. With a clock, a cookie
 * expires `maxAgeSeconds` after it was written (as in a browser); without one cookies never expire.
 */
export function memorySettingsStorage({ clock, initial = {} }: { readonly clock?: Clock; readonly initial?: Partial<Record<StorageKey, string>> } = {}): MemorySettingsStorage {
  const values = new Map<StorageKey, { value: string; expiresAt: number | null; sessionOnly: boolean }>();
  const log: StorageLogEntry[] = [];
  const put = (key: StorageKey, value: string, maxAgeSeconds: number | null) => {
    const medium = STORAGE_KEYS[key].medium;
    const cookieAge = medium === 'cookie' ? maxAgeSeconds : null;
    if (cookieAge !== null && cookieAge <= 0) {
      values.delete(key);
      return;
    }
    values.set(key, {
      value,
      expiresAt: cookieAge !== null && clock ? clock.now() + cookieAge * 1000 : null,
      sessionOnly: medium === 'session' || (medium === 'cookie' && maxAgeSeconds === null),
    });
  };
  const current = (key: StorageKey) => {
    const entry = values.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt !== null && clock && clock.now() >= entry.expiresAt) {
      values.delete(key);
      return undefined;
    }
    return entry.value;
  };
  for (const [key, value] of Object.entries(initial) as [StorageKey, string][]) put(key, value, STORAGE_KEYS[key].maxAgeSeconds);
  return {
    log,
    read: (key) => {
      log.push({ op: 'read', key });
      return current(key);
    },
    write: (key, value, maxAgeSeconds) => {
      log.push({ op: 'write', key, value, maxAgeSeconds });
      put(key, value, maxAgeSeconds);
    },
    remove: (key) => {
      log.push({ op: 'remove', key });
      values.delete(key);
    },
    snapshot: () => {
      const result: Partial<Record<StorageKey, string>> = {};
      for (const key of [...values.keys()]) {
        const value = current(key);
        if (value !== undefined) result[key] = value;
      }
      return result;
    },
    endSession: () => {
      for (const [key, entry] of [...values.entries()]) if (entry.sessionOnly) values.delete(key);
    },
    seed: (key, value, maxAgeSeconds = STORAGE_KEYS[key].maxAgeSeconds) => put(key, value, maxAgeSeconds),
  };
}
