import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededApp } from '../testing/app.fixture';

describe('pages', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, close } = await seededApp()));
  afterAll(() => close());

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it.each([
    ['/', {}, '/en'],
    ['/', { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.5' }, '/ru'],
    ['/', { cookie: 'lng=ru', 'accept-language': 'en' }, '/ru'],
    ['/', { cookie: 'lng=de', 'accept-language': 'de, ru;q=0.5' }, '/ru'],
    ['/xx-unknown/zz', {}, '/en/xx-unknown/zz'],
    ['/information/about?x=1', {}, '/en/information/about?x=1'],
    ['/de/information/about', { cookie: 'lng=ru' }, '/ru/information/about'],
  ])('%s with %j redirects to %s', async (url, headers, location) => {
    const response = await get(url, headers);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(location);
  });

  it('answers a page with its language, title and brand book applied', async () => {
    const response = await get('/ru');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="ru"');
    expect(response.body).toContain('<title>Апекс Бет</title>');
    expect(response.body).toContain('--brand-header-height:3.5em');
  });

  it('answers an unknown path with status 404 and a readable page', async () => {
    const response = await get('/en/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('This page could not be found');
  });
});
