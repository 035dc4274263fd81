import { fixedClock } from '@betting/kernel';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppOptions } from '../app';
import type { Database } from '../db/database';
import { pgliteEngine, type EngineUnderTest } from '../db/testing/engines';
import { ADDRESS_LIMITED, type ProtectionSettings } from '../security/request-limits';

/** The live simulator's secret in tests (injected, so the games play the same way on every run and engine). */
export const TEST_LINE_SIMULATOR_SECRET = 'test-line-simulator-secret-0123456789abcdef';

/**
 * Limits far above what any test file does from its one address (127.0.0.1) and for one account: the tests of other
 * things register and sign in freely. The protection's own tests lower them for their app (security/*.test.ts).
 */
export const GENEROUS_PROTECTION: ProtectionSettings = {
  account: { freeFailures: 1_000, delayBaseSeconds: 1, lockFailures: 1_000, lockSeconds: 1, windowSeconds: 60 },
  addresses: Object.fromEntries(ADDRESS_LIMITED.map((bucket) => [bucket, { max: 1_000_000, windowSeconds: 1 }])) as ProtectionSettings['addresses'],
};

/** The page template as Vite writes it, reduced to what the server fills in. */
export const TEMPLATE = '<!doctype html><html lang="en"><head><title>Site</title></head><body><div id="root"></div></body></html>';

export interface SeededApp {
  readonly app: FastifyInstance;
  readonly db: Database;
  close(): Promise<void>;
}

/** The fixed time of `seededApp`'s clock. */
export const SEEDED_AT = Date.UTC(2026, 10, 22);

/**
 * A migrated and seeded site on a fresh copy of the seeded template (in-memory PGlite unless an engine is named): one
 * per test file, since a database takes about a second to open.
 */
export async function seededApp(options: Partial<AppOptions> = {}, engine: Pick<EngineUnderTest, 'open'> = pgliteEngine): Promise<SeededApp> {
  const { db, dispose } = await engine.open('seeded');
  const app = await buildApp({ db, clock: fixedClock(SEEDED_AT), template: TEMPLATE, validateResponses: true, protection: GENEROUS_PROTECTION, ...options, line: { secret: TEST_LINE_SIMULATOR_SECRET, ...options.line } });
  return { app, db, close: async () => { await app.close(); await dispose(); } };
}

/**
 * The site of the describe block this is called in, open for its tests and closed after them:
 * `const site = seededSite(() => seededApp())`, then `site.app` inside the tests.
 */
export function seededSite<Site extends SeededApp>(open: () => Promise<Site>): Site {
  const site = {} as Site;
  beforeAll(async () => {
    Object.assign(site, await open());
  });
  afterAll(() => site.close());
  return site;
}
