import { REFERRAL_COOKIE_NAMES, type ReferralCookieJar, type ReferralCookies, type ReferralCookieWrite } from '@betting/referral';

/** What the jar touches; the defaults are this window's. Tests pass fakes. */
export interface ReferralCookieEnvironment {
  /** Holds `cookie` (document by default). */
  readonly cookies: { cookie: string };
  /** Add `secure` (on https). */
  readonly secure: boolean;
}

/** The `document.cookie` text of one write: URI-encoded value, path=/, expires and max-age, SameSite=Lax, Secure on https. */
export function referralCookieText(write: ReferralCookieWrite, secure: boolean): string {
  const expires = new Date(write.expiresAt).toUTCString();
  return `${write.name}=${encodeURIComponent(write.value)}; path=/; expires=${expires}; max-age=${write.maxAgeSeconds}; samesite=lax${secure ? '; secure' : ''}`;
}

function readReferralCookies(jar: { cookie: string }): ReferralCookies {
  const found: Partial<Record<(typeof REFERRAL_COOKIE_NAMES)[number], string>> = {};
  for (const part of jar.cookie.split(';')) {
    const entry = part.trim();
    const name = REFERRAL_COOKIE_NAMES.find((candidate) => entry.startsWith(`${candidate}=`));
    if (name === undefined || found[name] !== undefined) continue;
    try {
      found[name] = decodeURIComponent(entry.slice(name.length + 1));
    } catch {
      // A value we did not encode (or a broken one) reads as absent.
    }
  }
  return found;
}

/**
 * The referral cookie jar over document.cookie. Never throws: a browser that refuses cookies reads as empty
 * and drops the writes. Referral cookies count as necessary (the referral programme's attribution), so no
 * consent check here; see libs/referral/README.md.
 */
export function browserReferralCookies(environment?: ReferralCookieEnvironment): ReferralCookieJar {
  let resolved = environment;
  const env = () => (resolved ??= { cookies: document, secure: window.location.protocol === 'https:' });
  return {
    read() {
      try {
        return readReferralCookies(env().cookies);
      } catch {
        return {};
      }
    },
    write(writes) {
      for (const write of writes) {
        try {
          env().cookies.cookie = referralCookieText(write, env().secure);
        } catch {
          // Cookies disabled or refused: the capture is best effort.
        }
      }
    },
  };
}
