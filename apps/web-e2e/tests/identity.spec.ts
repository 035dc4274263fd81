import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** A number no other run or project uses: the clock, the project, and a counter. */
let serial = 0;
function unique(testInfo: TestInfo): string {
  serial += 1;
  return `${Date.now() % 1_000_000_000}${testInfo.project.name === 'phone' ? 1 : 0}${serial}`;
}

/** A Russian mobile number (10 digits) no other run uses. */
function uniquePhone(testInfo: TestInfo): string {
  return `9${unique(testInfo).slice(-9).padStart(9, '0')}`;
}

const common = { country_id: 643, currency_id: 643, first_deposit_bonus_choice: 0 };

async function registerByApi(request: APIRequestContext, body: Record<string, unknown>): Promise<{ user_id: number; password: string | null }> {
  const response = await request.post('/web-api/user/register', { data: { ...common, ...body } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { user_id: number; password: string | null };
}

/** The latest six-digit code the outbox holds for this recipient. */
async function codeFor(request: APIRequestContext, recipient: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/__test/outbox?recipient=${encodeURIComponent(recipient)}&limit=1`);
      const { messages } = (await response.json()) as { messages: { body: string }[] };
      code = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1];
      return code;
    }, { message: `a code reaches the outbox for ${recipient}` })
    .toBeDefined();
  return code ?? '';
}

const signOutButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Sign out' });

/** A sign-in loads the home page in full; the header then shows the signed-in user. */
async function expectSignedInAtHome(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/en$/);
  await page.waitForLoadState('load');
  // A full page load on a busy machine: config, dictionaries, then the session check.
  await expect(signOutButton(page)).toBeVisible({ timeout: 15_000 });
}
const signInPanel = (page: Page) => page.locator('#sign-in-panel');

async function signInById(page: Page, login: string, password: string): Promise<void> {
  await page.getByLabel('E-mail or account ID').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await signInPanel(page).getByRole('button', { name: 'Sign in' }).click();
}

test('one-click registration shows the credentials once, sends them by e-mail, and they sign in again after signing out', async ({ page, request, visit }, testInfo) => {
  await visit('/en/registration');
  await expect(page.getByRole('tab', { name: 'One click' })).toHaveAttribute('aria-selected', 'true');
  await page.locator('#registration-panel').getByRole('button', { name: 'Register' }).click();

  await expect(page.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
  const userId = (await page.getByTestId('credential-id').textContent()) ?? '';
  const password = (await page.getByTestId('credential-password').textContent()) ?? '';
  expect(userId).toMatch(/^\d{9}$/);
  expect(password.length).toBeGreaterThanOrEqual(8);
  // The three ways to keep them (a text file, a picture, an e-mail) are offered.
  await expect(page.getByRole('button', { name: 'Download as a text file' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save as a picture' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as a text file' }).click();
  expect((await download).suggestedFilename()).toMatch(new RegExp(`-${userId}\\.txt$`));

  const email = `keep-${unique(testInfo)}@example.com`;
  await page.getByRole('button', { name: 'Send to my e-mail' }).click();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent to' })).toHaveText(`Sent to ${email}. Check your inbox.`);
  const outbox = (await (await request.get(`/__test/outbox?recipient=${encodeURIComponent(email)}&limit=1`)).json()) as { messages: { subject: string; body: string }[] };
  expect(outbox.messages[0]?.subject).toBe('Your account details');
  expect(outbox.messages[0]?.body).toContain(`ID: ${userId}`);
  expect(outbox.messages[0]?.body).toContain(`Password: ${password}`);

  await page.getByRole('button', { name: 'Continue' }).click();
  await expectSignedInAtHome(page);
  await expect(page.getByTestId('account-id')).toContainText(userId);

  await signOutButton(page).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

  await visit('/en/user/login');
  await signInById(page, userId, password);
  await expectSignedInAtHome(page);
});

test('a phone user signs in with the code the SMS brought', async ({ page, request, visit }, testInfo) => {
  const phone = uniquePhone(testInfo);
  await registerByApi(request, { type: 'phone_reg', phone_number: phone, country_code: 'RU', password: `Phone-${phone}` });

  await visit('/en/user/login');
  await page.getByRole('tab', { name: 'SMS code' }).click();
  await page.getByLabel('Country code').selectOption('ru');
  await page.getByLabel('Phone number').fill(phone);
  await expect(page.getByLabel('Phone number')).toHaveValue(`(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6, 8)}-${phone.slice(8)}`);
  await signInPanel(page).getByRole('button', { name: 'Send the code' }).click();

  const code = await codeFor(request, `+7${phone}`);
  await page.getByLabel('Code from the SMS').fill(code);
  await signInPanel(page).getByRole('button', { name: 'Sign in' }).click();
  await expectSignedInAtHome(page);
});

test('five wrong passwords bring the picture check, and the right password passes it', async ({ page, request, visit }) => {
  const { user_id: userId, password } = await registerByApi(request, { type: 'fast_reg' });
  await visit('/en/user/login');

  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const answered = page.waitForResponse((response) => response.url().endsWith('/web-api/user/auth/login'));
    await signInById(page, String(userId), `wrong-password-${attempt}`);
    expect((await answered).status()).toBe(400);
    await expect(page.getByRole('alert').filter({ hasText: 'Wrong login or password.' })).toBeVisible();
  }

  await signInById(page, String(userId), password ?? '');
  const dialog = page.getByRole('dialog', { name: 'Confirm you are a person' });
  await expect(dialog).toBeVisible();
  const picture = dialog.getByRole('img', { name: 'Digits to type, drawn as a picture' });
  const captchaId = (await picture.getAttribute('data-captcha-id')) ?? '';
  const solved = await request.get(`/__test/captcha/${captchaId}`);
  const { answer } = (await solved.json()) as { answer: string };
  await dialog.getByLabel('Digits from the picture').fill(answer);
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  await expectSignedInAtHome(page);
});

test('a forgotten password is reset with the code the e-mail brought', async ({ page, request, visit }, testInfo) => {
  const email = `reset-${unique(testInfo)}@example.com`;
  await registerByApi(request, { type: 'full_reg', email, password: 'Old-password-1', name: 'Ada', surname: 'Lovelace' });
  // The data layer survives the full load that follows the automatic sign-in (kept in session storage for this test).
  await page.addInitScript(() => {
    const layer: unknown[] = JSON.parse(sessionStorage.getItem('test_data_layer') ?? '[]');
    const push = layer.push.bind(layer);
    layer.push = (...items: unknown[]) => {
      const length = push(...items);
      sessionStorage.setItem('test_data_layer', JSON.stringify(layer));
      return length;
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });

  // user/forgotpassword lands on the home page with the modal's query.
  await visit('/en/user/forgotpassword');
  await expect(page).toHaveURL(/\/en\?showForgotPasswordModal=1$/);
  const dialog = page.getByRole('dialog', { name: 'Reset password' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('E-mail', { exact: true }).fill(email);
  await dialog.getByRole('button', { name: 'Send the code' }).click();

  const code = await codeFor(request, email);
  // A wrong code first: counted as the spec's "fail code (wrong_code)" step.
  await dialog.getByLabel('Code', { exact: true }).fill(code === '000000' ? '111111' : '000000');
  await dialog.getByLabel('New password').fill('New-password-2');
  await dialog.getByLabel('Repeat the password').fill('New-password-2');
  await dialog.getByRole('button', { name: 'Save the new password' }).click();
  await expect(dialog.getByRole('alert')).not.toBeEmpty();
  await dialog.getByLabel('Code', { exact: true }).fill(code);
  await dialog.getByLabel('New password').fill('New-password-2');
  await dialog.getByLabel('Repeat the password').fill('New-password-2');
  await dialog.getByRole('button', { name: 'Save the new password' }).click();

  await expectSignedInAtHome(page);
  const steps = await page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string; step?: string; detail?: string }[] }).dataLayer ?? [])
      .filter((entry) => entry.event === 'forgot_password')
      .map((entry) => (entry.detail ? `${entry.step}:${entry.detail}` : entry.step)),
  );
  expect(steps).toEqual(['call', 'code', 'sent', 'approve', 'fail_code:wrong_code', 'approve', 'save:active', 'success']);
  const oldRefused = await request.post('/web-api/user/auth/login', { data: { uLogin: btoa(email), uPassword: btoa('Old-password-1') } });
  expect(oldRefused.status()).toBe(400);
});

test('a guest who landed on a partner link registers with its code', async ({ page, visit }) => {
  await visit('/en?btag=abc123');
  await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'referral_values')).toBe(true);

  await page.getByRole('banner').getByRole('link', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Registration', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Promo code (optional)')).toHaveValue('abc123');

  const sent = page.waitForRequest((request) => request.url().endsWith('/web-api/user/register') && request.method() === 'POST');
  await page.locator('#registration-panel').getByRole('button', { name: 'Register' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ type: 'fast_reg', ref_code: 'abc123' });
  await expect(page.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
});
