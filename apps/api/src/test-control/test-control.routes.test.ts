import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededApp } from '../testing/app.fixture';
import { testControlAppOptions } from './app-options';

describe('test-control API', () => {
  let app: FastifyInstance;
  let db: Database;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, db, close } = await seededApp(testControlAppOptions));
  });
  afterAll(() => close());

  const companyName = async (scope: string) =>
    (await app.inject({ method: 'GET', url: '/bff-api/config/all.json', cookies: { test_scope: scope } })).json().siteConfig.companyName;

  it('flips a setting for one scope only', async () => {
    const put = await app.inject({ method: 'PUT', url: '/__test/settings/company_name', cookies: { test_scope: 'journey-a' }, payload: { value: 'Scoped Bet' } });
    expect(put.statusCode).toBe(204);
    expect(await companyName('journey-a')).toBe('Scoped Bet');
    expect(await companyName('journey-b')).toBe('Apex Bet');
    await app.inject({ method: 'DELETE', url: '/__test/settings', cookies: { test_scope: 'journey-a' } });
    expect(await companyName('journey-a')).toBe('Apex Bet');
  });

  it("advances one subject's clock and no one else's", async () => {
    const advanced = await app.inject({ method: 'POST', url: '/__test/clock/user-1/advance', payload: { ms: 86_400_000 } });
    expect(advanced.json()).toEqual({ subject: 'user-1', offsetMs: 86_400_000, now: Date.UTC(2026, 10, 23) });
    await app.inject({ method: 'POST', url: '/__test/clock/user-1/advance', payload: { ms: 1000 } });
    expect((await app.inject({ method: 'GET', url: '/__test/clock/user-1' })).json().offsetMs).toBe(86_401_000);
    expect((await app.inject({ method: 'GET', url: '/__test/clock/user-2' })).json()).toEqual({ subject: 'user-2', offsetMs: 0, now: Date.UTC(2026, 10, 22) });
  });

  it('reads the outbox, newest first, filtered by recipient', async () => {
    await db.query("insert into outbox_messages (channel, recipient, body) values ('sms', '+79990001122', 'code 1111'), ('email', 'a@example.com', 'code 2222'), ('sms', '+79990001122', 'code 3333')");
    const response = await app.inject({ method: 'GET', url: '/__test/outbox?recipient=%2B79990001122' });
    expect(response.json().messages.map((message: { body: string }) => message.body)).toEqual(['code 3333', 'code 1111']);
    expect((await app.inject({ method: 'GET', url: '/__test/outbox?limit=1' })).json().messages).toHaveLength(1);
  });

  it('is absent from an app built without it', async () => {
    const plain = await seededApp();
    const response = await plain.app.inject({ method: 'PUT', url: '/__test/settings/company_name', payload: { value: 'x' } });
    expect(response.statusCode).toBe(404);
    await plain.close();
  });
});
