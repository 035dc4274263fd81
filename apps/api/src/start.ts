import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { systemClock } from '@betting/kernel';
import { buildApp, type AppOptions } from './app';
import { joinCluster, underStartupLock } from './cluster/join';
import { trimLineEventLog } from './cluster/line-relay';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { openPglite } from './db/pglite';
import { openPostgres } from './db/postgres';
import { seed } from './db/seeds';
import { readEnv, type Env } from './env';
import { socialProvidersFromEnv, accountLinksOptionsFromEnv } from './identity';
import { loadFirstViews } from './pages';
import { deliverOutboxBySmtp } from './mail';
import { paymentsOptionsFromEnv } from './payments';
import { securityOptionsFromEnv } from './security/env';
import { backofficeOptionsFromEnv } from './backoffice';

async function openDatabase(env: Env): Promise<Database> {
  if (env.DATABASE_URL) return openPostgres({ connectionString: env.DATABASE_URL });
  if (env.DATA_DIR === 'memory') return openPglite();
  const dataDir = resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return openPglite(dataDir);
}

function readWebVersion(webRoot: string): string | null {
  const file = join(webRoot, 'version.json');
  if (!existsSync(file)) return null;
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return typeof parsed === 'object' && parsed !== null && 'version' in parsed && typeof parsed.version === 'string' ? parsed.version : null;
}

function readTemplate(webRoot: string): string | undefined {
  const indexHtml = join(webRoot, 'index.html');
  return existsSync(indexHtml) ? readFileSync(indexHtml, 'utf8') : undefined;
}

/** Opens the database, migrates and seeds it, serves the site, and closes everything cleanly on SIGINT or SIGTERM. */
export async function start(extra: Pick<AppOptions, 'testControl' | 'overridesFor' | 'personClock' | 'isProduction'>): Promise<void> {
  const env = readEnv(process.env);
  const db = await openDatabase(env);
  const prepare = async () => {
    await migrate(db);
    if (env.SEED_DEMO_DATA) await seed(db);
  };
  await (env.DATABASE_URL ? underStartupLock(env.DATABASE_URL, prepare) : prepare());
  const log = (message: string, error?: unknown) => console.warn(`[cluster] ${message}${error ? `: ${error instanceof Error ? error.message : String(error)}` : ''}`);
  const cluster = env.CLUSTER && env.DATABASE_URL ? await joinCluster({ connectionString: env.DATABASE_URL, db, electionMs: env.JOBS_ELECTION_MS, log }) : undefined;
  const readiness = { draining: false };
  const readDb = env.DATABASE_READ_URL ? await openPostgres({ connectionString: env.DATABASE_READ_URL }) : undefined;

  // The bundle lives in apps/api/dist*/; the web app's build sits beside it in apps/web/dist.
  const webRoot = env.WEB_ROOT ? resolve(env.WEB_ROOT) : fileURLToPath(new URL('../../web/dist', import.meta.url));
  const template = readTemplate(webRoot);
  // The back-office app's build sits beside the web app's, in apps/backoffice/dist.
  const backoffice = { ...backofficeOptionsFromEnv(process.env), appRoot: process.env['BACKOFFICE_ROOT'] ? resolve(process.env['BACKOFFICE_ROOT']) : fileURLToPath(new URL('../../backoffice/dist', import.meta.url)) };
  const firstViews = template ? await loadFirstViews(webRoot) : undefined;
  const app = await buildApp({ db, clock: systemClock, webRoot, template, firstViews, webVersion: readWebVersion(webRoot), userTokenSecret: env.USER_TOKEN_SECRET, social: socialProvidersFromEnv(env), publicUrl: env.PUBLIC_URL, ...securityOptionsFromEnv(env), payments: paymentsOptionsFromEnv(process.env), identity: { accountLinks: accountLinksOptionsFromEnv(process.env) }, backoffice, line: { simulate: true, secret: env.LINE_SIMULATOR_SECRET, ...(cluster ? { relay: cluster.lineRelay } : {}) }, ...(cluster ? { leadership: cluster.leadership, cacheBus: cluster.cacheBus } : {}), ...(readDb ? { readDb } : {}), readiness, readCacheTtlMs: env.READ_CACHE_TTL_MS, validateResponses: env.VALIDATE_RESPONSES, logger: { level: env.LOG_LEVEL }, disableRequestLogging: env.LOG_LEVEL !== 'debug' && env.LOG_LEVEL !== 'trace', ...extra });
  if (env.SMTP_URL && env.MAIL_FROM) deliverOutboxBySmtp(app, { db, clock: systemClock, smtp: { url: env.SMTP_URL, from: env.MAIL_FROM } });
  if (cluster) app.jobs.every('line event log trim', 60_000, () => trimLineEventLog(db));
  if (!template) app.log.warn(`no web build at ${webRoot}: pages answer 503 until \`npm run build\``);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    readiness.draining = true;
    app.log.info(`${signal} received: draining (streams told to reconnect elsewhere, requests in flight finish), then closing`);
    setTimeout(() => {
      app.log.warn(`still closing after ${env.SHUTDOWN_GRACE_MS} ms; exiting`);
      process.exit(1);
    }, env.SHUTDOWN_GRACE_MS).unref();
    await app.close();
    await cluster?.close();
    await readDb?.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const { port } = app.server.address() as { port: number };
  const shownHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  console.log(`\n  Site ready on http://${shownHost}:${port}  (database: ${db.engine === 'pglite' ? `embedded PGlite, ${env.DATA_DIR}` : 'PostgreSQL at DATABASE_URL'})\n`);
}
