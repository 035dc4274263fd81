import { depositThroughProvider, expect, test } from './support/fixtures';

const MONTH_MS = 31 * 24 * 3_600_000;

test('a sport bonus left unwagered past its time expires, and its money leaves the bonus account through the ledger', async ({ page, visit }) => {
  // A one-click bettor who chose the sport bonus: the first deposit grants 100 % of it into the bonus account.
  const registered = await page.request.post('/web-api/user/register', { data: { type: 'fast_reg', country_id: 643, currency_id: 643, ref_code: null, first_deposit_bonus_choice: 1 } });
  expect(registered.status(), await registered.text()).toBe(201);
  const { user_id: userId } = (await registered.json()) as { user_id: number };
  await depositThroughProvider(page, visit, '100');
  await expect(page).toHaveURL(/\/en\/onpay\/success$/);

  await visit('/en/office/bonuses/wager');
  const bonus = page.getByRole('article').first();
  await expect(bonus).toContainText('Wagering');
  await expect(bonus).toContainText('₽100.00');
  await expect(bonus).toContainText(/Wager by/);

  // A month later by this bettor's clock (test control moves one person's time), without a bet.
  const advanced = await page.request.post(`/__test/clock/user-${userId}/advance`, { data: { ms: MONTH_MS } });
  expect(advanced.status(), await advanced.text()).toBe(200);

  await visit('/en/office/bonuses/wager');
  const expired = page.getByRole('article').first();
  await expect(expired).toContainText('Expired');
  await expect(expired).toContainText('₽100.00 left on it was taken back when it expired');

  // The ledger moved it: the bonus account is empty, the bettor's own deposit untouched.
  const balance = await page.request.get('/web-api/user/balance');
  expect(balance.status(), await balance.text()).toBe(200);
  const { all_accounts: accounts } = (await balance.json()) as { all_accounts: readonly { type: number; money: number }[] };
  expect(accounts.find((account) => account.type === 4)?.money).toBe(0);
  expect(accounts.find((account) => account.type === 0)?.money).toBe(100_00);
});
