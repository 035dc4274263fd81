import { RemoteAppPostBodySchema, RemoteAppRequestHeadersSchema, parseRemoteAppUrl } from '@betting/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appKey, buildRemoteAppRequest } from './request';

describe('remote-app request (spec §7)', () => {
  it('GETs the app url plus the full path with the protocol headers', () => {
    expect(buildRemoteAppRequest({ app: 'content', path: '/en/information/about' })).toEqual({
      url: '/remote-apps/content/en/information/about',
      method: 'GET',
      headers: { 'mf-render-mode': 'json', 'mf-api-version': 'v2' },
    });
  });

  it('POSTs the components when some are asked for, and sends force-spa when asked', () => {
    const request = buildRemoteAppRequest({ app: 'footer', path: '/ru', components: ['subscription'] }, { forceSpa: true });
    expect(request).toMatchObject({ url: '/remote-apps/footer/ru', method: 'POST', body: { components: ['subscription'] } });
    expect(RemoteAppRequestHeadersSchema.parse(request.headers)['force-spa']).toBe('1');
    expect(RemoteAppPostBodySchema.safeParse(request.body).success).toBe(true);
  });

  it('uses a configured app url', () => {
    expect(buildRemoteAppRequest({ app: 'partners', path: '/en/partners?x=1' }, { appUrl: (app) => `https://apps.example/${app}/` }).url).toBe('https://apps.example/partners/en/partners?x=1');
  });

  it('builds URLs the API parses back to the same app and path', () => {
    const arbPath = fc.array(fc.stringMatching(/^[a-z0-9-]{1,6}$/), { maxLength: 4 }).map((segments) => `/${segments.join('/')}`);
    fc.assert(
      fc.property(fc.constantFrom('footer', 'content', 'technical-pages', 'partners'), arbPath, (app, path) => {
        const request = buildRemoteAppRequest({ app, path });
        expect(parseRemoteAppUrl(request.url)).toEqual({ appName: app, fullPath: path });
        expect(RemoteAppRequestHeadersSchema.safeParse(request.headers).success).toBe(true);
      }),
    );
  });

  it('keys views by app and path', () => {
    expect(appKey('content', '/en/a')).not.toBe(appKey('content', '/en/b'));
    expect(appKey('footer', '/en')).not.toBe(appKey('content', '/en'));
  });
});
