import type { Queryable } from '../database';

/** The agreement in force for the demo site: published before any demo account, so no one is asked to accept it again. */
export const termsSeed = {
  id: '0009_terms',
  async run(tx: Queryable) {
    await tx.query("insert into terms_versions (published_at, summary) values ('2026-01-01T00:00:00Z', $1) on conflict (published_at) do nothing", [
      'Betting rules, bonus terms and the responsible-gaming policy of the site.',
    ]);
  },
};
