import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database, Queryable } from '../db/database';
import { pgliteEngine } from '../db/testing/engines';
import { checkBlocking, createBlocksClient, createRedirectsClient } from './clients';
import { BLOCK_CHECK_RETRY, REDIRECT_CHECK_RETRY, RetriesExhaustedError, type FailedAttempt } from './retry';

/** The database behind a connection that drops the first `failures` queries (or all of them). */
function flaky(db: Queryable, failures: number): Queryable & { readonly calls: () => number } {
  let calls = 0;
  return {
    calls: () => calls,
    query: <Row>(sql: string, params?: readonly unknown[]) => {
      calls += 1;
      return calls <= failures ? Promise.reject(new Error(`connection reset (call ${calls})`)) : db.query<Row>(sql, params);
    },
    exec: (sql) => db.exec(sql),
  };
}

/** A database that never answers. */
function down(): Queryable & { readonly calls: () => number } {
  let calls = 0;
  return {
    calls: () => calls,
    query: () => {
      calls += 1;
      return Promise.reject(new Error('unreachable'));
    },
    exec: async () => undefined,
  };
}

const FAST = { retries: 5, delayMs: 0 };

describe('navigation clients', () => {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await pgliteEngine.open('seeded'));
  });
  afterAll(() => dispose());

  describe('redirects client', () => {
    it('gets through a flaky dependency on the third try', async () => {
      const failures: FailedAttempt[] = [];
      const connection = flaky(db, 2);
      const client = createRedirectsClient(connection, { retry: FAST, onFailedAttempt: (failure) => failures.push(failure) });
      expect(await client.redirectLight('/en/promo/welcome-2023')).toMatchObject({ redirect: true, code: 301, url: '/en/promotions/welcome' });
      expect(connection.calls()).toBe(3);
      expect(failures.map(({ attempt, retriesLeft }) => ({ attempt, retriesLeft }))).toEqual([
        { attempt: 1, retriesLeft: 5 },
        { attempt: 2, retriesLeft: 4 },
      ]);
      expect(failures[0]).toMatchObject({ operation: 'redirect check', error: { message: 'connection reset (call 1)' } });
    });

    it('reports exhaustion after the first try and 5 retries', async () => {
      const connection = down();
      const failures: FailedAttempt[] = [];
      const attempt = createRedirectsClient(connection, { retry: FAST, onFailedAttempt: (failure) => failures.push(failure) }).redirectLight('/en');
      const error = await attempt.then(
        () => undefined,
        (rejection: unknown) => rejection,
      );
      expect(error).toBeInstanceOf(RetriesExhaustedError);
      expect(error).toMatchObject({ operation: 'redirect check', attempts: 6, message: 'redirect check failed after 6 attempts: unreachable' });
      expect((error as Error).cause).toMatchObject({ message: 'unreachable' });
      expect(connection.calls()).toBe(6);
      expect(failures.at(-1)).toMatchObject({ attempt: 6, retriesLeft: 0 });
    });

    it('answers "no redirect" for a URL off the site without asking the database', async () => {
      const connection = down();
      expect(await createRedirectsClient(connection, { retry: FAST }).redirectLight('//evil.com')).toMatchObject({ redirect: false });
      expect(connection.calls()).toBe(0);
    });

    it('keeps going when the failure logger itself throws', async () => {
      const client = createRedirectsClient(flaky(db, 1), {
        retry: FAST,
        onFailedAttempt: () => {
          throw new Error('logger down');
        },
      });
      expect((await client.redirectLight('/en/old-news')).url).toBe('/en/news');
    });
  });

  describe('blocks client and checkBlocking', () => {
    afterEach(() => db.query('update block_rules set active = false'));

    it('gets through a flaky dependency on the third (last allowed) try', async () => {
      await db.query("update block_rules set active = true where note like 'Office for signed-in users%'");
      const connection = flaky(db, 2);
      const client = createBlocksClient(connection, { retry: { ...BLOCK_CHECK_RETRY, delayMs: 0 } });
      expect(await checkBlocking(client, { auth: true, url: '/en/office/account', forceGeoOffCookie: undefined })).toEqual({ reason: 16, maintenanceBecauseBlockCheckFailed: false });
      expect(connection.calls()).toBe(3);
    });

    it('raises maintenance when the block check still fails after 2 retries', async () => {
      const connection = flaky(db, 3);
      const client = createBlocksClient(connection, { retry: { ...BLOCK_CHECK_RETRY, delayMs: 0 } });
      await expect(client.check({ auth: false, url: '/en' })).rejects.toMatchObject({ name: 'RetriesExhaustedError', attempts: 3 });
      expect(await checkBlocking(createBlocksClient(down(), { retry: { retries: 2, delayMs: 0 } }), { auth: false, url: '/en', forceGeoOffCookie: undefined })).toEqual({
        reason: null,
        maintenanceBecauseBlockCheckFailed: true,
      });
    });

    it('applies the force-geo-off cookie to a geo block', async () => {
      await db.query("update block_rules set active = true where note like 'Casino for guests%'");
      const client = createBlocksClient(db);
      expect(await checkBlocking(client, { auth: false, url: '/en/casino', forceGeoOffCookie: undefined })).toEqual({ reason: 1, maintenanceBecauseBlockCheckFailed: false });
      expect(await checkBlocking(client, { auth: false, url: '/en/casino', forceGeoOffCookie: '1' })).toEqual({ reason: null, maintenanceBecauseBlockCheckFailed: false });
      expect(await checkBlocking(client, { auth: false, url: '/en', forceGeoOffCookie: undefined })).toEqual({ reason: null, maintenanceBecauseBlockCheckFailed: false });
    });
  });

  describe("the spec's default policies (fake timers)", () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    /** Milliseconds (on the fake clock) at which each try started, until the call settles. */
    async function tryTimes(call: (connection: Queryable) => Promise<unknown>): Promise<number[]> {
      vi.useFakeTimers({ now: 0 });
      const times: number[] = [];
      const connection: Queryable = {
        query: () => {
          times.push(Date.now());
          return Promise.reject(new Error('unreachable'));
        },
        exec: async () => undefined,
      };
      const settled = call(connection).catch(() => undefined);
      await vi.runAllTimersAsync();
      await settled;
      return times;
    }

    it(`retries the redirect check ${REDIRECT_CHECK_RETRY.retries} times, ${REDIRECT_CHECK_RETRY.delayMs} ms apart`, async () => {
      expect(await tryTimes((connection) => createRedirectsClient(connection).redirectLight('/en'))).toEqual([0, 1000, 2000, 3000, 4000, 5000]);
    });

    it(`retries the block check ${BLOCK_CHECK_RETRY.retries} times, ${BLOCK_CHECK_RETRY.delayMs} ms apart, then raises maintenance`, async () => {
      let outcome: unknown;
      const times = await tryTimes(async (connection) => {
        outcome = await checkBlocking(createBlocksClient(connection), { auth: false, url: '/en', forceGeoOffCookie: undefined });
      });
      expect(times).toEqual([0, 100, 200]);
      expect(outcome).toEqual({ reason: null, maintenanceBecauseBlockCheckFailed: true });
    });
  });
});
