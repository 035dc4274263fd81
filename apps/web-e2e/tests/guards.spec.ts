import { expect, test } from './support/fixtures';

test('a guest opening their bet history lands on sign-in with the return state kept', async ({ page, visit }) => {
  await visit('/en/office/history');
  await expect(page).toHaveURL((url) => url.pathname === '/en/user/login' && url.searchParams.get('state') === '/en/office/history');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the language switcher keeps the rest of the path and the query', async ({ page, visit }) => {
  await visit('/en/casino/providers?sort=name');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ru');
  await expect(page).toHaveURL((url) => url.pathname === '/ru/casino/providers' && url.search === '?sort=name');
});
