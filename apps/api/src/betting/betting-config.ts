import { BETTING_CONFIG_SETTING_KEY, bettingConfigOf, type BettingConfig } from '@betting/contracts';
import type { SettingOverrides } from '../config/site-config.repository';
import type { Queryable } from '../db/database';

/**
 * The operator's betting settings now: the site setting `betting` (migration 0035; the test-control API's scoped
 * overrides on top, non-production only). Read on every placement, so a change needs no deploy; a missing or
 * malformed value falls back to `DEFAULT_BETTING_CONFIG`, the same fallback the site config serves the page.
 */
export async function readBettingConfig(db: Queryable, overrides: SettingOverrides = {}): Promise<BettingConfig> {
  if (Object.hasOwn(overrides, BETTING_CONFIG_SETTING_KEY)) return bettingConfigOf(overrides[BETTING_CONFIG_SETTING_KEY]);
  const [row] = await db.query<{ value: unknown }>('select value from site_settings where key = $1', [BETTING_CONFIG_SETTING_KEY], 'betting_config');
  return bettingConfigOf(row?.value);
}
