import { type LineChange, LineEvents } from '../line';
import { afterEach, describe, expect, it } from 'vitest';
import { createCacheBus } from '../cache/cache-bus';
import type { Database } from '../db/database';
import { enginesUnderTest } from '../db/testing/engines';
import { postgresCacheBus } from './cache-bus';
import { createJobHost } from './jobs';
import { advisoryLockLeadership, soleLeadership, type Leadership } from './leadership';
import { CHANGES_PER_ROW, postgresLineRelay } from './line-relay';
import { openNotifications, type Notifications } from './notifications';

const until = async (condition: () => boolean | Promise<boolean>, what: string) => {
  for (let tries = 0; tries < 400; tries += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`never: ${what}`);
};

describe('the job host in one process', () => {
  it('runs periodic work while leading, never two runs at once, and nothing after it ends', async () => {
    const host = createJobHost(soleLeadership(), (message, error) => {
      throw new Error(`${message}: ${String(error)}`);
    });
    let runs = 0;
    let concurrent = 0;
    let mostConcurrent = 0;
    host.every('slow pass', 2, async () => {
      concurrent += 1;
      mostConcurrent = Math.max(mostConcurrent, concurrent);
      await new Promise((resolve) => setTimeout(resolve, 15));
      runs += 1;
      concurrent -= 1;
    });
    const singleton = { started: 0, stopped: 0 };
    host.singleton('simulator', { start: () => void (singleton.started += 1), stop: async () => void (singleton.stopped += 1) });
    host.every('off', 0, () => Promise.reject(new Error('a job of period 0 must never run')));
    expect(runs).toBe(0);
    await host.begin();
    expect(host.leading).toBe(true);
    await until(() => runs >= 3, 'three runs');
    await host.end();
    const after = runs;
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(runs).toBe(after);
    expect(mostConcurrent).toBe(1);
    expect(singleton).toEqual({ started: 1, stopped: 1 });
    expect(() => host.singleton('simulator', { start: () => undefined, stop: async () => undefined })).toThrow(/twice/);
  });
});

const postgres = enginesUnderTest().find((engine) => engine.name === 'postgres');

describe.runIf(postgres)('processes sharing one PostgreSQL', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  const openShared = async (): Promise<{ db: Database; url: string }> => {
    const opened = await postgres!.open('migrated');
    cleanups.push(opened.dispose);
    return { db: opened.db, url: opened.url! };
  };
  const listen = async (url: string): Promise<Notifications> => {
    const notifications = await openNotifications({ connectionString: url, log: () => undefined });
    cleanups.push(() => notifications.close());
    return notifications;
  };

  it('elects one leader; when its connection dies another takes over and the first stops its jobs', async () => {
    const { db, url } = await openShared();
    const state = new Map<string, boolean>();
    const member = (name: string): Leadership => {
      const leadership = advisoryLockLeadership({ connectionString: url, key: 42n, retryMs: 50, log: () => undefined });
      state.set(name, false);
      void leadership.campaign({ onLead: async () => void state.set(name, true), onLose: async () => void state.set(name, false) });
      cleanups.push(() => leadership.resign(async () => undefined));
      return leadership;
    };
    const first = member('first');
    await until(() => first.leading, 'the first leads');
    const second = member('second');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect([first.leading, second.leading]).toEqual([true, false]);

    await db.query("select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'jobs-leadership' and datname = current_database() and pid in (select pid from pg_locks where locktype = 'advisory' and granted)");
    await until(() => second.leading && state.get('second') === true, 'the second takes over');
    await until(() => state.get('first') === false, 'the first stops its jobs');
    expect(first.leading).toBe(false);

    await second.resign(async () => void state.set('second', false));
    await until(() => first.leading, 'the first leads again once the second resigns');
  });

  it('numbers relayed line changes alike in every process, in one order, whoever published them', async () => {
    const { db, url } = await openShared();
    const processes = await Promise.all(
      [0, 1].map(async () => {
        const relay = await postgresLineRelay(db, await listen(url), (message, error) => {
          throw new Error(`${message}: ${String(error)}`);
        });
        const events = new LineEvents({ relay });
        const seen: string[] = [];
        events.subscribe((event, meta) => seen.push(`${meta.id}:${event.type}:${event.gameId}:${meta.sportId}`));
        return { events, seen };
      }),
    );
    const [a, b] = processes as [(typeof processes)[0], (typeof processes)[0]];
    const change = (gameId: number): LineChange => ({ type: 'started', gameId, at: 1 });
    a.events.publish(change(1), 7);
    a.events.publish(change(2), 7);
    b.events.publish(change(3), 8);
    await until(() => a.seen.length === 3 && b.seen.length === 3, 'both processes have the three changes');
    expect(a.seen).toEqual(b.seen);
    const ids = a.seen.map((line) => Number(line.split(':')[0]));
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
    // One publisher run is one row: its changes share the row's id block (the two runs commit in either order).
    const rowOf = (gameId: number) => Math.floor(Number(a.seen.find((line) => line.split(':')[2] === String(gameId))!.split(':')[0]) / CHANGES_PER_ROW);
    expect(rowOf(1)).toBe(rowOf(2));
    expect(rowOf(3)).not.toBe(rowOf(1));
    expect(a.seen.map((line) => line.split(':').slice(1).join(':')).sort()).toEqual(['started:1:7', 'started:2:7', 'started:3:8']);

    // A process joining later continues after the last id.
    const late = new LineEvents({ relay: await postgresLineRelay(db, await listen(url), () => undefined) });
    expect(late.lastId).toBeGreaterThanOrEqual(ids.at(-1)!);
  });

  it('tells the other processes’ caches of a change, and its own at once', async () => {
    const { db, url } = await openShared();
    const [here, there] = await Promise.all([0, 1].map(async () => postgresCacheBus(createCacheBus(), db, await listen(url), () => undefined)));
    const heard = { here: 0, there: 0, unrelated: 0 };
    here!.subscribe('seo_rules', () => void (heard.here += 1));
    there!.subscribe('seo_rules', () => void (heard.there += 1));
    there!.subscribe('maintenance', () => void (heard.unrelated += 1));
    here!.publish('seo_rules');
    expect(heard.here).toBe(1);
    await until(() => heard.there === 1, 'the other process hears it');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual({ here: 1, there: 1, unrelated: 0 });
  });
});
