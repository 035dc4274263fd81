import { randomUUID } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AuthPaths, CROSS_SITE_REQUEST_CODE, IDEMPOTENCY_KEY_HEADER, PaymentsPaths, SESSION_COOKIE, VerificationPaths } from '@betting/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../db/testing/engines';
import { FAST_REG, identitySite, outboxOf } from '../identity/testing';
import { newBettor, paymentsSite } from '../payments/testing';
import { seededApp, seededSite } from '../testing/app.fixture';
import { withScriptNonce } from './headers';

const webRoot = mkdtempSync(join(tmpdir(), 'hardening-web-'));
mkdirSync(join(webRoot, 'assets'));
writeFileSync(join(webRoot, 'assets', 'app-1234abcd.js'), 'console.log("app");\n');
const PAGE_TEMPLATE = '<!doctype html><html lang="en"><head><title>Site</title><script type="module" crossorigin src="/assets/app-1234abcd.js"></script></head><body><div id="root"></div></body></html>';
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

const COMMON = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
};

async function sessionOf(app: FastifyInstance): Promise<string> {
  const registered = await app.inject({ method: 'POST', url: AuthPaths.register, payload: FAST_REG });
  return registered.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value ?? '';
}

describe.each(enginesUnderTest())('security headers and cross-site calls on $name', (engine) => {
  const site = seededSite(() => seededApp({ webRoot, template: PAGE_TEMPLATE, remoteAppOrigins: ['https://apps.example.net'] }, engine));

  it('a page carries the whole policy, with a nonce of its own on every script tag', async () => {
    const first = await site.app.inject({ method: 'GET', url: '/en' });
    const second = await site.app.inject({ method: 'GET', url: '/en' });
    expect(first.statusCode).toBe(200);
    expect(first.headers).toMatchObject(COMMON);
    expect(String(first.headers['permissions-policy'])).toContain('camera=()');
    const policy = String(first.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? '';
    expect(nonce.length).toBeGreaterThanOrEqual(16);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain(`script-src 'self' 'nonce-${nonce}' https://apps.example.net`);
    expect(policy).toContain("connect-src 'self' https://apps.example.net");
    expect(policy).toContain("object-src 'none'");
    const tags = first.body.match(/<script\b[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
    // Each answer its own nonce, even for a page kept in memory.
    expect(String(second.headers['content-security-policy'])).not.toContain(nonce);
    // No HSTS over plain HTTP.
    expect(first.headers['strict-transport-security']).toBeUndefined();
  });

  it('a JSON call and an asset carry nosniff, the framing rules and the rest', async () => {
    const json = await site.app.inject({ method: 'GET', url: AuthPaths.checkSession });
    expect(json.statusCode).toBe(200);
    expect(json.headers).toMatchObject({ ...COMMON, 'content-security-policy': "frame-ancestors 'self'" });
    const asset = await site.app.inject({ method: 'GET', url: '/assets/app-1234abcd.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers).toMatchObject({ ...COMMON, 'content-security-policy': "frame-ancestors 'self'" });
  });

  it('a cross-site POST riding on the session cookie is refused with a typed 403; the same call from the site passes', async () => {
    const session = await sessionOf(site.app);
    const crossSite = await site.app.inject({
      method: 'POST',
      url: AuthPaths.disconnect,
      cookies: { [SESSION_COOKIE]: session },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toMatchObject({ error: { code: CROSS_SITE_REQUEST_CODE } });
    // An Origin of another site alone, and a text/plain body without any Origin (no preflight), are refused too.
    const foreignOrigin = await site.app.inject({ method: 'POST', url: AuthPaths.disconnect, cookies: { [SESSION_COOKIE]: session }, headers: { origin: 'http://evil.example' } });
    expect(foreignOrigin.statusCode).toBe(403);
    const plainText = await site.app.inject({ method: 'POST', url: '/web-api/casino/play/slot/seeds/rotate', cookies: { [SESSION_COOKIE]: session }, headers: { 'content-type': 'text/plain' }, payload: '{}' });
    expect(plainText.statusCode).toBe(403);
    expect(await site.app.inject({ method: 'GET', url: AuthPaths.checkSession, cookies: { [SESSION_COOKIE]: session } }).then((answer) => answer.json())).not.toEqual({ user_id: null });

    const sameSite = await site.app.inject({
      method: 'POST',
      url: AuthPaths.disconnect,
      cookies: { [SESSION_COOKIE]: session },
      headers: { origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' },
    });
    expect(sameSite.statusCode).toBe(200);
    // A form posted from a page with Referrer-Policy no-referrer says `Origin: null`; Sec-Fetch-Site vouches for it.
    const noReferrer = await site.app.inject({
      method: 'POST',
      url: AuthPaths.disconnect,
      cookies: { [SESSION_COOKIE]: await sessionOf(site.app) },
      headers: { origin: 'null', 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(noReferrer.statusCode).not.toBe(403);
  });

  it('the nonce step leaves tags that already have one and touches every other script tag', () => {
    expect(withScriptNonce('<script nonce="a">1</script><SCRIPT type="application/json">{}</SCRIPT><scripts>', 'n')).toBe('<script nonce="a">1</script><script nonce="n" type="application/json">{}</SCRIPT><scripts>');
  });
});

describe.each(enginesUnderTest())('links under a forged host on $name', (engine) => {
  const site = identitySite(engine, { publicUrl: 'https://bet.example.com', trustProxy: ['127.0.0.1'] });
  const mirrors = identitySite(engine, { allowedHosts: ['bet.example.com', 'mirror.example.org'], trustProxy: ['127.0.0.1'] });

  async function mailedLink(app: FastifyInstance, headers: Record<string, string>): Promise<string> {
    const session = await sessionOf(app);
    const email = `forged.${Math.random().toString(36).slice(2)}@mail.test`;
    const asked = await app.inject({ method: 'POST', url: VerificationPaths.request, cookies: { [SESSION_COOKIE]: session }, headers, payload: { lng: 'en', email } });
    expect(asked.statusCode).toBe(202);
    const [message] = await outboxOf(app, email);
    return /(https?:\/\/[^/\s]+)\//.exec(message?.body ?? '')?.[1] ?? '';
  }

  it('the verification e-mail links to PUBLIC_URL whatever X-Forwarded-Host and Host say', async () => {
    expect(await mailedLink(site.app, { 'x-forwarded-host': 'evil.example', host: 'evil.example' })).toBe('https://bet.example.com');
  });

  it('without PUBLIC_URL, a forwarded host on ALLOWED_HOSTS is kept and any other becomes the first allowed one', async () => {
    expect(await mailedLink(mirrors.app, { 'x-forwarded-host': 'mirror.example.org', 'x-forwarded-proto': 'https' })).toBe('https://mirror.example.org');
    expect(await mailedLink(mirrors.app, { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' })).toBe('https://bet.example.com');
  });
});

describe.each(enginesUnderTest())('payment redirects under a forged host on $name', (engine) => {
  const site = seededSite(() => paymentsSite(engine));

  it('a deposit returns to the site origin, not to the host the request named', async () => {
    const bettor = await newBettor(site);
    const created = await site.app.inject({
      method: 'POST',
      url: PaymentsPaths.deposits,
      cookies: { [SESSION_COOKIE]: bettor.session },
      headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', host: 'evil.example', [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
      payload: { accountId: bettor.accountId, method: 'demo_card', lng: 'en', amount: 10_000 },
    });
    expect(created.statusCode).toBe(201);
    expect(created.body).not.toContain('evil.example');
    const { redirectUrl } = created.json<{ redirectUrl: string }>();
    const page = await site.app.inject({ method: 'GET', url: new URL(redirectUrl).pathname });
    expect(page.body).not.toContain('evil.example');
    const back = await site.app.inject({ method: 'POST', url: new URL(redirectUrl).pathname, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=success' });
    expect(String(back.headers.location)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/en\//);
  });
});

describe('logging of client mistakes', () => {
  const lines: Record<string, unknown>[] = [];
  const stream = { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) };
  const site = seededSite(() => seededApp({ logger: { level: 'info', stream } }));

  it('logs a 4xx at info without a stack', async () => {
    const response = await site.app.inject({ method: 'POST', url: AuthPaths.loginByLogin, headers: { 'content-type': 'application/json' }, payload: '{"uLogin":' });
    expect(response.statusCode).toBe(400);
    const logged = lines.filter((line) => line['statusCode'] === 400 && typeof line['msg'] === 'string' && line['code'] !== undefined);
    expect(logged.length).toBeGreaterThan(0);
    for (const line of logged) {
      expect(line['level']).toBe(30);
      expect(JSON.stringify(line)).not.toContain('stack');
    }
    expect(lines.filter((line) => Number(line['level']) >= 50)).toEqual([]);
  });
});

describe('request timeouts', () => {
  const site = seededSite(() => seededApp({ timeouts: { requestMs: 1_000, headersMs: 500, keepAliveMs: 1_000 } }));

  it('cuts a client that sends its body slowly at the request timeout', { timeout: 20_000 }, async () => {
    await site.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = site.app.server.address() as { port: number };
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    let open = true;
    socket.on('close', () => {
      open = false;
    });
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    const length = 200;
    socket.write(`POST /web-api/rum HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`);
    let sent = 0;
    // One byte every 50 ms: the whole body would take 10 s, ten times the timeout.
    while (open && sent < length) {
      socket.write(' ');
      sent += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await closed;
    expect(sent).toBeLessThan(length);
    expect(Buffer.concat(received).toString('latin1')).toMatch(/^HTTP\/1\.1 408/);
  });
});
