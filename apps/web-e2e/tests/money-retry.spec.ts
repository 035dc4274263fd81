import type { Page } from '@playwright/test';
import { depositThroughProvider, expect, registerFresh, test } from './support/fixtures';

// The journey deposits through the provider's pages first: longer than most.
test.describe.configure({ timeout: 90_000 });

const headerBalance = (page: Page) => page.getByRole('banner').getByTestId('header-balance');

test('a keno purchase whose answer the network dropped is bought again with the same key: the ticket once, the balance moved once', async ({ page, visit }) => {
  await registerFresh(page.request);
  await depositThroughProvider(page, visit, '1000');
  await expect(page).toHaveURL(/\/en\/onpay\/success$/);

  // The first purchase reaches the server, which sells the ticket, but its answer never reaches the page.
  const keys: string[] = [];
  await page.route('**/web-api/casino/draws/tickets', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length > 1) return route.continue();
    const sold = await route.fetch();
    expect(sold.status(), await sold.text()).toBe(201);
    return route.abort('connectionreset');
  });

  await visit('/en/keno');
  await expect(page.getByRole('heading', { level: 1, name: 'Keno' })).toBeVisible();
  await expect(headerBalance(page)).toHaveText(/₽1,000\.00/);
  const board = page.getByRole('group', { name: 'Numbers 1 to 80' });
  for (const number of ['5', '12', '33']) await board.getByRole('button', { name: number, exact: true }).click();
  await page.getByLabel('Stake').fill('10.00');
  await page.getByRole('button', { name: 'Buy ticket' }).click();
  await expect(page.getByText('No connection. Check the network and try again.')).toBeVisible();

  // The bettor presses again: the same ticket with the same key, and the server answers the first sale.
  await page.getByRole('button', { name: 'Buy ticket' }).click();
  await expect(page.getByText(/Ticket #\d+ for draw #\d+ is bought/)).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[\w-]{8,}$/);
  expect(keys[1]).toBe(keys[0]);

  // One ticket, one stake: the page, the tickets the API lists and the balance it reports after a reload agree.
  await expect(headerBalance(page)).toHaveText(/₽990\.00/);
  const mine = await page.request.get('/web-api/casino/draws/tickets?game=keno&page=1');
  expect(mine.status(), await mine.text()).toBe(200);
  expect(((await mine.json()) as { tickets: { stake: number }[] }).tickets.map((ticket) => ticket.stake)).toEqual([1_000]);
  await page.reload();
  await expect(headerBalance(page)).toHaveText(/₽990\.00/);
  for (const number of ['5', '12', '33']) await board.getByRole('button', { name: number, exact: true }).click();
  await page.getByLabel('Stake').fill('10.00');

  // A new purchase after the answer is a new ticket with a new key.
  await page.getByRole('button', { name: 'Buy ticket' }).click();
  await expect(headerBalance(page)).toHaveText(/₽980\.00/);
  expect(keys).toHaveLength(3);
  expect(keys[2]).not.toBe(keys[0]);
});
