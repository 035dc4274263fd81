import type { ConfigAllResponse } from '@betting/contracts';
import type { RoutingConfig } from '@betting/routing';
import { createReadCache, type ReadCacheSettings } from '../cache/read-cache';
import type { Queryable } from '../db/database';
import { loadRoutingConfig } from '../navigation';
import { loadConfigAll, type BuildFlags } from './config-all';
import type { SettingOverrides } from './site-config.repository';

/** The site config as every request reads it: from memory, read again after a change or the time to live. */
export interface ConfigReads {
  /** As loadConfigAll. */
  configAll(lang: string | undefined, overrides: SettingOverrides): Promise<ConfigAllResponse>;
  /** As loadRoutingConfig. */
  routingConfig(overrides: SettingOverrides): Promise<RoutingConfig>;
  close(): void;
}

/** The key of a site config: the language it is read in and the test scope's overrides (only test-control builds have any). */
export function configKey(lang: string | undefined, overrides: SettingOverrides): string {
  return `${lang ?? ''}|${JSON.stringify(overrides)}`;
}

export function createConfigReads(db: Queryable, build: BuildFlags, settings: ReadCacheSettings): ConfigReads {
  const all = createReadCache<ConfigAllResponse>({ ...settings, channels: ['site_settings', 'languages', 'brand_book_variables'] });
  const routing = createReadCache<RoutingConfig>({ ...settings, channels: ['site_settings'] });
  return {
    configAll: (lang, overrides) => all.get(configKey(lang, overrides), () => loadConfigAll(db, lang, overrides, build)),
    routingConfig: (overrides) => routing.get(configKey(undefined, overrides), () => loadRoutingConfig(db, overrides, build)),
    close() {
      all.close();
      routing.close();
    },
  };
}
