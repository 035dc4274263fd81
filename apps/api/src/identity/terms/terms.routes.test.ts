import { SESSION_COOKIE, TermsPaths } from '@betting/contracts';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../db/testing/engines';
import { identitySite, registerFast } from '../identity.fixture';
import { publishTerms } from './terms.repository';

describe.each(enginesUnderTest())('the user agreement on $name', (engine) => {
  const site = identitySite(engine);

  const status = async (session: string) => (await site.app.inject({ method: 'GET', url: TermsPaths.status, cookies: { [SESSION_COOKIE]: session } })).json<{ result: boolean; updatedAt: string }>();

  it('asks nobody who registered under the current terms; new terms ask them, and accepting the version seen ends it', async () => {
    const { session } = await registerFast(site.app);
    expect(await status(session)).toEqual({ result: false, updatedAt: '2026-01-01T00:00:00.000Z' });
    expect((await site.app.inject({ method: 'GET', url: '/en/casino', cookies: { [SESSION_COOKIE]: session } })).statusCode).toBe(200);

    site.clock.advance(60_000);
    const published = new Date(site.clock.now());
    await publishTerms(site.db, published, 'New bonus rules');
    const changed = await status(session);
    expect(changed).toEqual({ result: true, updatedAt: published.toISOString() });
    // A route that needs accepted terms sends the person to confirm them first; confirm-terms itself opens.
    const casino = await site.app.inject({ method: 'GET', url: '/en/casino', cookies: { [SESSION_COOKIE]: session } });
    expect(casino.statusCode).toBe(302);
    expect(casino.headers.location).toMatch(/^\/en\/confirm-terms/);
    expect((await site.app.inject({ method: 'GET', url: '/en/confirm-terms', cookies: { [SESSION_COOKIE]: session } })).statusCode).toBe(200);

    const stale = await site.app.inject({ method: 'POST', url: TermsPaths.accept, cookies: { [SESSION_COOKIE]: session }, payload: { updatedAt: '2026-01-01T00:00:00.000Z' } });
    expect(stale.statusCode).toBe(409);
    const accepted = await site.app.inject({ method: 'POST', url: TermsPaths.accept, cookies: { [SESSION_COOKIE]: session }, payload: { updatedAt: changed.updatedAt } });
    expect(accepted.statusCode).toBe(204);
    expect((await status(session)).result).toBe(false);
    expect((await site.app.inject({ method: 'GET', url: '/en/confirm-terms', cookies: { [SESSION_COOKIE]: session } })).statusCode).toBe(302);
  });

  it('refuses guests', async () => {
    expect((await site.app.inject({ method: 'GET', url: TermsPaths.status })).statusCode).toBe(401);
    expect((await site.app.inject({ method: 'POST', url: TermsPaths.accept, payload: { updatedAt: '2026-01-01T00:00:00.000Z' } })).statusCode).toBe(401);
  });
});
