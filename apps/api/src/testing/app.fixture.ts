import { fixedClock } from '@betting/kernel';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openPglite } from '../db/pglite';
import { seed } from '../db/seeds';

/** The page template as Vite writes it, reduced to what the server fills in. */
export const TEMPLATE = '<!doctype html><html lang="en"><head><title>Site</title></head><body><div id="root"></div></body></html>';

/** A seeded in-memory site: one per test file (PGlite takes about a second to start). */
export async function seededApp(options: Partial<AppOptions> = {}): Promise<{ app: FastifyInstance; db: Database; close: () => Promise<void> }> {
  const db = await openPglite();
  await migrate(db);
  await seed(db);
  const app = await buildApp({ db, clock: fixedClock(Date.UTC(2026, 10, 22)), template: TEMPLATE, ...options });
  return { app, db, close: async () => { await app.close(); await db.close(); } };
}
