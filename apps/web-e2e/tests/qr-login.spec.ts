import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, registerFresh, test } from './support/fixtures';

const sessionUser = async (request: APIRequestContext) => ((await (await request.get('/web-api/user/check-session')).json()) as { user_id: number | null }).user_id;

test('a code shown in the office signs another device in, once', async ({ page, browser, baseURL, visit }) => {
  const { userId } = await registerFresh(page.request);
  await visit('/en/office/qr-login');
  await expect(page.getByRole('heading', { level: 1, name: 'QR login' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'QR login' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: 'Show the code' }).click();
  await expect(page.getByTestId('qr-code')).toBeVisible();
  await expect(page.getByTestId('qr-seconds-left')).toContainText(/for (60|59|58) s more/);
  await expectAccessible(page);

  await page.getByText('No camera? Open this link on the other device').click();
  const link = await page.getByTestId('qr-login-link').getAttribute('href');
  expect(link).toMatch(/\/en\/user\/qr-login\?token=[\w-]{43}$/);

  // The other device: a browser of its own, with no session.
  const other = await browser.newContext({ baseURL });
  try {
    const phone = await other.newPage();
    await phone.addInitScript(() => window.localStorage.setItem('age_accepted_at', String(Date.now())));
    await phone.goto(link ?? '');
    await expect(phone).toHaveURL(new RegExp(`${baseURL}/en/?$`));
    expect(await sessionUser(phone.request)).toBe(userId);
    const cookie = (await other.cookies()).find((candidate) => candidate.name === 'ua');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.expires).toBe(-1);
  } finally {
    await other.close();
  }

  // Spent: a third device opening the same link is refused and stays a guest.
  const third = await browser.newContext({ baseURL });
  try {
    const tablet = await third.newPage();
    await tablet.addInitScript(() => window.localStorage.setItem('age_accepted_at', String(Date.now())));
    await tablet.goto(link ?? '');
    await expect(tablet.getByRole('alert')).toHaveText('This code has already been used or has expired. Show a new code on the device where you are signed in.');
    await expectAccessible(tablet);
    expect(await sessionUser(tablet.request)).toBeNull();
  } finally {
    await third.close();
  }
  // The first device is still signed in.
  expect(await sessionUser(page.request)).toBe(userId);
});

test('a link without a usable token signs nobody in', async ({ page, visit }) => {
  await visit('/en/user/qr-login?token=nonsense');
  await expect(page.getByRole('alert')).toHaveText('This code has already been used or has expired. Show a new code on the device where you are signed in.');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
});
