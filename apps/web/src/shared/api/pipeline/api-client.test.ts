import { CAPTCHA_ANSWER_HEADER, CAPTCHA_ID_HEADER, FINGERPRINT_HEADER } from '@betting/contracts';
import * as z from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { createTokenSource } from './token';

const OkSchema = z.object({ ok: z.literal(true) });
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A JWT-shaped token with `exp` in an hour (the client only reads the payload). */
function token(id: number): string {
  const payload = btoa(JSON.stringify({ sub: '1', exp: Math.floor(Date.now() / 1000) + 3600, n: id })).replace(/=+$/, '');
  return `e30.${payload}.sig${id}`;
}

/** A server whose bearer check accepts only the newest token it issued. */
function fakeServer() {
  let issued = 0;
  let valid = token(0);
  const refreshes = vi.fn();
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith('/web-api/user/gettoken')) {
      refreshes();
      issued += 1;
      valid = token(issued);
      return json(200, { token: valid });
    }
    const headers = new Headers(init?.headers);
    if (headers.get('authorization') !== `Bearer ${valid}`) return json(401, { error: { code: 'invalid_token', message: 'expired' } });
    return json(200, { ok: true });
  }) as unknown as typeof fetch;
  return { fetchImpl, refreshes, expireAll: () => (valid = 'none') };
}

