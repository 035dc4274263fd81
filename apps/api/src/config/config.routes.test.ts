import { ConfigAllResponseSchema } from '@betting/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededApp } from '../testing/app.fixture';

describe('GET /bff-api/config/all.json', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, close } = await seededApp()));
  afterAll(() => close());

  it('answers the site config through its contract', async () => {
    const response = await app.inject({ method: 'GET', url: '/bff-api/config/all.json?lang=en' });
    expect(response.statusCode).toBe(200);
    const body = ConfigAllResponseSchema.parse(response.json());
    expect(body.siteConfig.companyName).toBe('Apex Bet');
    expect(body.siteConfig.brandBook).toContainEqual({ css_prop: '--brand-accent', css_value: '#2f80ed' });
  });

  it('localizes texts by lang', async () => {
    const response = await app.inject({ method: 'GET', url: '/bff-api/config/all.json?lang=ru' });
    expect(response.json()).toMatchObject({ siteConfig: { companyName: 'Апекс Бет', lng: 'en' } });
  });

  it.each(['RU', 'rus', '1'])('refuses lang=%s with a typed 400', async (lang) => {
    const response = await app.inject({ method: 'GET', url: `/bff-api/config/all.json?lang=${lang}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'invalid_request' } });
  });

  it('answers unknown API paths with JSON 404, never a page', async () => {
    const response = await app.inject({ method: 'GET', url: '/bff-api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});
