import type { Queryable } from '../database';

/**
 * Whether the responsible-gaming page locks a whole deposit-limit section while any of its fields is disabled (spec §4,
 * site config `depositLimitSectionLock`). Off by default; operators turn it on in `site_settings`, journeys per test
 * scope through the test-control API (`PUT /__test/settings/deposit_limit_section_lock`).
 */
export const depositLimitSectionLockSeed = {
  id: '0014_deposit_limit_section_lock',
  async run(tx: Queryable) {
    await tx.query("insert into site_settings (key, value) values ('deposit_limit_section_lock', 'false') on conflict (key) do nothing");
  },
};
