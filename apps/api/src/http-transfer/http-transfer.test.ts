import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ConfigAllPath, LinePaths } from '@betting/contracts';
import { describe, expect, it } from 'vitest';
import { seededApp, seededSite } from '../testing/app.fixture';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';
import { bodyEtag, matchesIfNoneMatch } from './etag';

const decode = { br: brotliDecompressSync, gzip: gunzipSync } as const;

/** The first bytes of a real HTTP answer and its headers, then the connection is dropped (the stream never ends). */
function firstChunk(url: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers }, (response) => {
      const timer = setTimeout(() => reject(new Error('no bytes within 2 s: the stream is held back')), 2000);
      response.once('data', (chunk: Buffer) => {
        clearTimeout(timer);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text: chunk.toString('utf8') });
        request.destroy();
      });
    });
    request.on('error', reject);
    request.end();
  });
}

/** A page's script nonces (a fresh one per answer, security/headers.ts) left out of a comparison of two answers. */
const withoutNonces = (body: string) => body.replace(/ nonce="[^"]*"/g, '');

describe('compression and revalidation of dynamic answers', () => {
  const site = seededSite(() => seededApp());
  const get = (url: string, headers: Record<string, string> = {}) => site.app.inject({ method: 'GET', url, headers });

  describe.each([
    ['an HTML page', '/en', 'text/html'],
    ['a JSON call', `${ConfigAllPath}?lang=en`, 'application/json'],
  ])('%s', (_name, url, type) => {
    it('is sent as is without accept-encoding, and big enough to be compressed', async () => {
      const plain = await get(url);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-type']).toContain(type);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    });

    it.each([
      ['br', 'gzip, deflate, br', 'br'],
      ['br', 'br', 'br'],
      ['gzip', 'gzip, deflate', 'gzip'],
      ['gzip', 'br;q=0, gzip', 'gzip'],
    ] as const)('is %s when asked with accept-encoding %s, and decodes to the same body', async (_encoding, acceptEncoding, expected) => {
      const plain = await get(url);
      const compressed = await get(url, { 'accept-encoding': acceptEncoding });
      expect(compressed.statusCode).toBe(200);
      expect(compressed.headers['content-encoding']).toBe(expected);
      expect(compressed.headers['vary']).toContain('accept-encoding');
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(withoutNonces(decode[expected](compressed.rawPayload).toString('utf8'))).toBe(withoutNonces(plain.body));
    });

    it('answers a HEAD with the encoding a GET would have', async () => {
      const get = await site.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      const head = await site.app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'br' } });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-encoding']).toBe('br');
      expect(head.headers['vary']).toContain('accept-encoding');
      // A page's nonce is new in each answer and compresses to a few bytes more or less; a JSON answer is the same.
      expect(Math.abs(Number(head.headers['content-length']) - get.rawPayload.length)).toBeLessThanOrEqual(type === 'text/html' ? 24 : 0);
      expect(head.rawPayload.length).toBe(0);
    });

    it('carries a weak ETag, the same in every encoding, and answers 304 to a request that holds it', async () => {
      const first = await get(url, { 'accept-encoding': 'br' });
      const etag = first.headers['etag'];
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      expect((await get(url, { 'accept-encoding': 'gzip' })).headers['etag']).toBe(etag);
      expect((await get(url)).headers['etag']).toBe(etag);

      const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': String(etag) });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers['etag']).toBe(etag);
      expect(again.headers['content-encoding']).toBeUndefined();

      const changed = await get(url, { 'if-none-match': 'W/"another-body"' });
      expect(changed.statusCode).toBe(200);
      expect(changed.body.length).toBeGreaterThan(0);
    });
  });

  it('sends an answer under the threshold as is, whatever the client accepts', async () => {
    const response = await get('/web-api/version', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toHaveProperty('version');
  });

  it('puts no ETag on an error and never answers it 304', async () => {
    const missing = await get('/domain/missing.txt');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['etag']).toBeUndefined();
    expect((await get('/domain/missing.txt', { 'if-none-match': '*' })).statusCode).toBe(404);
  });

  it('streams the line’s Server-Sent Events as they are: no encoding, no ETag, the first event at once', async () => {
    const address = await site.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await firstChunk(`${address}${LinePaths.stream}`, { 'accept-encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['etag']).toBeUndefined();
    expect(response.text).toContain('retry: 2000');
  });
});

describe('If-None-Match', () => {
  const etag = bodyEtag('{"a":1}');

  it.each([
    [etag, true],
    [etag.replace(/^W\//, ''), true],
    [`W/"other", ${etag}`, true],
    ['*', true],
    ['W/"other"', false],
    ['', false],
  ])('%j matches: %s', (header, matches) => {
    expect(matchesIfNoneMatch(header, etag)).toBe(matches);
  });

  it('tells bodies apart', () => {
    expect(bodyEtag('{"a":2}')).not.toBe(etag);
  });
});
