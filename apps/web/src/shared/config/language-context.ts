import type { ConfigAllResponse } from '@betting/contracts';
import { visibleLanguageCodes, type LanguageChoiceInput } from '@betting/routing';

function cookie(name: string): string | undefined {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(name.length + 1));
}

/** What the routing library needs to choose a language, read from this browser. */
export function browserLanguageContext(config: ConfigAllResponse): LanguageChoiceInput {
  return {
    cookieLanguage: cookie('lng'),
    acceptLanguage: navigator.languages.join(','),
    configDefault: config.siteConfig.lng,
    available: visibleLanguageCodes(config.languages, cookie('ua') !== undefined),
  };
}
