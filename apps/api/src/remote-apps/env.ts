import type { ConfigAllResponse } from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import type { Queryable } from '../db/database';
import { seoHeadHtml } from './seo/head';
import { resolvePageSeo } from './seo/page-seo';
import type { RenderEnv } from './render-types';

/** The header the edge (geo-IP at the load balancer) sets to the visitor's country id; only trusted proxies reach us. */
export const COUNTRY_ID_HEADER = 'x-country-id';

/** The same edge's ISO 3166-1 alpha-2 country code (the 12-hour clock rule reads it). */
export const COUNTRY_CODE_HEADER = 'x-country-code';

export function countryCodeOf(value: string | string[] | undefined): string | null {
  return typeof value === 'string' && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : null;
}

export interface RequestFacts {
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly cookies: Readonly<Record<string, string | undefined>>;
}

export function countryIdOf(request: RequestFacts): number | undefined {
  const value = request.headers[COUNTRY_ID_HEADER];
  return typeof value === 'string' && /^[1-9]\d{0,3}$/.test(value) ? Number(value) : undefined;
}

/**
 * The environment a remote app renders in for one request. With `origin` the page apps also carry their SEO title
 * and head tags (absolute URLs on the origin the request came to).
 */
export function remoteAppEnv(
  deps: { readonly db: Queryable; readonly clock: Clock; readonly warn?: (message: string) => void },
  request: RequestFacts,
  config: ConfigAllResponse,
  origin: string | undefined,
): RenderEnv {
  const site = { languages: config.languages, siteConfig: config.siteConfig, mobileHost: config.routing.mobileHost };
  return {
    db: deps.db,
    clock: deps.clock,
    languages: config.languages,
    siteConfig: config.siteConfig,
    countryId: countryIdOf(request),
    hasUaCookie: request.cookies['ua'] !== undefined,
    ...(deps.warn ? { warn: deps.warn } : {}),
    ...(origin
      ? {
          seo: async ({ fullPath, status }: { fullPath: string; status: number }) => {
            const seo = await resolvePageSeo(deps.db, deps.clock, site, { fullPath, origin, status });
            return { title: seo.pageData.title, head: seoHeadHtml(seo) };
          },
        }
      : {}),
  };
}
