import { storageMediumOf, type SettingsStorage, type StorageKey } from '@betting/settings';

/** What the adapter touches; the defaults are this window's. Tests pass fakes. */
export interface BrowserStorageEnvironment {
  /** Holds `cookie` (document by default). */
  readonly cookies: { cookie: string };
  /** Local and session storage, read lazily: a browser with storage disabled throws on access. */
  readonly local: () => Storage | null;
  readonly session: () => Storage | null;
  /** Add `secure` to cookies (on https). */
  readonly secure: boolean;
}

function windowEnvironment(): BrowserStorageEnvironment {
  return {
    cookies: document,
    local: () => window.localStorage,
    session: () => window.sessionStorage,
    secure: window.location.protocol === 'https:',
  };
}

function readCookie(jar: { cookie: string }, name: string): string | undefined {
  for (const part of jar.cookie.split(';')) {
    const entry = part.trim();
    if (!entry.startsWith(`${name}=`)) continue;
    try {
      return decodeURIComponent(entry.slice(name.length + 1));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function cookieText(name: string, value: string, maxAgeSeconds: number | null, secure: boolean): string {
  const maxAge = maxAgeSeconds === null ? '' : `; max-age=${Math.max(0, Math.floor(maxAgeSeconds))}`;
  return `${name}=${encodeURIComponent(value)}; path=/${maxAge}; samesite=lax${secure ? '; secure' : ''}`;
}

/** Runs a storage access; a browser that refuses storage (private mode, quota, policy) reads as empty. */
function attempt<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch {
    return undefined;
  }
}

/**
 * The settings storage port over the browser: cookies (path=/, samesite=lax, max-age; a null max age makes a
 * session cookie), and local or session storage for the keys the catalogue places there. Never throws.
 * Consent is not checked here: the settings model's writer refuses gated keys before they reach this adapter.
 */
export function browserSettingsStorage(environment?: BrowserStorageEnvironment): SettingsStorage {
  let resolved = environment;
  const env = () => (resolved ??= windowEnvironment());
  const webStorage = (key: StorageKey) => attempt(() => (storageMediumOf(key) === 'local' ? env().local() : env().session())) ?? null;
  return {
    read(key) {
      if (storageMediumOf(key) === 'cookie') return attempt(() => readCookie(env().cookies, key));
      const value = attempt(() => webStorage(key)?.getItem(key));
      return typeof value === 'string' ? value : undefined;
    },
    write(key, value, maxAgeSeconds) {
      if (storageMediumOf(key) === 'cookie') {
        attempt(() => {
          env().cookies.cookie = cookieText(key, value, maxAgeSeconds, env().secure);
        });
      } else attempt(() => webStorage(key)?.setItem(key, value));
    },
    remove(key) {
      if (storageMediumOf(key) === 'cookie') {
        attempt(() => {
          env().cookies.cookie = cookieText(key, '', 0, env().secure);
        });
      } else attempt(() => webStorage(key)?.removeItem(key));
    },
  };
}
