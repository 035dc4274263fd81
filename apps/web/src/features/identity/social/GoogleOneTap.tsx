import { DEFAULT_CURRENCY } from '@betting/kernel';
import { refCodeForRegistration } from '@betting/referral';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { readBootstrapData } from '../../../shared/bootstrap/bootstrap-data';
import { browserReferralCookies } from '../../../shared/referral';
import { defaultCountry, phoneCountries } from '../phone/phone-countries';
import { fetchOneTapClientId, loadScript, oneTapForm, postOneTapCredential, startGoogleOneTap, type GsiApi } from './google-one-tap';
import { readSocialFragment } from './social-fragment';
import { socialLandingReceived } from './social-landing';
import { socialNetworks } from './social-networks';

declare global {
  interface Window {
    google?: { accounts?: { id?: GsiApi } };
  }
}

/** The visitor's country id for a registration by one-tap; none when the phone countries list is unavailable. */
async function visitorCountryId(): Promise<number | undefined> {
  try {
    return defaultCountry(await phoneCountries(), readBootstrapData().countryCode)?.id;
  } catch {
    return undefined;
  }
}

/**
 * Where the one-tap answer sends the browser: a page load, except when only the fragment differs from the page the
 * visitor is on (a second step or a registration to finish), which a navigation would not reload.
 */
function follow(redirectUrl: string): void {
  const target = new URL(redirectUrl, window.location.origin);
  const reading = readSocialFragment(target.hash);
  if (reading && target.pathname === window.location.pathname && target.search === window.location.search) {
    socialLandingReceived(reading.landing);
    return;
  }
  window.location.assign(target.href);
}

/**
 * Google one-tap for guests when the API has a `google` provider (spec §7). Renders nothing: Google draws its own
 * prompt. Its script is fetched only here, and a failure is logged and goes no further.
 */
export function GoogleOneTap() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    let stop: (() => void) | undefined;
    let alive = true;
    void socialNetworks().then(async (networks) => {
      if (!alive || !networks.includes('google')) return;
      const started = await startGoogleOneTap({
        clientId: fetchOneTapClientId,
        loadScript: (src) => (window.google?.accounts?.id ? Promise.resolve() : loadScript<HTMLScriptElement>(document, src)),
        gsi: () => window.google?.accounts?.id,
        submit: async (credential) => {
          const countryId = await visitorCountryId();
          const refCode = refCodeForRegistration(browserReferralCookies().read()) ?? null;
          const returnTo = `${window.location.pathname}${window.location.search}`;
          return postOneTapCredential(oneTapForm(credential, { language, currency: DEFAULT_CURRENCY, countryId, refCode, returnTo }));
        },
        follow,
        logError: (message, error) => console.error(message, error),
      });
      if (started.status === 'prompted') {
        if (alive) stop = started.stop;
        else started.stop();
      }
    });
    return () => {
      alive = false;
      stop?.();
    };
  }, [language]);
  return null;
}
