import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** A number no other run or project uses: the clock, the project, and a counter. */
let serial = 0;
function uniquePhone(testInfo: TestInfo): string {
  serial += 1;
  const unique = `${Date.now() % 1_000_000_000}${testInfo.project.name === 'phone' ? 1 : 0}${serial}`;
  return `9${unique.slice(-9).padStart(9, '0')}`;
}

const oneClick = { type: 'fast_reg', country_id: 643, currency_id: 643, first_deposit_bonus_choice: 0 };
const networksPath = '/web-api/user/social/networks';

interface OutboxCode {
  readonly id: number;
  readonly code: string;
}

/** The newest six-digit code sent to the recipient after the message `afterId`. */
async function nextCode(request: APIRequestContext, recipient: string, afterId = 0): Promise<OutboxCode> {
  let found: OutboxCode | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/__test/outbox?recipient=${encodeURIComponent(recipient)}&limit=1`);
      const { messages } = (await response.json()) as { messages: { id: number; body: string }[] };
      const message = messages[0];
      const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
      found = message && code && message.id > afterId ? { id: message.id, code } : undefined;
      return found;
    }, { message: `a new code reaches the outbox for ${recipient}` })
    .toBeDefined();
  return found ?? { id: 0, code: '' };
}

const socialButtons = (page: Page) => page.locator('.social-sign-in__button');

test.describe('social sign-in without a provider', () => {
  test('the API lists no network, and neither the sign-in nor the registration page shows a social button', async ({ page, request, visit }) => {
    const listed = await request.get(networksPath);
    expect(await listed.json()).toEqual({ networks: [] });

    for (const path of ['/en/user/login', '/en/registration']) {
      const answered = page.waitForResponse((response) => new URL(response.url()).pathname === networksPath);
      await visit(path);
      expect((await answered).status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(socialButtons(page)).toHaveCount(0);
      await expect(page.getByRole('heading', { name: /^Or (sign in|register) with$/ })).toHaveCount(0);
    }
  });
});

test.describe('landing back from a social network', () => {
  test('a refusal shows why, and leaves the address clean', async ({ page, visit }) => {
    await visit('/en#social_error=not_signed_in');
    const notice = page.getByRole('dialog', { name: 'Sign-in through the network did not work' });
    await expect(notice).toContainText("The sign-in was cancelled on the network's page.");
    await expect(page).toHaveURL(/\/en$/);
    await notice.getByRole('button', { name: 'Close' }).last().click();
    await expect(notice).toBeHidden();
  });

  test('a second step goes to the code form of the sign-in page', async ({ page, visit }) => {
    await visit('/en#two_step=sms');
    await expect(page).toHaveURL(/\/en\/user\/login$/);
    await expect(page.getByText('We sent a code to your phone. Enter it to finish signing in.')).toBeVisible();
    await expect(page.getByLabel('Code', { exact: true })).toBeVisible();
  });

  test('an unknown identity finishes on the short social registration form, which the API checks', async ({ page, visit }) => {
    await visit('/en#social_token=not-a-real-token&social_provider=google');
    await expect(page).toHaveURL(/\/en\/registration\/socialregistration$/);
    await expect(page.getByText('You are registering with Google.')).toBeVisible();
    // No tabs, no password: country, currency, promo code and bonus choice only.
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Country', { exact: true })).toBeVisible();

    const sent = page.waitForRequest((request) => request.url().endsWith('/web-api/user/register') && request.method() === 'POST');
    const answered = page.waitForResponse((response) => response.url().endsWith('/web-api/user/register'));
    await page.locator('#registration-panel').getByRole('button', { name: 'Register' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ type: 'soc_reg', provider: 'google', social_token: 'not-a-real-token', country_id: expect.any(Number), currency_id: expect.any(Number) });
    expect((await answered).status()).toBe(400);
    await expect(page.getByRole('alert').filter({ hasText: 'The sign-in link has expired. Choose the network again.' })).toBeVisible();
  });
});

test('Google one-tap whose script cannot load logs an error, and signing in by password still works', async ({ page, request, visit }) => {
  // The journeys run without an OIDC provider: the browser is told the API has `google`, Google itself is unreachable.
  await page.route(`**${networksPath}`, (route) => route.fulfill({ json: { networks: ['google'] } }));
  await page.route('**/social-api/oauth/google-one-tap/clientId', (route) => route.fulfill({ json: { clientId: 'e2e-client.apps.example' } }));
  await page.route('**/accounts.google.com/**', (route) => route.abort());
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // Registered in another browser context: this page stays a guest.
  const registered = await request.post('/web-api/user/register', { data: oneClick });
  const { user_id: userId, password } = (await registered.json()) as { user_id: number; password: string };

  const scriptTried = page.waitForRequest((request) => request.url().startsWith('https://accounts.google.com/gsi/client'));
  await visit('/en/user/login');
  await scriptTried;
  await expect.poll(() => errors.some((text) => text.includes('google one-tap unavailable'))).toBe(true);
  await expect(socialButtons(page)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Google', exact: true })).toBeVisible();

  await page.getByLabel('E-mail or account ID').fill(String(userId));
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.locator('#sign-in-panel').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible({ timeout: 15_000 });
});

test('a signed-in user transfers an account by its phone and sees the new credentials once', async ({ page, request, visit }, testInfo) => {
  const api = page.request;
  const registered = await api.post('/web-api/user/register', { data: oneClick });
  expect(registered.status()).toBe(201);
  const { user_id: userId, password: oldPassword } = (await registered.json()) as { user_id: number; password: string };

  // The transfer sends its code to the account's phone: bind one first, as the security page does.
  const phone = uniquePhone(testInfo);
  const recipient = `+7${phone}`;
  expect((await api.post('/web-api/office/security/phone', { data: { country_code: 'RU', phone_number: phone } })).status()).toBe(200);
  const binding = await nextCode(request, recipient);
  expect((await api.post('/web-api/office/security/phone/confirm', { data: { country_code: 'RU', phone_number: phone, code: binding.code } })).status()).toBe(200);

  await visit('/en?modal=transfer-user');
  const dialog = page.getByRole('dialog', { name: 'Account transfer' });
  await expect(dialog.getByLabel('Account ID')).toHaveValue(String(userId));
  await dialog.getByLabel('Country code').selectOption('ru');
  await dialog.getByLabel('Phone number').fill(phone);
  await dialog.getByRole('button', { name: 'Send the code' }).click();

  const captcha = page.getByRole('dialog', { name: 'Confirm you are a person' });
  const picture = captcha.getByRole('img', { name: 'Digits to type, drawn as a picture' });
  const captchaId = (await picture.getAttribute('data-captcha-id')) ?? '';
  const { answer } = (await (await request.get(`/__test/captcha/${captchaId}`)).json()) as { answer: string };
  await captcha.getByLabel('Digits from the picture').fill(answer);
  await captcha.getByRole('button', { name: 'Confirm' }).click();

  await expect(dialog.getByText('If this phone is bound to the account, a code is on its way.')).toBeVisible();
  const transfer = await nextCode(request, recipient, binding.id);
  await dialog.getByLabel('Code from the SMS').fill(transfer.code);
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  await expect(dialog.getByTestId('transfer-id')).toHaveText(String(userId));
  const newPassword = (await dialog.getByTestId('transfer-password').textContent()) ?? '';
  expect(newPassword.length).toBeGreaterThanOrEqual(8);
  expect(newPassword).not.toBe(oldPassword);
  await expect(dialog).toContainText('The old password no longer works');

  const login = (secret: string) => request.post('/web-api/user/auth/login', { data: { uLogin: btoa(String(userId)), uPassword: btoa(secret) } });
  expect((await login(oldPassword)).status()).toBe(400);
  expect((await login(newPassword)).status()).toBe(200);

  // The account's sessions ended with the transfer: the page loads anew, as a guest.
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible({ timeout: 15_000 });
});
