import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BackofficePaths, STAFF_SESSION_COOKIE } from '@betting/contracts';
import { manualClock } from '@betting/kernel';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../db/testing/engines';
import { argon2idHasher } from '../identity';
import { seededApp, seededSite } from '../testing/app.fixture';
import { bootstrapFirstAdmin } from './bootstrap';
import { backofficeOptionsFromEnv } from './env';
import { totpCode } from './totp';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const NOW = Date.UTC(2026, 10, 28, 6);

function appBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'backoffice-dist-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><html lang="en"><head><script type="module" src="/backoffice/assets/app.js"></script></head><body><div id="root"></div></body></html>');
  writeFileSync(join(root, 'assets', 'app.js'), 'console.log("back office");');
  return root;
}

describe('BACKOFFICE_BOOTSTRAP_ADMIN', () => {
  it('reads login:secret and the password; nothing when unset; refuses a short password or a bad secret', () => {
    expect(backofficeOptionsFromEnv({})).toEqual({});
    expect(backofficeOptionsFromEnv({ BACKOFFICE_BOOTSTRAP_ADMIN: `root:${SECRET.toLowerCase()}`, BACKOFFICE_BOOTSTRAP_PASSWORD: 'a-long-password' })).toEqual({
      bootstrapAdmin: { login: 'root', name: 'Administrator', password: 'a-long-password', totpSecret: SECRET, roles: ['admin'] },
    });
    expect(() => backofficeOptionsFromEnv({ BACKOFFICE_BOOTSTRAP_ADMIN: `root:${SECRET}`, BACKOFFICE_BOOTSTRAP_PASSWORD: 'short' })).toThrow(/at least 12/);
    expect(() => backofficeOptionsFromEnv({ BACKOFFICE_BOOTSTRAP_ADMIN: 'root:not-base32!', BACKOFFICE_BOOTSTRAP_PASSWORD: 'a-long-password' })).toThrow();
  });
});

describe.each(enginesUnderTest())('the first admin and the app files on $name', (engine) => {
  const clock = manualClock(NOW);
  const site = seededSite(() =>
    seededApp({ clock, backoffice: { bootstrapAdmin: { login: 'root', name: 'Administrator', password: 'a-long-password', totpSecret: SECRET, roles: ['admin'] }, appRoot: appBuild() } }, engine)
  );

  it('creates the first admin once, who signs in with the password and the code', async () => {
    expect(await bootstrapFirstAdmin(site.db, argon2idHasher, Buffer.alloc(32), { login: 'other', name: 'Other', password: 'a-long-password', totpSecret: SECRET, roles: ['admin'] }, NOW)).toBeUndefined();
    expect(await site.db.query('select login from staff')).toEqual([{ login: 'root' }]);
    const signIn = await site.app.inject({ method: 'POST', url: BackofficePaths.signIn, payload: { login: 'root', password: 'a-long-password' } });
    const cookies = { [STAFF_SESSION_COOKIE]: signIn.cookies.find((cookie) => cookie.name === STAFF_SESSION_COOKIE)?.value ?? '' };
    const code = await site.app.inject({ method: 'POST', url: BackofficePaths.totp, cookies, payload: { code: totpCode(SECRET, clock.now()) } });
    expect(code.json()).toMatchObject({ login: 'root', roles: ['admin'] });
    const full = { [STAFF_SESSION_COOKIE]: code.cookies.find((cookie) => cookie.name === STAFF_SESSION_COOKIE)?.value ?? '' };
    expect((await site.app.inject({ method: 'GET', url: BackofficePaths.audit, cookies: full })).json<{ entities: { action: string }[] }>().entities.map((entry) => entry.action)).toEqual([
      'auth.sign_in',
      'staff.bootstrap',
    ]);
  });

  it('serves the app under /backoffice/: its files, and its page for every path below', async () => {
    expect((await site.app.inject({ method: 'GET', url: '/backoffice' })).headers.location).toBe('/backoffice/');
    for (const url of ['/backoffice/', '/backoffice/kyc', '/backoffice/sign-in']) {
      const page = await site.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toMatch(/<script nonce="[^"]+" type="module" src="\/backoffice\/assets\/app.js">/);
    }
    const script = await site.app.inject({ method: 'GET', url: '/backoffice/assets/app.js' });
    expect(script.body).toBe('console.log("back office");');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
