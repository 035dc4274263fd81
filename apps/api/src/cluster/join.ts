import pg from 'pg';
import { createCacheBus, type CacheBus } from '../cache/cache-bus';
import type { Queryable } from '../db/database';
import type { LineRelay } from '../line';
import { postgresCacheBus } from './cache-bus';
import { advisoryLockLeadership, type Leadership } from './leadership';
import { postgresLineRelay } from './line-relay';
import { openNotifications } from './notifications';

/** Advisory lock keys of the site (any two bigints no other application on the database uses). */
const JOBS_LOCK_KEY = 7_305_318_240_113_002n;
const STARTUP_LOCK_KEY = 7_305_318_240_113_003n;

/** What a process needs to run beside others on one PostgreSQL: an election for the jobs and two buses through the server. */
export interface ClusterMembership {
  readonly leadership: Leadership;
  readonly cacheBus: CacheBus;
  readonly lineRelay: LineRelay;
  close(): Promise<void>;
}

type Log = (message: string, error?: unknown) => void;

export async function joinCluster(options: { readonly connectionString: string; readonly db: Queryable; readonly electionMs: number; readonly log: Log }): Promise<ClusterMembership> {
  const notifications = await openNotifications({ connectionString: options.connectionString, log: options.log });
  return {
    leadership: advisoryLockLeadership({ connectionString: options.connectionString, key: JOBS_LOCK_KEY, retryMs: options.electionMs, log: options.log }),
    cacheBus: await postgresCacheBus(createCacheBus(), options.db, notifications, options.log),
    lineRelay: await postgresLineRelay(options.db, notifications, options.log),
    close: () => notifications.close(),
  };
}

/**
 * Runs `work` (migrations and seed steps) while holding a session advisory lock: processes starting together on one
 * server take turns, and each after the first finds nothing left to do.
 */
export async function underStartupLock<T>(connectionString: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString, application_name: 'startup-lock' });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1::bigint)', [STARTUP_LOCK_KEY.toString()]);
    return await work();
  } finally {
    await client.end().catch(() => undefined);
  }
}
