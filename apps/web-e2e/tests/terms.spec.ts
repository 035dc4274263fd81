import { expect, test } from './support/fixtures';

test('changed terms send a signed-in bettor to confirm them, and accepting returns them to the page', async ({ page, visit }) => {
  const registered = await page.request.post('/web-api/user/register', { data: { type: 'fast_reg', country_id: 643, currency_id: 643, ref_code: null, first_deposit_bonus_choice: 0 } });
  expect(registered.status()).toBe(201);
  expect((await page.request.post('/__test/terms')).status()).toBe(204);

  await visit('/en/casino');
  await expect(page).toHaveURL(/\/en\/confirm-terms\?state=%2Fen%2Fcasino$/);
  await expect(page.getByRole('heading', { name: 'Our terms have changed' })).toBeVisible();
  await page.getByRole('button', { name: 'I have read and accept the terms' }).click();
  await expect(page).toHaveURL(/\/en\/casino$/);
  await page.goto('/en/confirm-terms');
  await expect(page).toHaveURL(/\/en$/);
});
