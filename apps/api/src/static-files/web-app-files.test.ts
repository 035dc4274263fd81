import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { seededApp, seededSite } from '../testing/app.fixture';
import { IMMUTABLE_CACHE_CONTROL, webAppFileHeaders } from './web-app-files';

/** A web build as Vite writes it: hashed files under assets/ with their `.br`/`.gz` copies, the public folder's files. */
function webBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(root, 'assets'));
  const write = (file: string, text: string, precompress: boolean) => {
    writeFileSync(join(root, file), text);
    if (!precompress) return;
    writeFileSync(join(root, `${file}.br`), brotliCompressSync(text));
    writeFileSync(join(root, `${file}.gz`), gzipSync(text, { level: 9 }));
  };
  write('assets/Bx3kQ9aZ.js', Array.from({ length: 200 }, (_, i) => `export const value${i} = ${i};`).join('\n'), true);
  write('assets/D4cE5fGh.css', Array.from({ length: 100 }, (_, i) => `.rule-${i}{color:#${String(i).padStart(6, '0')}}`).join('\n'), false);
  write('assets/E6fG7hIj.png', 'not really a png', false);
  write('pwa-sw.js', `self.addEventListener('fetch', () => {});\n${'// padding\n'.repeat(200)}`, true);
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', false);
  write('index.html', '<!doctype html><html><head><title>Site</title></head><body></body></html>', false);
  return root;
}

describe('the web build’s files', () => {
  const root = webBuild();
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const site = seededSite(() => seededApp({ webRoot: root }));
  const get = (url: string, headers: Record<string, string> = {}) => site.app.inject({ method: 'GET', url, headers });
  const source = (file: string) => readFileSync(join(root, file));

  describe('a hashed script with pre-compressed copies', () => {
    const url = '/assets/Bx3kQ9aZ.js';

    it.each([
      ['br', 'gzip, deflate, br', '.br'],
      ['gzip', 'gzip, deflate', '.gz'],
    ] as const)('is the %s copy, as written at build, when asked with %s', async (encoding, acceptEncoding, suffix) => {
      const response = await get(url, { 'accept-encoding': acceptEncoding });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.rawPayload.equals(source(`assets/Bx3kQ9aZ.js${suffix}`))).toBe(true);
      expect((encoding === 'br' ? brotliDecompressSync : gunzipSync)(response.rawPayload).equals(source('assets/Bx3kQ9aZ.js'))).toBe(true);
      expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
      expect(response.headers['vary']).toContain('accept-encoding');
    });

    it('is the file itself without accept-encoding, immutable too', async () => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.rawPayload.equals(source('assets/Bx3kQ9aZ.js'))).toBe(true);
      expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    });

    it('answers a HEAD (curl -I) with the same encoding and cache rules', async () => {
      const response = await site.app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    });

    it('answers 304 to a request that holds its ETag', async () => {
      const first = await get(url, { 'accept-encoding': 'br' });
      expect(first.headers['etag']).toBeDefined();
      const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': String(first.headers['etag']) });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    });
  });

  it('compresses a file that has no pre-compressed copy as it is sent', async () => {
    const response = await get('/assets/D4cE5fGh.css', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).equals(source('assets/D4cE5fGh.css'))).toBe(true);
    expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
  });

  it('sends an image as it is', async () => {
    const response = await get('/assets/E6fG7hIj.png', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
  });

  it.each([
    ['br', 'br'],
    ['identity', ''],
  ])('has the service worker revalidated on every visit (%s)', async (_name, acceptEncoding) => {
    const response = await get('/pwa-sw.js', acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(acceptEncoding || undefined);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('keeps an unhashed public file out of the long cache', async () => {
    const response = await get('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('leaves index.html to the pages: it is their template', async () => {
    const response = await get('/index.html', { 'accept-encoding': 'br' });
    expect(response.body).not.toContain('<title>Site</title></head><body></body>');
  });
});

describe('cache rules by path', () => {
  it.each([
    ['assets/Bx3kQ9aZ.js', IMMUTABLE_CACHE_CONTROL, 'accept-encoding'],
    ['assets/Bx3kQ9aZ.js.br', IMMUTABLE_CACHE_CONTROL, 'accept-encoding'],
    ['assets/E6fG7hIj.png', IMMUTABLE_CACHE_CONTROL, undefined],
    ['pwa-sw.js.gz', 'no-cache', 'accept-encoding'],
    ['version.json', 'no-cache', 'accept-encoding'],
  ])('%s: %s, vary %s', (path, cacheControl, vary) => {
    const headers = webAppFileHeaders(path);
    expect(headers['cache-control']).toBe(cacheControl);
    expect(headers['vary']).toBe(vary);
  });
});
