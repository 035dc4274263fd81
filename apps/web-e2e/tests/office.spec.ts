import type { APIRequestContext, Page } from '@playwright/test';
import { expect, registerFresh, test } from './support/fixtures';

/** Sign-in sends the login and password as base64 of UTF-8 (spec §5). */
const encoded = (text: string) => Buffer.from(text, 'utf8').toString('base64');

function signInByApi(request: APIRequestContext, login: string, password: string) {
  return request.post('/web-api/user/auth/login', { data: { uLogin: encoded(login), uPassword: encoded(password), save: false } });
}

const content = (page: Page) => page.locator('.office__content');

test('personal data is kept after a reload, with the filled check', async ({ page, visit }) => {
  await registerFresh(page.request);
  await visit('/en/office/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Personal data' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('profile-filled')).toContainText('Still missing');

  const form = content(page);
  await form.getByLabel('First name').fill('Anna');
  await form.getByLabel('Last name').fill('Smith');
  await form.getByLabel('Date of birth').fill('1990-05-17');
  await form.getByLabel('Document type').selectOption({ label: 'Passport' });
  await form.getByLabel('Document number').fill('4510 123456');
  await form.getByLabel('Date of issue').fill('2010-06-01');
  await form.getByLabel('Registered address').fill('12 Main Street, Springfield');
  await form.getByRole('button', { name: 'Save personal data' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your personal data has been saved.' })).toBeVisible();
  await expect(page.getByTestId('profile-filled')).toHaveText('Profile complete');

  await visit('/en/office/settings');
  await expect(page.getByTestId('profile-filled')).toHaveText('Profile complete');
  await expect(form.getByLabel('First name')).toHaveValue('Anna');
  await expect(form.getByLabel('Date of birth')).toHaveValue('1990-05-17');
  await expect(form.getByLabel('Registered address')).toHaveValue('12 Main Street, Springfield');

  // Under 18 is refused next to the form, in the user's language, and nothing is lost.
  const underage = `${new Date().getUTCFullYear() - 10}-01-01`;
  await form.getByLabel('Date of birth').fill(underage);
  await form.getByRole('button', { name: 'Save personal data' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'You must be at least 18 years old.' })).toBeVisible();
  const kept = (await (await page.request.get('/web-api/office/personal-data')).json()) as { user_data: { date_birthday: string }; is_filled: boolean };
  expect(kept).toMatchObject({ user_data: { date_birthday: '1990-05-17' }, is_filled: true });
});

test('a changed password signs in, the old one no longer does', async ({ page, visit }) => {
  const { userId, password } = await registerFresh(page.request);
  await visit('/en/office/security');
  await expect(page.getByTestId('protection-status')).toHaveText('Weak protection');

  const form = page.locator('form').filter({ has: page.getByLabel('Repeat the new password') });
  await form.getByLabel('Current password').fill(password);
  await form.getByLabel('New password', { exact: true }).fill('short1');
  await form.getByLabel('Repeat the new password').fill('short1');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('alert')).toHaveText('The new password is too weak. Use at least 8 characters.');

  const next = `Fresh-${userId % 997}-pass`;
  await form.getByLabel('Current password').fill(password);
  await form.getByLabel('New password', { exact: true }).fill(next);
  await form.getByLabel('Repeat the new password').fill(next);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();
  await expect(page.getByText('Password changed after registration').locator('..')).toContainText('On');

  await page.request.post('/web-api/user/disconnect', { data: {} });
  expect((await signInByApi(page.request, String(userId), password)).status()).toBe(400);
  expect((await signInByApi(page.request, String(userId), next)).status()).toBe(200);
  await visit('/en/office/security');
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  await expect(page.getByText('Your password was changed 0 days ago')).toBeVisible();
});

test('a support request shows in the history, on the page and in its modal', async ({ page, visit }) => {
  await registerFresh(page.request);
  await visit('/en/office/support');
  await expect(page.getByText('You have not written to support yet.')).toBeVisible();

  const message = `My deposit of ${Date.now() % 100000} has not arrived yet`;
  await content(page).getByLabel('Topic').selectOption({ label: 'Deposits' });
  await content(page).getByLabel('Message').fill(message);
  await content(page).getByRole('button', { name: 'Send the request' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your request has been sent.' })).toBeVisible();
  await expect(page.getByTestId('support-history')).toContainText(message);
  await expect(page.getByTestId('support-history')).toContainText('Awaiting reply');

  await page.getByRole('button', { name: 'All requests (1)' }).click();
  const modal = page.getByRole('dialog', { name: 'Support request history' });
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(/modal=support-history/);
  await expect(modal.getByTestId('support-history-modal')).toContainText(message);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(page).not.toHaveURL(/modal=support-history/);
});

test('an idea is sent from its page', async ({ page, visit }) => {
  await registerFresh(page.request);
  await visit('/en/office/share-idea');
  await content(page).getByLabel('Message').fill('Show the coupon total in the header, please');
  await content(page).getByRole('button', { name: 'Send the idea' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you! Your idea has been sent.' })).toBeVisible();
  await expect(content(page).getByLabel('Message')).toHaveValue('');
});

test('a new bettor is reminded once per session that the main account can change currency, and changes it', async ({ page, visit }) => {
  await registerFresh(page.request);
  await visit('/en');
  const reminder = page.getByTestId('convert-account-reminder');
  await expect(reminder).toContainText('Your main account is in RUB.');
  await reminder.getByRole('button', { name: 'Change currency' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the currency of the RUB account' });
  await dialog.getByLabel('New currency').selectOption({ label: 'EUR (€)' });
  await dialog.getByRole('button', { name: 'Change currency' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The account now uses the new currency.' })).toBeVisible();
  await expect(page.getByRole('banner').getByTestId('header-balance')).toHaveText(/€0\.00/);
  await expect(reminder).toHaveCount(0);

  // The new EUR account has not held money either (status 1 again): same user, same status, same session — no reminder.
  const statusAnswered = page.waitForResponse((response) => response.url().endsWith('/web-api/office/accounts/conversion'));
  await visit('/en/office/account');
  expect(await (await statusAnswered).json()).toMatchObject({ status: 1 });
  await expect(page.getByTestId('wallets')).toContainText('EUR');
  await expect(reminder).toHaveCount(0);
});
