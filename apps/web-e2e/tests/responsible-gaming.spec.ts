import type { Page } from '@playwright/test';
import { depositThroughProvider, expect, registerFresh, test } from './support/fixtures';

// Some journeys deposit through the provider's pages first.
test.describe.configure({ timeout: 90_000 });

const DAY_MS = 86_400_000;
const limitForm = (page: Page, name: string) => page.getByRole('form', { name });

async function setAmountLimit(page: Page, name: string, amount: string) {
  const form = limitForm(page, name);
  await form.getByLabel('New amount RUB').fill(amount);
  await form.getByRole('button', { name: 'Save limit' }).click();
}

async function chooseLimit(page: Page, name: string, option: string) {
  const form = limitForm(page, name);
  await form.getByLabel('New value').selectOption({ label: option });
  await form.getByRole('button', { name: 'Save limit' }).click();
}

async function tryDeposit(page: Page, visit: (path: string) => Promise<number>, amount: string) {
  await visit('/en/office/recharge');
  await page.getByLabel('Amount, RUB').fill(amount);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
}

const advanceUserClock = async (page: Page, userId: number, ms: number) =>
  expect((await page.request.post(`/__test/clock/user-${userId}/advance`, { data: { ms } })).ok()).toBe(true);

test('a deposit limit refuses a larger deposit; raising it waits 24 hours, lowering it applies at once', async ({ page, visit }) => {
  await registerFresh(page.request);
  await visit('/en/office/responsible');
  const daily = limitForm(page, 'Deposit limit for 24 hours');
  await setAmountLimit(page, 'Deposit limit for 24 hours', '100');
  await expect(daily).toContainText('₽100');

  await tryDeposit(page, visit, '150');
  await expect(page.getByRole('alert').filter({ hasText: 'Your responsible-gaming limit does not allow this payment. It is over your deposit limit.' })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/office\/recharge$/);

  await visit('/en/office/responsible');
  await setAmountLimit(page, 'Deposit limit for 24 hours', '500');
  await expect(daily).toContainText('Pending change:');
  await expect(daily).toContainText('₽500');
  await expect(daily).toContainText(/You can confirm it from/);
  await expect(daily.getByText('In force')).toBeVisible();
  await expect(daily).toContainText('₽100');

  await setAmountLimit(page, 'Deposit limit for 24 hours', '50');
  await expect(daily).toContainText('₽50');
  await expect(daily).not.toContainText('Pending change:');
  await tryDeposit(page, visit, '100');
  await expect(page.getByRole('alert').filter({ hasText: 'It is over your deposit limit.' })).toBeVisible();
});

test('a 1-day time-out refuses deposits and bets with its reason until it ends', async ({ page, visit }) => {
  const { userId } = await registerFresh(page.request);
  await depositThroughProvider(page, visit, '100');
  await expect(page).toHaveURL(/\/en\/onpay\/success$/);
  await visit('/en/office/responsible');
  await chooseLimit(page, 'Deposit time-out', '1 day');
  await expect(page.getByText(/Deposits and bets are paused until/)).toBeVisible();

  await tryDeposit(page, visit, '100');
  await expect(page.getByRole('alert').filter({ hasText: 'You have a time-out running.' })).toBeVisible();
  const slip = page.getByRole('region', { name: /^Bet slip/ });
  if (test.info().project.name === 'desktop') {
    await visit('/en/line');
    await page.locator('.game-row').filter({ has: page.locator('button.coef') }).first().locator('button.coef').first().click();
    await slip.getByLabel('Stake', { exact: true }).fill('10');
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await expect(slip.getByRole('alert')).toContainText('You have a time-out running.');
  }

  await advanceUserClock(page, userId, DAY_MS + 1000);
  if (test.info().project.name === 'desktop') {
    await visit('/en/line');
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await expect(slip.getByText('Bet accepted')).toBeVisible();
  }
  await tryDeposit(page, visit, '100');
  await expect(page.getByRole('heading', { name: 'Pay' })).toBeVisible();
});

test('a 7-day self-exclusion ends the session and refuses sign-in until it ends', async ({ page, visit }) => {
  const { userId, password } = await registerFresh(page.request);
  await visit('/en/office/responsible');
  await chooseLimit(page, 'Self-exclusion', '7 days');
  await expect.poll(async () => ((await (await page.request.get('/web-api/user/check-session')).json()) as { user_id: number | null }).user_id).toBeNull();

  await visit('/en/user/login');
  await page.getByLabel('E-mail or account ID').fill(String(userId));
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.locator('#sign-in-panel').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'You have excluded yourself from the site.' })).toBeVisible();

  await advanceUserClock(page, userId, 7 * DAY_MS + 1000);
  await page.locator('#sign-in-panel').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/user\/login/);
  await expect.poll(async () => ((await (await page.request.get('/web-api/user/check-session')).json()) as { user_id: number | null }).user_id).toBe(userId);
});

test('a reality check every 5 minutes appears with the time played and pauses play until acknowledged', async ({ page, visit }) => {
  await registerFresh(page.request);
  await page.clock.install();
  await visit('/en/office/responsible');
  await chooseLimit(page, 'Reality check interval', '5 minutes');
  await expect(limitForm(page, 'Reality check interval')).toContainText('5 minutes');
  await visit('/en');
  await page.clock.runFor(5 * 60_000 + 1000);
  const check = page.getByRole('dialog', { name: 'Reality check' });
  await expect(check).toBeVisible();
  await expect(check).toContainText('Time played');
  await expect(check).toContainText('Betting is paused until you continue.');
  await check.getByRole('button', { name: 'Continue playing' }).click();
  await expect(check).toHaveCount(0);
});
