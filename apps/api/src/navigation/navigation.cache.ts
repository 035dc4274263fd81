import type { MaintenanceConfig, RedirectLightResponse } from '@betting/contracts';
import { createReadCache, type ReadCacheSettings } from '../cache/read-cache';
import type { Queryable } from '../db/database';
import { listActiveBlockRules } from './blocks.repository';
import { readMaintenanceConfig } from './maintenance.repository';
import { listActiveRedirectRules, redirectLightFrom } from './redirects.repository';
import type { BlockRule } from './rules/blocks';
import type { RedirectRule } from './rules/redirects';

/** The navigation services' rows as every request reads them: from memory, read again after a change or the time to live. */
export interface NavigationReads {
  readonly redirectRules: () => Promise<readonly RedirectRule[]>;
  /** The redirects service's answer for a URL, kept per URL until the rules change (every page asks it). */
  readonly redirectLight: (url: string) => Promise<RedirectLightResponse>;
  readonly blockRules: () => Promise<readonly BlockRule[]>;
  readonly maintenanceConfig: () => Promise<MaintenanceConfig>;
  close(): void;
}

/** `onInvalid` hears of a rule skipped as unsafe, once per read of the table. */
export function createNavigationReads(db: Queryable, settings: ReadCacheSettings, onInvalid: (table: 'redirect_rules' | 'block_rules', id: number, problem: string) => void): NavigationReads {
  const redirects = createReadCache<readonly RedirectRule[]>({ ...settings, channels: ['redirect_rules'] });
  const answers = createReadCache<RedirectLightResponse>({ ...settings, channels: ['redirect_rules'] });
  const blocks = createReadCache<readonly BlockRule[]>({ ...settings, channels: ['block_rules'] });
  const maintenance = createReadCache<MaintenanceConfig>({ ...settings, channels: ['maintenance'] });
  const redirectRules = () => redirects.get('', () => listActiveRedirectRules(db, (id, problem) => onInvalid('redirect_rules', id, problem)));
  return {
    redirectRules,
    redirectLight: (url) => answers.get(url, () => redirectLightFrom(redirectRules, url)),
    blockRules: () => blocks.get('', () => listActiveBlockRules(db, (id, problem) => onInvalid('block_rules', id, problem))),
    maintenanceConfig: () => maintenance.get('', () => readMaintenanceConfig(db)),
    close() {
      redirects.close();
      answers.close();
      blocks.close();
      maintenance.close();
    },
  };
}
