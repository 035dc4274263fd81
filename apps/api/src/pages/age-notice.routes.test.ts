import { AGE_ACCEPTED_COOKIE } from '@betting/settings';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../db/testing/engines';
import { seededApp } from '../testing/app.fixture';
import { AGE_NOTICE_ACCEPT_PATH, safeBackPath } from './age-notice.routes';
import type { FirstViews } from './first-views';

type RenderInput = Parameters<FirstViews['renderFirstView']>[0];

describe.each(enginesUnderTest())('the age notice in the first HTML on $name', (engine) => {
  const rendered: RenderInput[] = [];
  const firstViews: FirstViews = {
    firstViewRequests: (url) => (url === '/en/line' ? ['/bff-api/config/all.json?lang=en'] : undefined),
    renderFirstView: async (input) => {
      rendered.push(input);
      return {
        head: '',
        html: '<div class="layout">the line</div>',
        dataScript: '<script type="application/json" id="page-data">{}</script>',
        ...(input.ageNotice ? { overlay: '<div id="age-notice-first-view">the notice</div>' } : {}),
      };
    },
  };
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, close } = await seededApp({ firstViews }, engine)));
  afterAll(() => close());

  it('draws the notice over the view, after #root, for a visitor without the acceptance cookie', async () => {
    rendered.length = 0;
    const response = await app.inject({ method: 'GET', url: '/en/line' });
    expect(response.statusCode).toBe(200);
    expect(rendered.at(-1)?.ageNotice).toBe(true);
    expect(response.body).toMatch(/<div id="root"><div class="layout">the line<\/div><\/div>[\s\S]*<div id="age-notice-first-view">the notice<\/div>/);
  });

  it('never for a visitor with it', async () => {
    rendered.length = 0;
    const response = await app.inject({ method: 'GET', url: '/en/line', headers: { cookie: `${AGE_ACCEPTED_COOKIE}=1` } });
    expect(response.statusCode).toBe(200);
    expect(rendered.at(-1)?.ageNotice).toBe(false);
    expect(response.body).toContain('the line');
    expect(response.body).not.toContain('age-notice-first-view');
  });

  it('accepts without JavaScript: the form sets the cookie for 3 days and goes back to the page', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `${AGE_NOTICE_ACCEPT_PATH}?back=${encodeURIComponent('/en/line')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/en/line');
    const cookie = response.cookies.find((entry) => entry.name === AGE_ACCEPTED_COOKIE);
    expect(cookie).toMatchObject({ value: '1', path: '/', maxAge: 259_200, sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
    const again = await app.inject({ method: 'GET', url: '/en/line', headers: { cookie: `${AGE_ACCEPTED_COOKIE}=${cookie?.value}` } });
    expect(again.body).not.toContain('age-notice-first-view');
  });
});

describe('the no-script form’s way back', () => {
  it.each([
    ['/en/line', '/en/line'],
    ['/en/casino?x=1', '/en/casino?x=1'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['', '/'],
    [undefined, '/'],
    [['/en'], '/'],
  ])('%j goes back to %s', (back, expected) => {
    expect(safeBackPath(back)).toBe(expected);
  });
});
