import { AnalyticsCountersResponseSchema, ANALYTICS_COUNTER_TYPES } from '@betting/contracts';
import { fixedClock } from '@betting/kernel';
import type { FastifyInstance } from 'fastify';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { enginesUnderTest } from '../db/testing/engines';
import { TEMPLATE } from '../testing/app.fixture';

describe.each(enginesUnderTest())('analytics counters on $name', (engine) => {
  let app: FastifyInstance;
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await engine.open('seeded'));
    app = await buildApp({ db, clock: fixedClock(Date.UTC(2026, 10, 22)), template: TEMPLATE });
  });
  afterAll(async () => {
    await app.close();
    await dispose();
  });

  const counters = async (query: string) => {
    const response = await app.inject({ method: 'GET', url: `/web-api/analytics/counters?${query}` });
    expect(response.statusCode).toBe(200);
    return AnalyticsCountersResponseSchema.parse(response.json()).counters;
  };

  it('answers the domain’s own counters, in the operator’s order, with a cache header', async () => {
    const response = await app.inject({ method: 'GET', url: '/web-api/analytics/counters?domain=localhost&projectId=1' });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const list = AnalyticsCountersResponseSchema.parse(response.json()).counters;
    expect(list.map((counter) => [counter.type, counter.id])).toEqual([
      [1, 'APEX-EVENTS-LOCAL'],
      [2, 'PX-LOCAL-2'],
      [5, 'HEAT-LOCAL'],
      [8, '98765401'],
      [9, 'GTM-APEXLOC'],
      [11, 'AMP-LOCAL'],
    ]);
    expect(list[2]).toEqual({ type: 5, id: 'HEAT-LOCAL', scriptUrl: '/web-api/analytics/counter/5.js', params: { sampleRate: 0.1 } });
    expect(await counters('domain=LocalHost&projectId=1')).toEqual(list);
  });

  it('answers the counters for every domain on a domain without its own, and nothing for another project', async () => {
    const list = await counters('domain=mirror-3.example.com&projectId=1');
    expect(list.map((counter) => counter.type)).toEqual([...ANALYTICS_COUNTER_TYPES]);
    expect(list.every((counter) => counter.scriptUrl === `/web-api/analytics/counter/${counter.type}.js`)).toBe(true);
    expect(await counters('domain=localhost&projectId=2')).toEqual([]);
  });

  it('leaves disabled counters out; a domain with only disabled counters has none, not the fallback', async () => {
    await db.query(
      `insert into analytics_counters (project_id, domain, counter_type, counter_id, script_url, enabled)
       values (1, 'off.example.com', 9, 'GTM-OFF', '/web-api/analytics/counter/9.js', false),
              (1, 'half.example.com', 8, 'M-OFF', '/web-api/analytics/counter/8.js', false),
              (1, 'half.example.com', 9, 'GTM-ON', '/web-api/analytics/counter/9.js', true)`,
    );
    expect(await counters('domain=off.example.com&projectId=1')).toEqual([]);
    expect((await counters('domain=half.example.com&projectId=1')).map((counter) => counter.id)).toEqual(['GTM-ON']);
  });

  it.each([
    ['type 12', `(1, null, 12, 'X', '/web-api/analytics/counter/9.js')`],
    ['type 0', `(1, null, 0, 'X', '/web-api/analytics/counter/9.js')`],
    ['a script on another host', `(1, null, 9, 'X', '//tags.example.com/gtm.js')`],
    ['an absolute script URL', `(1, null, 9, 'X', 'https://tags.example.com/gtm.js')`],
    ['a domain with a path', `(1, 'a.example.com/x', 9, 'X', '/web-api/analytics/counter/9.js')`],
  ])('the table refuses %s', async (_label, values) => {
    await expect(db.query(`insert into analytics_counters (project_id, domain, counter_type, counter_id, script_url) values ${values}`)).rejects.toThrow(/check constraint/);
  });

  it.each(['domain=localhost', 'projectId=1', 'domain=local%20host&projectId=1', 'domain=localhost&projectId=0', 'domain=localhost&projectId=abc'])('refuses the query %s', async (query) => {
    const response = await app.inject({ method: 'GET', url: `/web-api/analytics/counters?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'invalid_request' } });
  });

  it('serves a counter type’s script, which records its load with the id and params of its tag', async () => {
    const response = await app.inject({ method: 'GET', url: '/web-api/analytics/counter/9.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const window: Record<string, unknown[]> = { dataLayer: [{ event: 'earlier' }] };
    const document = { currentScript: { dataset: { counterId: 'GTM-APEX01', counterParams: '{"layer":"dataLayer"}' } } };
    runInNewContext(response.body, { window, document });
    runInNewContext(response.body, { window, document: { currentScript: { dataset: { counterParams: 'not json' } } } });
    expect(window['__analyticsCounters']).toEqual([
      { counterType: 9, kind: 'tag-manager', id: 'GTM-APEX01', params: { layer: 'dataLayer' } },
      { counterType: 9, kind: 'tag-manager', id: null, params: {} },
    ]);
    expect(window['dataLayer']).toEqual([
      { event: 'earlier' },
      { event: 'analytics_counter_loaded', counterType: 9, counterId: 'GTM-APEX01' },
      { event: 'analytics_counter_loaded', counterType: 9, counterId: null },
    ]);
  });

  it.each(['0.js', '12.js', '9', '09.js', 'x.js'])('has no script %s', async (file) => {
    expect((await app.inject({ method: 'GET', url: `/web-api/analytics/counter/${file}` })).statusCode).toBe(400);
  });
});
