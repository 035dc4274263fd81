import type { RumReport } from '@betting/contracts';
import type { Database } from '../db/database';

/** Keeps a page view's metrics, all or none. */
export async function insertWebVitals(db: Database, { path, version, metrics }: RumReport): Promise<void> {
  await db.transaction(async (tx) => {
    for (const metric of metrics) {
      await tx.query('insert into web_vitals (path, version, name, value, rating) values ($1, $2, $3, $4, $5)', [path, version, metric.name, metric.value, metric.rating]);
    }
  });
}
