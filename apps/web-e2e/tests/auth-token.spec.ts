import { createHmac } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { AUTH_TOKEN_SIGNER } from '../auth-token-signer';
import { expect, expectAccessible, registerFresh, test } from './support/fixtures';

const sessionUser = async (request: APIRequestContext) => ((await (await request.get('/web-api/user/check-session')).json()) as { user_id: number | null }).user_id;

/** What the companion app does: its user token, signed with its secret for the page's language. */
function signedLink(token: string, lng: string): string {
  const sign = createHmac('sha256', AUTH_TOKEN_SIGNER.secret).update(`${AUTH_TOKEN_SIGNER.id}:${token}:${lng}`).digest('hex');
  return `/${lng}/user/qr-login?method_id=${AUTH_TOKEN_SIGNER.id}&token=${encodeURIComponent(token)}&sign=${sign}`;
}

test('a companion app signed link signs a browser in, once', async ({ page, browser, baseURL }) => {
  const { userId } = await registerFresh(page.request);
  const { token } = (await (await page.request.get('/web-api/user/gettoken?force_refresh=true')).json()) as { token: string };
  const link = signedLink(token, 'en');

  const other = await browser.newContext({ baseURL });
  try {
    const web = await other.newPage();
    await web.addInitScript(() => window.localStorage.setItem('age_accepted_at', String(Date.now())));
    await web.goto(link);
    await expect(web).toHaveURL(new RegExp(`${baseURL}/en/?$`));
    expect(await sessionUser(web.request)).toBe(userId);
    const cookie = (await other.cookies()).find((candidate) => candidate.name === 'ua');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.expires).toBe(-1);
  } finally {
    await other.close();
  }

  // Spent: the same link again is refused, stays a guest, and the token leaves the address bar.
  const third = await browser.newContext({ baseURL });
  try {
    const tablet = await third.newPage();
    await tablet.addInitScript(() => window.localStorage.setItem('age_accepted_at', String(Date.now())));
    await tablet.goto(link);
    await expect(tablet.getByRole('alert')).toHaveText('The sign-in link has expired or was already used. Sign in again in the app or here.');
    await expect(tablet).toHaveURL(new RegExp(`${baseURL}/en/user/qr-login$`));
    await expectAccessible(tablet);
    expect(await sessionUser(tablet.request)).toBeNull();
  } finally {
    await third.close();
  }
});

test('a link signed for another language signs nobody in', async ({ page, visit }) => {
  await registerFresh(page.request);
  const { token } = (await (await page.request.get('/web-api/user/gettoken?force_refresh=true')).json()) as { token: string };
  await page.context().clearCookies();
  await visit(signedLink(token, 'ru').replace('/ru/', '/en/'));
  await expect(page.getByRole('alert')).toHaveText('The sign-in link has expired or was already used. Sign in again in the app or here.');
  expect(await sessionUser(page.request)).toBeNull();
});
