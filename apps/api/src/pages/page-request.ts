import type { SettingOverrides } from '../config/site-config.repository';
import { COUNTRY_CODE_HEADER, COUNTRY_ID_HEADER } from '../remote-apps';

/**
 * Everything a page is made from that comes with the request: the answer reads nothing else of it, so two requests
 * alike in these get the same page (guest-pages.cache.ts relies on it).
 */
export interface PageRequest {
  /** Path and query, normalised (`/en/news?page=2`). */
  readonly url: string;
  /** The origin the request came to (seo/origin.ts), or undefined when its Host is not a host name. */
  readonly origin: string | undefined;
  readonly cookies: Readonly<Record<string, string | undefined>>;
  readonly headers: {
    readonly 'accept-language'?: string | undefined;
    readonly [COUNTRY_CODE_HEADER]?: string | string[] | undefined;
    readonly [COUNTRY_ID_HEADER]?: string | string[] | undefined;
  };
  /** The test scope's settings overrides (`{}` in production). */
  readonly overrides: SettingOverrides;
}

export type PageAnswer = (
  | { readonly kind: 'redirect'; readonly status: number; readonly location: string }
  | { readonly kind: 'html'; readonly status: number; readonly html: string }
) & {
  /** Something failed on the way (a service, an app, the SEO) and the page was answered without it. */
  readonly degraded: boolean;
  /** Made from data that moves by the second (odds in a first view): never kept for the next visitor. */
  readonly live?: boolean;
};
