import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { seededApp } from '../testing/app.fixture';

describe('POST /web-api/rum', () => {
  let app: FastifyInstance;
  let db: Database;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, db, close } = await seededApp()));
  afterAll(() => close());

  const report = { path: '/en/casino', version: '20261122', metrics: [{ name: 'LCP', value: 1234.5, rating: 'good' }, { name: 'CLS', value: 0.01, rating: 'good' }] };

  it('stores every metric of a report, sent as JSON or as a beacon', async () => {
    expect((await app.inject({ method: 'POST', url: '/web-api/rum', payload: report })).statusCode).toBe(204);
    const beacon = await app.inject({ method: 'POST', url: '/web-api/rum', headers: { 'content-type': 'text/plain;charset=UTF-8' }, payload: JSON.stringify(report) });
    expect(beacon.statusCode).toBe(204);
    const rows = await db.query<{ name: string; value: number }>("select name, value from web_vitals where path = '/en/casino' order by id");
    expect(rows.map((row) => [row.name, Number(row.value)])).toEqual([['LCP', 1234.5], ['CLS', 0.01], ['LCP', 1234.5], ['CLS', 0.01]]);
  });

  it.each([
    ['a path with a query', { ...report, path: '/en/casino?email=a@b.c' }],
    ['an unknown metric', { ...report, metrics: [{ name: 'FID', value: 1, rating: 'good' }] }],
    ['a negative value', { ...report, metrics: [{ name: 'LCP', value: -1, rating: 'good' }] }],
    ['no metrics', { ...report, metrics: [] }],
  ])('refuses %s', async (_label, payload) => {
    expect((await app.inject({ method: 'POST', url: '/web-api/rum', payload })).statusCode).toBe(400);
  });
});
