import type { ConfigAllResponse } from '@betting/contracts';
import type { Queryable } from '../db/database';
import { loadRoutingConfigJson } from '../navigation';
import { loadSiteConfig, type SettingOverrides } from './site-config.repository';

export interface BuildFlags {
  readonly isProduction: boolean;
}

/** The body of `GET /bff-api/config/all.json`: languages, site config and its routing switches. */
export async function loadConfigAll(db: Queryable, lang: string | undefined, overrides: SettingOverrides, build: BuildFlags): Promise<ConfigAllResponse> {
  const [site, routing] = await Promise.all([loadSiteConfig(db, lang, overrides), loadRoutingConfigJson(db, overrides, build)]);
  return { ...site, routing };
}