describe('the request pipeline', () => {
  it('asks the browser to keep a request alive past the page only when the call says so', async () => {
    const seen: (boolean | undefined)[] = [];
    const fetchImpl = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(init?.keepalive);
      return json(200, { ok: true });
    }) as typeof fetch;
    const request = createApiClient({ fetchImpl, tokens: createTokenSource({ fetchImpl, now: () => Date.now() }) });
    await request({ method: 'PUT', path: '/save', body: { a: 1 }, schema: OkSchema, keepalive: true });
    await request({ method: 'GET', path: '/read', schema: OkSchema });
    expect(seen).toEqual([true, undefined]);
  });

  it('20 parallel requests that get 401 cause exactly one token refresh, and each is retried once and succeeds', async () => {
    const server = fakeServer();
    const tokens = createTokenSource({ fetchImpl: server.fetchImpl, now: () => Date.now() });
    const request = createApiClient({ fetchImpl: server.fetchImpl, tokens });
    await request({ method: 'GET', path: '/web-api/thing', schema: OkSchema, bearer: true });
    expect(server.refreshes).toHaveBeenCalledTimes(1);
    server.expireAll();
    const results = await Promise.all(Array.from({ length: 20 }, () => request({ method: 'GET', path: '/web-api/thing', schema: OkSchema, bearer: true })));
    expect(results).toHaveLength(20);
    expect(server.refreshes).toHaveBeenCalledTimes(2);
  });

  it('a failed refresh signs out once and does not loop', async () => {
    const onSessionLost = vi.fn();
    const fetchImpl = vi.fn(async (input: RequestInfo | URL) => (String(input).startsWith('/web-api/user/gettoken') ? json(401, { error: { code: 'not_signed_in', message: '' } }) : json(401, {}))) as unknown as typeof fetch;
    const tokens = createTokenSource({ fetchImpl, now: () => Date.now() });
    const request = createApiClient({ fetchImpl, tokens, onSessionLost });
    await expect(request({ method: 'GET', path: '/x', schema: OkSchema, bearer: true })).rejects.toMatchObject({ kind: 'http', status: 401 });
    expect(onSessionLost).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('solves the captcha a 400 asks for and retries once with the captcha headers', async () => {
    const seen: Array<string | null> = [];
    const fetchImpl = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const id = new Headers(init?.headers).get(CAPTCHA_ID_HEADER);
      seen.push(id);
      if (!id) return json(400, { error: { code: 'captcha_required', message: 'captcha', captcha_code: 100 } });
      return json(200, { ok: true });
    }) as unknown as typeof fetch;
    const solveCaptcha = vi.fn(async () => ({ captchaId: '8d7f5d3e-8a2b-4c1d-9e0f-123456789abc', answer: '1234' }));
    const request = createApiClient({ fetchImpl, tokens: createTokenSource({ fetchImpl, now: Date.now }), solveCaptcha });
    await expect(request({ method: 'POST', path: '/web-api/user/auth/login', body: {}, schema: OkSchema })).resolves.toEqual({ ok: true });
    expect(solveCaptcha).toHaveBeenCalledWith(100);
    expect(seen).toEqual([null, '8d7f5d3e-8a2b-4c1d-9e0f-123456789abc']);
    const retried = new Headers((vi.mocked(fetchImpl).mock.calls[1]?.[1] as RequestInit).headers);
    expect(retried.get(CAPTCHA_ANSWER_HEADER)).toBe('1234');
  });

  it('gives up when the visitor closes the captcha', async () => {
    const fetchImpl = vi.fn(async () => json(400, { error: { code: 'captcha_required', message: 'captcha', captcha_code: 113 } })) as unknown as typeof fetch;
    const request = createApiClient({ fetchImpl, tokens: createTokenSource({ fetchImpl, now: Date.now }), solveCaptcha: async () => null });
    await expect(request({ method: 'POST', path: '/x', schema: OkSchema })).rejects.toMatchObject({ kind: 'http', status: 400, error: { code: 'captcha_required' } });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('451 with exception_code 1 sends the visitor to confirm the terms', async () => {
    const onTermsChanged = vi.fn();
    const fetchImpl = vi.fn(async () => json(451, { error: { code: 'terms_changed', message: 'terms', exception_code: 1 } })) as unknown as typeof fetch;
    const request = createApiClient({ fetchImpl, tokens: createTokenSource({ fetchImpl, now: Date.now }), onTermsChanged });
    await expect(request({ method: 'GET', path: '/x', schema: OkSchema })).rejects.toMatchObject({ status: 451 });
    expect(onTermsChanged).toHaveBeenCalledOnce();
  });

  it('returns a GET the first view already answered as the object it showed, without sending it', async () => {
    const shown = { ok: true as const };
    const fetchImpl = vi.fn(async () => json(200, { ok: true })) as unknown as typeof fetch;
    const answered = vi.fn((url: string, schema: z.ZodMiniType) => (url === '/x?a=1' && schema === OkSchema ? { data: shown } : undefined));
    const request = createApiClient({ fetchImpl, tokens: createTokenSource({ fetchImpl, now: Date.now }), answered });
    await expect(request({ method: 'GET', path: '/x', query: { a: 1 }, schema: OkSchema })).resolves.toBe(shown);
    expect(fetchImpl).not.toHaveBeenCalled();
    // Anything else is sent: another request, another method.
    await expect(request({ method: 'GET', path: '/y', schema: OkSchema })).resolves.not.toBe(shown);
    await expect(request({ method: 'POST', path: '/x', query: { a: 1 }, schema: OkSchema })).resolves.not.toBe(shown);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(answered).toHaveBeenCalledTimes(2);
  });

  it('maps a network failure and a cancellation to their statuses', async () => {
    const down = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    const request = createApiClient({ fetchImpl: down, tokens: createTokenSource({ fetchImpl: down, now: Date.now }) });
    await expect(request({ method: 'GET', path: '/x', schema: OkSchema })).rejects.toMatchObject({ kind: 'network', status: 0 });
    const controller = new AbortController();
    controller.abort();
    const aborting = vi.fn(async () => Promise.reject(new DOMException('aborted', 'AbortError'))) as unknown as typeof fetch;
    const cancelled = createApiClient({ fetchImpl: aborting, tokens: createTokenSource({ fetchImpl: aborting, now: Date.now }) });
    await expect(cancelled({ method: 'GET', path: '/x', schema: OkSchema, signal: controller.signal })).rejects.toMatchObject({ kind: 'cancelled', status: 499 });
  });

  it('refuses an answer that breaks its contract, and passes the API error code through', async () => {
    const fetchImpl = vi
      .fn()
      .mockResolvedValueOnce(json(200, { ok: 'yes' }))
      .mockResolvedValueOnce(json(409, { error: { code: 'email_taken', message: 'taken' } })) as unknown as typeof fetch;
    const request = createApiClient({ fetchImpl, tokens: createTokenSource({ fetchImpl, now: Date.now }) });
    await expect(request({ method: 'GET', path: '/x', schema: OkSchema })).rejects.toMatchObject({ kind: 'invalid-data' });
    await expect(request({ method: 'POST', path: '/x', body: {}, schema: OkSchema })).rejects.toMatchObject({ kind: 'http', status: 409, error: { code: 'email_taken' } });
  });

  it('sends the fingerprint header when one is known, and none otherwise', async () => {
    const fetchImpl = vi.fn(async () => json(200, { ok: true })) as unknown as typeof fetch;
    const held: { token?: string } = {};
    const request = createApiClient({ fetchImpl, tokens: createTokenSource({ fetchImpl, now: Date.now }), fingerprint: () => held.token });
    await request({ method: 'GET', path: '/x', schema: OkSchema });
    held.token = 'fp-token-1';
    await request({ method: 'GET', path: '/x', schema: OkSchema });
    const headersOf = (call: number) => new Headers((vi.mocked(fetchImpl).mock.calls[call]?.[1] as RequestInit).headers);
    expect(headersOf(0).has(FINGERPRINT_HEADER)).toBe(false);
    expect(headersOf(1).get(FINGERPRINT_HEADER)).toBe('fp-token-1');
  });

  it('puts the bearer token in the header the call names (the limit service reads X-Auth), and refreshes it there too', async () => {
    let issued = 0;
    const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith('/web-api/user/gettoken')) return json(200, { token: token(++issued) });
      const headers = new Headers(init?.headers);
      return headers.get('x-auth') === `Bearer ${token(2)}` && !headers.has('authorization') ? json(200, { ok: true }) : json(401, { error: { code: 'invalid_token', message: 'stale' } });
    }) as unknown as typeof fetch;
    const request = createApiClient({ fetchImpl, tokens: createTokenSource({ fetchImpl, now: Date.now }) });
    await expect(request({ method: 'GET', path: '/limits', schema: OkSchema, bearer: true, bearerHeader: 'x-auth', headers: { 'x-language': 'en' } })).resolves.toEqual({ ok: true });
    expect(issued).toBe(2);
  });
});
