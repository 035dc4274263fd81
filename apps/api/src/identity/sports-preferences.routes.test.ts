import { AuthPaths, SESSION_COOKIE, SportsPreferencesPath, SportsPreferencesResponseSchema } from '@betting/contracts';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../db/testing/engines';
import { identitySite, registerFast } from './identity.fixture';

describe.each(enginesUnderTest())('the sports a bettor takes out of the line and live on $name', (engine) => {
  const site = identitySite(engine);
  const put = (session: string | undefined, body: unknown) =>
    site.app.inject({ method: 'PUT', url: SportsPreferencesPath, cookies: session ? { [SESSION_COOKIE]: session } : {}, payload: body as object });

  it('lists every sport of the line, keeps the choice sorted and once each, and user config reads it', async () => {
    const user = await registerFast(site.app);
    const first = SportsPreferencesResponseSchema.parse((await site.app.inject({ method: 'GET', url: SportsPreferencesPath, cookies: { [SESSION_COOKIE]: user.session } })).json());
    expect(first.sports.length).toBeGreaterThan(2);
    expect(first).toMatchObject({ disallow_line_sport: [], disallow_live_sport: [] });
    const [a, b, c] = first.sports.map((sport) => sport.id);
    const saved = await put(user.session, { disallow_line_sport: [c, a, c], disallow_live_sport: [b] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ disallow_line_sport: [a, c].sort((x, y) => Number(x) - Number(y)), disallow_live_sport: [b] });
    const config = (await site.app.inject({ method: 'GET', url: AuthPaths.userConfig, cookies: { [SESSION_COOKIE]: user.session } })).json<{
      result: { disallow_line_sport: number[]; disallow_live_sport: number[] };
    }>();
    expect(config.result.disallow_line_sport).toEqual([a, c].sort((x, y) => Number(x) - Number(y)));
    expect(config.result.disallow_live_sport).toEqual([b]);
    expect((await put(user.session, { disallow_line_sport: [], disallow_live_sport: [] })).json()).toMatchObject({ disallow_line_sport: [], disallow_live_sport: [] });
  });

  it('refuses an unknown sport and a guest', async () => {
    const user = await registerFast(site.app);
    const unknown = await put(user.session, { disallow_line_sport: [987654], disallow_live_sport: [] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: { code: 'invalid_request' } });
    expect((await put(undefined, { disallow_line_sport: [], disallow_live_sport: [] })).statusCode).toBe(401);
    expect((await site.app.inject({ method: 'GET', url: SportsPreferencesPath })).statusCode).toBe(401);
  });
});
