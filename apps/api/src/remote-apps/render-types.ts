import type { LanguageConfig, RemoteAppErrorCode, RemoteAppResponse, SiteConfig } from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import type { Queryable } from '../db/database';
import type { PagePath } from './page-path';

/** What an app needs besides the page's path: all of it comes from the request and the database, nothing global. */
export interface RenderEnv {
  readonly db: Queryable;
  readonly clock: Clock;
  /** Active languages, in order. */
  readonly languages: readonly LanguageConfig[];
  /** The site config with texts in the page's language. */
  readonly siteConfig: SiteConfig;
  /** The visitor's country id (for the policy logo), when the edge told us; else the footer config's default applies. */
  readonly countryId: number | undefined;
  /** The visitor has the `ua` cookie: languages hidden for guests are offered too. */
  readonly hasUaCookie: boolean;
  /**
   * The page's title and SEO head tags (the SEO module); without it the title is `{page title} · {companyName}`
   * and `head` stays empty.
   */
  readonly seo?: (page: { readonly fullPath: string; readonly status: number }) => Promise<{ readonly title: string; readonly head: string }>;
  readonly warn?: (message: string) => void;
}

export interface RenderRequest {
  readonly page: PagePath;
  /** The full path as asked (`/en/information/about?x=1`). */
  readonly fullPath: string;
  /** POST `{ components }`: only these parts; undefined renders the whole app. */
  readonly components?: readonly string[];
}

export type RenderOutcome =
  | {
      readonly kind: 'ok';
      readonly response: RemoteAppResponse;
      /** The HTTP status the page that shows this app answers with (404 and 500 for the technical pages). */
      readonly pageStatus: number;
    }
  | { readonly kind: 'error'; readonly status: 400 | 404 | 500; readonly code: RemoteAppErrorCode; readonly message: string };

/** An app's parts by name, in the order a whole render shows them. */
export type Components = ReadonlyArray<readonly [name: string, html: () => string]>;
