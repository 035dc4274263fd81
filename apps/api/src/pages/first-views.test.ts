import { SESSION_COOKIE } from '@betting/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { seededApp } from '../testing/app.fixture';
import type { FirstViews } from './first-views';

type RenderInput = Parameters<FirstViews['renderFirstView']>[0];

describe('first views rendered on the server', () => {
  const rendered: RenderInput[] = [];
  let failing = false;
  const firstViews: FirstViews = {
    firstViewRequests: (url) => (url === '/en' ? ['/bff-api/config/all.json?lang=en', '/web-api/maintenance'] : undefined),
    renderFirstView: async (input) => {
      if (failing) throw new Error('render failed');
      rendered.push(input);
      return { head: '<link rel="stylesheet" href="/assets/page.css">', html: '<div class="layout">the first view</div>', dataScript: '<script type="application/json" id="page-data">{}</script>' };
    },
  };
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, close } = await seededApp({ firstViews })));
  afterAll(() => close());

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('sends a guest the view in #root, its data after it, made from the API’s own answers', async () => {
    rendered.length = 0;
    const response = await get('/en');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"><div class="layout">the first view</div></div>');
    expect(response.body.slice(0, response.body.indexOf('</head>'))).toContain('<link rel="stylesheet" href="/assets/page.css">');
    expect(response.body).toMatch(/<script[^>]* type="application\/json" id="page-data">\{\}<\/script>/);
    const [input] = rendered;
    expect(input?.url).toBe('/en');
    expect(input?.lng).toBe('en');
    expect(input?.navigation.session.signedIn).toBe(false);
    const config = input?.answers['/bff-api/config/all.json?lang=en'] as { siteConfig: { companyName: string } };
    expect(config.siteConfig.companyName).toBe('Apex Bet');
    expect(input?.answers['/web-api/maintenance']).toMatchObject({ active: false });
  });

  it('renders every guest’s view afresh: odds move by the second, the page is not kept', async () => {
    rendered.length = 0;
    await get('/en');
    await get('/en');
    expect(rendered).toHaveLength(2);
  });

  it('leaves a visitor with a session, and pages it does not render, to the browser', async () => {
    rendered.length = 0;
    const signedIn = await get('/en', { cookie: `${SESSION_COOKIE}=not-a-session` });
    expect(signedIn.body).not.toContain('the first view');
    const other = await get('/en/information/about');
    expect(other.body).not.toContain('the first view');
    expect(rendered).toHaveLength(0);
  });

  it('still answers the page when the rendering fails', async () => {
    failing = true;
    try {
      const response = await get('/en');
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('the first view');
      expect(response.body).not.toContain('id="page-data"');
    } finally {
      failing = false;
    }
  });
});
