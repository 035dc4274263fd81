import type { Page } from '@playwright/test';
import { depositThroughProvider, expect, registerFresh, test } from './support/fixtures';

const headerBalance = (page: Page) => page.getByRole('banner').getByTestId('header-balance');

test('a deposit of 100 through the demo provider lands on the success page and the header balance follows', async ({ page, visit }) => {
  await registerFresh(page.request);
  await visit('/en');
  await expect(headerBalance(page)).toHaveText(/₽0\.00/);

  await depositThroughProvider(page, visit, '100');
  await expect(page).toHaveURL(/\/en\/onpay\/success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
  await expect(page.getByTestId('onpay-balance')).toHaveText('₽100.00');

  await page.getByRole('link', { name: 'Back to the site' }).click();
  await expect(headerBalance(page)).toHaveText(/₽100\.00/);

  // Hiding the balance is the person's setting, kept by the server across pages (the toggle is on the desktop header).
  const hide = page.getByRole('banner').getByRole('button', { name: 'Hide balance' });
  if (test.info().project.name === 'desktop') {
    await hide.click();
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await expect(headerBalance(page)).not.toContainText('100');
    await visit('/en');
    await expect(headerBalance(page)).toHaveText(/•••/);
    await page.getByRole('banner').getByRole('button', { name: 'Hide balance' }).click();
    await expect(headerBalance(page)).toHaveText(/₽100\.00/);
  }
  await visit('/en/office/historypay');
  await expect(page.getByTestId('payment-history')).toContainText('Completed');
  await expect(page.getByTestId('payment-history')).toContainText('+₽100.00');
});

test('an amount under the minimum is refused next to the form and nothing is created', async ({ page, visit }) => {
  await registerFresh(page.request);
  await visit('/en/office/recharge');
  await page.getByLabel('Amount, RUB').fill('50');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The smallest amount is ₽100.00.' })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/office\/recharge$/);
});

test('a EUR wallet is added and made active; the header follows it', async ({ page, visit }) => {
  await registerFresh(page.request);
  await visit('/en/office/account');
  const wallets = page.getByTestId('wallets');
  await expect(wallets.getByRole('listitem')).toHaveCount(1);
  await page.getByLabel('Add a wallet in another currency').selectOption({ label: 'EUR · €' });
  await page.getByRole('button', { name: 'Add the wallet' }).click();
  await expect(wallets.getByRole('listitem')).toHaveCount(2);

  await wallets.getByRole('button', { name: 'Make EUR active' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Account \d+ is now active\./ })).toBeVisible();
  await expect(headerBalance(page)).toHaveText(/€0\.00/);
  await expect(wallets.locator('[aria-current="true"]')).toContainText('EUR');

  await visit('/en/office/account');
  await expect(headerBalance(page)).toHaveText(/€0\.00/);
  await page.getByTestId('wallets').getByRole('button', { name: 'Make RUB active' }).click();
  await expect(headerBalance(page)).toHaveText(/₽0\.00/);
  await page.getByTestId('wallets').getByRole('button', { name: 'Remove EUR' }).click();
  await expect(page.getByTestId('wallets').getByRole('listitem')).toHaveCount(1);
});

test('a withdrawal is held while pending, then the provider approves it', async ({ page, visit }) => {
  await registerFresh(page.request);
  await depositThroughProvider(page, visit, '500');
  await expect(page).toHaveURL(/\/en\/onpay\/success$/);

  await visit('/en/office/deduce');
  await page.getByLabel('Amount, RUB').fill('200');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Request the withdrawal' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm the payout' })).toBeVisible();
  await page.getByRole('button', { name: 'Leave it pending', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/onpay\/withdraw\/pending$/);
  await expect(page.getByRole('heading', { level: 1, name: 'The withdrawal is being processed' })).toBeVisible();
  // The 200 is held at once: only 300 can be spent while the payout is pending.
  await expect(page.getByTestId('onpay-balance')).toHaveText('₽300.00');
  await visit('/en/office/historypay');
  await expect(page.getByTestId('payment-history').getByRole('row').nth(1)).toContainText('Pending');

  // The provider's own scheduled job confirms payouts left pending.
  const settled = await page.request.post('/__test/demo-pay/run-jobs', { data: { pendingForMs: 0 } });
  expect(settled.ok(), await settled.text()).toBe(true);
  await expect(async () => {
    await visit('/en/office/historypay');
    await expect(page.getByTestId('payment-history').getByRole('row').nth(1)).toContainText('Completed', { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expect(page.getByTestId('payment-history').getByRole('row').nth(1)).toContainText('−₽200.00');
  await expect(headerBalance(page)).toHaveText(/₽300\.00/);
});

test('the team-cash modal shows at the third paid cash-agent payment once, and again at the fourth', async ({ page, visit }) => {
  const { userId } = await registerFresh(page.request);
  const pay = async () => expect((await page.request.post('/__test/team-cash/payments', { data: { user_id: userId, amount: 50_000, status_id: 2 } })).status()).toBe(201);
  await pay();
  await pay();
  await visit('/en');
  await expect(headerBalance(page)).toHaveText(/₽1,000\.00/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await pay();
  await visit('/en');
  const modal = page.getByRole('dialog', { name: 'Thank you for paying through our cash agents' });
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('team-cash-payments').getByRole('listitem')).toHaveCount(3);
  await modal.getByRole('button', { name: 'Close' }).click();
  await visit('/en');
  await expect(headerBalance(page)).toHaveText(/₽1,500\.00/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await pay();
  await visit('/en');
  await expect(page.getByRole('dialog', { name: 'Thank you for paying through our cash agents' })).toContainText('4 payments through cash agents are paid.');
});

test('with the recharge modal on, the header’s deposit button opens the deposit form over the page', async ({ page, baseURL, visit }) => {
  const scope = `recharge-${test.info().project.name}-${Date.now()}`;
  await page.context().addCookies([{ name: 'test_scope', value: scope, url: baseURL! }]);
  await page.request.put('/__test/settings/use_recharge_modal', { data: { value: true }, headers: { 'x-test-scope': scope } });
  try {
    await registerFresh(page.request);
    await visit('/en/information/about');
    await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click();
    const modal = page.getByRole('dialog', { name: 'Deposit' });
    await expect(modal).toBeVisible();
    await expect(page).toHaveURL(/\/en\/information\/about\?modal=recharge$/);
    await expect(modal.getByLabel('Amount, RUB')).toBeVisible();
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toHaveCount(0);
    await expect(page).toHaveURL(/\/en\/information\/about$/);
    // Inside the office the page itself opens, as usual.
    await visit('/en/office/account');
    await page.getByRole('link', { name: 'Deposit' }).first().click();
    await expect(page).toHaveURL(/\/en\/office\/recharge$/);
  } finally {
    await page.request.delete('/__test/settings', { headers: { 'x-test-scope': scope } });
  }
});
