import type { Locator, Page } from '@playwright/test';
import { appTakenOver, depositThroughProvider, expect, registerFresh, test } from './support/fixtures';

// A fresh bettor deposits through the provider's pages before the bet: longer than most.
test.describe.configure({ timeout: 90_000 });

const slip = (page: Page) => page.getByRole('region', { name: /^Bet slip/ });
const AMERICAN = /^[+-]\d+$/;
const DECIMAL = /^\d+\.\d+$/;

/** Opens the header's display settings panel (a lazily loaded dialog). */
async function openPanel(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Display settings' }).click();
  const panel = page.getByRole('dialog', { name: 'Display settings' });
  await expect(panel).toBeVisible();
  return panel;
}

/** The clock time the site must show for an instant in UTC+3 on a 12-hour clock ("9:05 pm"). */
function twelveHourAtPlus3(iso: string): RegExp {
  const at = new Date(Date.parse(iso) + 3 * 3_600_000);
  const hours = at.getUTCHours();
  const text = `${hours % 12 === 0 ? 12 : hours % 12}:${String(at.getUTCMinutes()).padStart(2, '0')}\\s?${hours < 12 ? 'am' : 'pm'}`;
  return new RegExp(`(^|\\D)${text}`, 'i');
}

/** Every `<time>` in `scope` reads its instant in UTC+3, 12-hour (the one clock of the site). */
async function expectTimesAtPlus3(scope: Locator) {
  const times = scope.locator('time[datetime]');
  await expect(times.first()).toBeVisible();
  for (const time of (await times.all()).slice(0, 4)) {
    await expect(time).toHaveText(twelveHourAtPlus3((await time.getAttribute('datetime')) ?? ''));
  }
}

test('odds in American and times in UTC+3, 12-hour, everywhere they show: line, event, slip, history, print coupon and toto; back to decimal', async ({ page, visit }) => {
  await registerFresh(page.request);
  await depositThroughProvider(page, visit, '1000');
  await expect(page).toHaveURL(/\/en\/onpay\/success$/);

  await visit('/en/line');
  let panel = await openPanel(page);
  await panel.getByRole('radio', { name: /American/ }).check();
  await panel.getByRole('radio', { name: /12-hour/ }).check();
  await panel.getByLabel('Time zone').selectOption({ label: 'UTC+03:00' });
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();

  // The line: odds and start times follow at once, without a reload.
  const row = page.locator('.game-row').filter({ has: page.locator('button.coef') }).first();
  await expect(row.locator('.coef__value').first()).toHaveText(AMERICAN);
  await expectTimesAtPlus3(row);
  const pick = row.locator('button.coef').first();
  await pick.click();
  await expect(slip(page).locator('.coupon-bet__coef').first()).toHaveText(AMERICAN);

  // The event page.
  await row.locator('.game-row__teams').click();
  await expect(page.locator('.game-header time[datetime]').first()).toBeVisible();
  await expectTimesAtPlus3(page.locator('.game-header'));
  await expect(page.locator('main button.coef .coef__value').first()).toHaveText(AMERICAN);

  await slip(page).getByLabel('Stake', { exact: true }).fill('100');
  await slip(page).getByRole('button', { name: 'Place bet' }).click();
  await expect(slip(page).getByText('Bet accepted')).toBeVisible();

  // Bet history: the leg's odds and its game's start, in the same view and clock.
  await visit('/en/office/history');
  const coupon = page.getByTestId('bet-history').getByRole('article').first();
  await expect(coupon.locator('.placed-coupon__coef').first()).toHaveText(AMERICAN);
  await expectTimesAtPlus3(coupon.locator('.placed-coupon__legs'));
  const title = (await coupon.getByRole('heading').first().textContent()) ?? '';
  const couponId = /(\d+)/.exec(title)?.[1];
  expect(couponId).toBeTruthy();

  await visit(`/en/print-coupon/${couponId}`);
  const printed = page.getByRole('article');
  await expect(printed.locator('.placed-coupon__coef').first()).toHaveText(AMERICAN);
  await expectTimesAtPlus3(printed);

  // The toto's nominated matches (games of the line) in the same zone, clock and odds view; a timer pass first
  // makes sure its draws are open.
  expect((await page.request.post('/__test/casino/pools/tick')).ok()).toBe(true);
  await visit('/en/toto/nonimees');
  const nominees = page.locator('.toto-nominees');
  await expectTimesAtPlus3(nominees);
  await expect(nominees.locator('.pools__odds').first()).toHaveText(/^[+-]\d+ · [+-]\d+ · [+-]\d+$/);

  // Back to decimal: the history follows.
  await visit('/en/office/history');
  panel = await openPanel(page);
  await panel.getByRole('radio', { name: /Decimal/ }).check();
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('bet-history').getByRole('article').first().locator('.placed-coupon__coef').first()).toHaveText(DECIMAL);
});

test('a signed-in bettor’s settings are kept on the account and follow them to another browser', async ({ page, browser, baseURL, visit }) => {
  // Two browsers, a sign-in and a sign-out: three full page loads besides the visits.
  test.setTimeout(120_000);
  const { userId, password } = await registerFresh(page.request);
  await visit('/en/line');
  const panel = await openPanel(page);
  await panel.getByRole('radio', { name: /American/ }).check();
  await panel.getByLabel('Font size').selectOption('120');
  await panel.getByLabel('Font size').selectOption('130');
  await panel.getByRole('button', { name: 'Close' }).click();
  // Saved to the account after the changes rest: the last of the quick changes wins.
  await expect
    .poll(async () => ((await (await page.request.get('/web-api/office/settings')).json()) as { settings: { coefViewId?: number; appFontSize?: number } }).settings, { message: 'the account holds the new settings' })
    .toMatchObject({ coefViewId: 2, appFontSize: 130 });

  // Another browser, with its own cookies: signing in applies the account's settings at once.
  const other = await browser.newContext({ viewport: page.viewportSize() ?? { width: 1366, height: 768 } });
  await other.addInitScript(() => window.localStorage.setItem('age_accepted_at', String(Date.now())));
  await other.addCookies([{ name: 'age_accepted', value: '1', url: baseURL ?? '' }]);
  const second = await other.newPage();
  await second.goto('/en/line');
  await appTakenOver(second);
  await expect(second.locator('.game-row .coef__value').first()).toHaveText(DECIMAL);
  await second.goto('/en/user/login');
  await appTakenOver(second);
  await second.getByLabel('E-mail or account ID').fill(String(userId));
  await second.getByLabel('Password', { exact: true }).fill(password);
  await second.locator('#sign-in-panel').getByRole('button', { name: 'Sign in' }).click();
  await expect(second).toHaveURL(/\/en$/);
  await expect(second.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => second.evaluate(() => document.documentElement.style.fontSize)).toBe('18.2px');
  await second.goto('/en/line');
  await appTakenOver(second);
  await expect(second.locator('.game-row .coef__value').first()).toHaveText(AMERICAN);

  await other.close();
});
