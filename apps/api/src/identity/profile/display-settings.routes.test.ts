import { AccountDisplaySettingsPath, AccountDisplaySettingsResponseSchema, SESSION_COOKIE } from '@betting/contracts';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../db/testing/engines';
import { START, cookieOf, freshAddress, identitySite, registerFast, signIn } from '../identity.fixture';

const as = (session: string | undefined): { cookies: Record<string, string> } => ({ cookies: session ? { [SESSION_COOKIE]: session } : {} });

const CHOSEN = { appFontSize: 130, appTheme: 0, appViewType: 1, coefViewId: 14, timeZone: 5.75, is12h: true, leftSectionDisplayState: 1, isShowGameId: 1, marketsNameType: 'full' } as const;

describe.each(enginesUnderTest())('display settings kept on the account on $name', (engine) => {
  const site = identitySite(engine);
  const get = async (session: string | undefined) => site.app.inject({ method: 'GET', url: AccountDisplaySettingsPath, ...as(session) });
  const put = async (session: string | undefined, body: unknown) => site.app.inject({ method: 'PUT', url: AccountDisplaySettingsPath, ...as(session), payload: body as object });

  it('holds nothing at first, keeps what is saved, and gives it to the bettor’s next session on another browser', async () => {
    const user = await registerFast(site.app);
    expect(AccountDisplaySettingsResponseSchema.parse((await get(user.session)).json())).toEqual({ settings: {}, updated_at: null });

    const saved = await put(user.session, CHOSEN);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ settings: CHOSEN, updated_at: new Date(START).toISOString() });

    const elsewhere = await signIn(site.app, String(user.user_id), user.password, { ip: freshAddress() });
    const otherSession = cookieOf(elsewhere, SESSION_COOKIE)?.value;
    expect(otherSession).toBeDefined();
    expect((await get(otherSession)).json()).toEqual({ settings: CHOSEN, updated_at: new Date(START).toISOString() });
  });

  it('replaces the whole set on each save, and keeps each account its own', async () => {
    const first = await registerFast(site.app);
    const second = await registerFast(site.app);
    await put(first.session, CHOSEN);
    await put(second.session, { appFontSize: 90 });
    site.clock.advance(60_000);
    const replaced = await put(first.session, { timeZone: -3 });
    expect(replaced.json()).toEqual({ settings: { timeZone: -3 }, updated_at: new Date(START + 60_000).toISOString() });
    expect((await get(second.session)).json()).toMatchObject({ settings: { appFontSize: 90 } });
  });

  it.each([
    ['a font size out of range', { appFontSize: 300 }],
    ['a zone that is not a quarter hour', { timeZone: 3.3 }],
    ['an odds format that does not exist', { coefViewId: 3 }],
    ['a switch that is not 0 or 1', { isShowGameId: 2 }],
    ['a setting of one browser', { language: 'en' }],
    ['cookie consent', { cookiesAgreeType: 4 }],
    ['not an object', [1, 2]],
  ])('refuses %s and keeps what it had', async (_name, body) => {
    const user = await registerFast(site.app);
    await put(user.session, { appFontSize: 110 });
    const refused = await put(user.session, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { code: 'invalid_request' } });
    expect((await get(user.session)).json()).toMatchObject({ settings: { appFontSize: 110 } });
  });

  it('answers a guest 401 and leaves out a stored value the contract no longer allows', async () => {
    expect((await get(undefined)).statusCode).toBe(401);
    const refused = await put(undefined, { appFontSize: 110 });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: { code: 'not_signed_in' } });

    const user = await registerFast(site.app);
    await site.db.query(`insert into account_display_settings (user_id, settings, updated_at) values ($1, '{"appFontSize": 120, "appTheme": 7, "retired": 1}', now())`, [user.user_id]);
    expect((await get(user.session)).json()).toMatchObject({ settings: { appFontSize: 120 } });
    expect(Object.keys((await get(user.session)).json<{ settings: object }>().settings)).toEqual(['appFontSize']);
  });
});
