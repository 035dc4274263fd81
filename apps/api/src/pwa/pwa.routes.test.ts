import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededApp } from '../testing/app.fixture';
import { ICON_SIZES } from './manifest';

describe('PWA manifest and icons', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, close } = await seededApp()));
  afterAll(() => close());

  it('names the site, its theme colour and an icon in every size of the spec', async () => {
    const response = await app.inject({ method: 'GET', url: '/manifest.json?lng=ru' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    const manifest = response.json();
    expect(manifest).toMatchObject({ name: 'Апекс Бет', theme_color: '#0f1720', start_url: '/ru', display: 'standalone' });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(ICON_SIZES.map((size) => `${size}x${size}`));
  });

  it.each([72, 512])('serves the %i px icon', async (size) => {
    const response = await app.inject({ method: 'GET', url: `/pwa/icon-${size}.svg` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`width="${size}"`);
  });

  it('has no icon of a size the spec does not list', async () => {
    expect((await app.inject({ method: 'GET', url: '/pwa/icon-100.svg' })).statusCode).toBe(404);
  });
});

describe('GET /web-api/version', () => {
  it('answers the web build the server serves', async () => {
    const { app, close } = await seededApp({ webVersion: '20261122051500' });
    const response = await app.inject({ method: 'GET', url: '/web-api/version' });
    expect(response.json()).toEqual({ version: '20261122051500' });
    await close();
  });
});
