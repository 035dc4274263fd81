import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { seededApp } from '../testing/app.fixture';

describe('static files served by the site itself', () => {
  let app: FastifyInstance;
  let db: Database;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, db, close } = await seededApp()));
  afterAll(() => close());

  it('serves a file published for every host', async () => {
    const response = await app.inject({ method: 'GET', url: '/domain/security.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('Contact: mailto:');
  });

  it("prefers the host's own file", async () => {
    await db.query("insert into domain_files (host, file_name, content_type, body) values ('mirror.example', 'security.txt', 'text/plain', 'mirror')");
    const mirror = await app.inject({ method: 'GET', url: '/domain/security.txt', headers: { host: 'mirror.example' } });
    expect(mirror.body).toBe('mirror');
    const other = await app.inject({ method: 'GET', url: '/domain/security.txt', headers: { host: 'other.example' } });
    expect(other.body).toContain('Contact: mailto:');
  });

  it.each(['missing.txt', '..%2Fetc%2Fpasswd', '.hidden'])('answers 404 for %s', async (file) => {
    expect((await app.inject({ method: 'GET', url: `/domain/${file}` })).statusCode).toBe(404);
  });

  it('answers 400 for a name with a NUL character (refused before any route, security/input-guard.ts)', async () => {
    expect((await app.inject({ method: 'GET', url: '/domain/a%00b' })).json()).toMatchObject({ error: { code: 'invalid_request' } });
  });

  it('serves the brand-book variables as a stylesheet, px in em', async () => {
    const response = await app.inject({ method: 'GET', url: '/bff-api/config/styles.css' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/css');
    expect(response.body).toMatch(/^:root\{.*--brand-header-height:3\.5em/);
  });
});
