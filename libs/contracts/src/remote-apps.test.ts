import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  REMOTE_APP_REQUEST_HEADERS,
  RemoteAppPostBodySchema,
  RemoteAppRequestHeadersSchema,
  RemoteAppResponseSchema,
  isForceSpa,
  parseRemoteAppUrl,
  remoteAppUrl,
} from './remote-apps';

const arbAppName = fc.stringMatching(/^[a-z][a-z0-9]{0,8}(-[a-z0-9]{1,5}){0,2}$/);
const arbFullPath = fc
  .tuple(fc.array(fc.stringMatching(/^[a-z0-9-]{1,8}$/), { maxLength: 4 }), fc.option(fc.stringMatching(/^[a-z]=[0-9]{1,3}$/), { nil: undefined }))
  .map(([segments, query]) => `/${segments.join('/')}${query === undefined ? '' : `?${query}`}`);

describe('remote-app url', () => {
  it('joins the app url and the page path (spec §7 examples)', () => {
    expect(remoteAppUrl('content', '/en/information/about')).toBe('/remote-apps/content/en/information/about');
    expect(remoteAppUrl('footer', '/ru')).toBe('/remote-apps/footer/ru');
    expect(remoteAppUrl('partners', '/en/ourpartners?x=1')).toBe('/remote-apps/partners/en/ourpartners?x=1');
    expect(remoteAppUrl('footer', '')).toBe('/remote-apps/footer/');
  });

  it('refuses a path that does not start with a single slash', () => {
    expect(() => remoteAppUrl('content', 'en')).toThrow();
    expect(() => remoteAppUrl('content', '//evil.com')).toThrow();
  });

  it('parses back what it builds', () => {
    fc.assert(
      fc.property(arbAppName, arbFullPath, (appName, fullPath) => {
        expect(parseRemoteAppUrl(remoteAppUrl(appName, fullPath))).toEqual({ appName, fullPath });
      }),
    );
  });

  it.each([
    ['/remote-apps/content/en/information/about', { appName: 'content', fullPath: '/en/information/about' }],
    ['/remote-apps/footer', { appName: 'footer', fullPath: '/' }],
    ['/remote-apps/footer?x=1', { appName: 'footer', fullPath: '/?x=1' }],
    ['/remote-apps/Footer/en', null],
    ['/remote-apps//en', null],
    ['/remote-apps/footer//evil.com', null],
    ['/web-api/remote-apps/footer/en', null],
  ])('parse %s', (url, expected) => {
    expect(parseRemoteAppUrl(url)).toEqual(expected);
  });
});

describe('remote-app request', () => {
  it('accepts the headers the host sends, with or without force-spa', () => {
    expect(RemoteAppRequestHeadersSchema.safeParse({ ...REMOTE_APP_REQUEST_HEADERS, host: 'x' }).success).toBe(true);
    const forced = RemoteAppRequestHeadersSchema.parse({ ...REMOTE_APP_REQUEST_HEADERS, 'force-spa': '1' });
    expect(isForceSpa(forced)).toBe(true);
    expect(isForceSpa(RemoteAppRequestHeadersSchema.parse({ ...REMOTE_APP_REQUEST_HEADERS, 'force-spa': 'false' }))).toBe(false);
  });

  it.each([
    [{ 'mf-render-mode': 'html', 'mf-api-version': 'v2' }],
    [{ 'mf-render-mode': 'json', 'mf-api-version': 'v1' }],
    [{ 'mf-render-mode': 'json' }],
    [{ 'mf-render-mode': 'json', 'mf-api-version': 'v2', 'force-spa': 'yes' }],
  ])('refuses headers %j', (headers) => {
    expect(RemoteAppRequestHeadersSchema.safeParse(headers).success).toBe(false);
  });

  it.each([
    [{ components: ['subscription'] }, true],
    [{ components: ['menu', 'policy-logo'] }, true],
    [{ components: [] }, false],
    [{ components: ['<script>'] }, false],
    [{}, false],
  ])('POST body %j valid: %s', (body, valid) => {
    expect(RemoteAppPostBodySchema.safeParse(body).success).toBe(valid);
  });
});

describe('remote-app response', () => {
  const full = {
    body: '<p>About us</p>',
    style: '.about{color:red}',
    cssToLoad: ['/remote-apps/assets/content.css'],
    appName: 'content',
    title: 'About us',
    codeToEval: 'window.__contentReady = true',
    scriptsToLoad: ['/remote-apps/assets/content.js'],
    head: '<meta name="description" content="About">',
  };

  it('parses a full answer unchanged', () => {
    expect(RemoteAppResponseSchema.parse(full)).toEqual(full);
  });

  it('fills missing optional fields with empty values', () => {
    expect(RemoteAppResponseSchema.parse({ appName: 'footer', body: '<footer></footer>' })).toEqual({
      body: '<footer></footer>',
      style: '',
      cssToLoad: [],
      appName: 'footer',
      title: '',
      codeToEval: '',
      scriptsToLoad: [],
      head: '',
    });
  });

  it.each([
    ['no app name', { ...full, appName: undefined }],
    ['a bad app name', { ...full, appName: 'Content App' }],
    ['a non-string body', { ...full, body: 1 }],
    ['a non-list cssToLoad', { ...full, cssToLoad: 'a.css' }],
  ])('refuses %s', (_label, body) => {
    expect(RemoteAppResponseSchema.safeParse(body).success).toBe(false);
  });
});
