/** One cookie of this document, decoded; undefined when absent. */
export function readCookie(name: string): string | undefined {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(name.length + 1));
}

export interface CookieLifetime {
  /** When the cookie expires (ms since the epoch). */
  readonly expiresAtMs: number;
  /** The clock's time now, for `max-age`. */
  readonly nowMs: number;
}

/** The `document.cookie` text of one write: URI-encoded value, path=/, expires and max-age, SameSite=Lax, Secure on https. */
export function cookieText(name: string, value: string, lifetime: CookieLifetime, secure: boolean): string {
  const maxAgeSeconds = Math.max(0, Math.round((lifetime.expiresAtMs - lifetime.nowMs) / 1000));
  const expires = new Date(lifetime.expiresAtMs).toUTCString();
  return `${name}=${encodeURIComponent(value)}; path=/; expires=${expires}; max-age=${maxAgeSeconds}; samesite=lax${secure ? '; secure' : ''}`;
}

/** Sets a cookie of this document for the whole site. Never throws: a browser that refuses cookies drops the write. */
export function writeCookie(name: string, value: string, lifetime: CookieLifetime): void {
  try {
    document.cookie = cookieText(name, value, lifetime, window.location.protocol === 'https:');
  } catch {
    // Cookies disabled or refused: the caller's state lives only as long as the page.
  }
}
