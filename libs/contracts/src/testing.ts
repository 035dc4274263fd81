import fc from 'fast-check';
import { DEFAULT_BETTING_CONFIG } from './config/betting-config';
import type { ConfigAllResponse, LanguageConfig, RoutingConfigJson, SiteConfig } from './config/site-config';

export const arbLanguageCode: fc.Arbitrary<string> = fc.stringMatching(/^[a-z]{2}$/);

export function languageFixture(code: string, overrides: Partial<LanguageConfig> = {}): LanguageConfig {
  return { id: code.charCodeAt(0) * 100 + code.charCodeAt(1), code, name: code.toUpperCase(), nativeName: code, hiddenForGuests: false, ...overrides };
}

export function siteConfigFixture(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return {
    group_id: 1,
    companyName: 'Test Bet',
    lng: 'en',
    apiPath: '/web-api',
    ref_id: 1,
    pwa: { enabled: false, themeColor: '#0f1720' },
    brandBook: [],
    defaultBettingView: 0,
    marketsNameType: 'short',
    registrationEnabled: true,
    showCookiePopup: false,
    supportChat: null,
    idleLogoffMinutes: null,
    registrationReminder: null,
    responsibleGamingAgreementRequired: false,
    depositLimitSectionLock: false,
    snowOnHome: false,
    betting: DEFAULT_BETTING_CONFIG,
    ...overrides,
  };
}

export function routingConfigFixture(overrides: Partial<RoutingConfigJson> = {}): RoutingConfigJson {
  return {
    flags: {
      registrationEnabled: true,
      statisticsEnabled: true,
      identificationEnabled: false,
      confirmTermsEnabled: false,
      promoBonusToOffer: false,
      thirdPartyHasFirstDepositRedirect: false,
      useRechargeModal: false,
      paymentOnlyForAuthorized: false,
      isProduction: false,
    },
    availableRoutes: [72, 47],
    notFoundFragments: [],
    afterSignInRedirects: {},
    mobileHost: null,
    ...overrides,
  };
}

export function configAllFixture(overrides: Partial<ConfigAllResponse> = {}): ConfigAllResponse {
  return { languages: [languageFixture('en'), languageFixture('ru')], siteConfig: siteConfigFixture(), routing: routingConfigFixture(), ...overrides };
}
