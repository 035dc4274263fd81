import { depositThroughProvider, expect, registerFresh, test } from './support/fixtures';

test.describe.configure({ timeout: 60_000 });

test('on a phone the slip is a bottom sheet: the bottom bar counts the picks, and a bet is placed from the sheet', async ({ page, visit }) => {
  await registerFresh(page.request);
  await depositThroughProvider(page, visit, '200');
  await expect(page).toHaveURL(/\/en\/onpay\/success$/);

  await visit('/en/line');
  const pick = page.locator('.game-row').filter({ has: page.locator('button.coef') }).first().locator('button.coef').first();
  await pick.click();
  await expect(pick).toHaveAttribute('aria-pressed', 'true');
  const bar = page.getByRole('navigation', { name: 'Sections' });
  const slipButton = bar.getByRole('button', { name: /Bet slip/ });
  await expect(slipButton).toContainText('1');

  await slipButton.click();
  const sheet = page.getByRole('dialog', { name: /Bet slip/ });
  await expect(sheet).toBeVisible();
  await sheet.getByLabel('Stake', { exact: true }).fill('50');
  // The first row is the game that starts soonest: its odds may move as it goes live, which this bettor accepts.
  await sheet.getByText('Bet settings').click();
  await sheet.getByLabel('When odds change').selectOption({ label: 'Accept any change' });
  await sheet.getByRole('button', { name: 'Place bet' }).click();
  await expect(sheet.getByText('Bet accepted')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('banner').getByTestId('header-balance')).toHaveText(/₽150\.00/);
});
