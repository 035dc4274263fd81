import { expect, test } from './support/fixtures';

test('an unknown page answers 404 with "This page could not be found"', async ({ page, visit }) => {
  expect(await visit('/en/no-such-page')).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/en$/);
});

test('a path without a language gets the language prefix', async ({ page, visit }) => {
  await visit('/information/about');
  await expect(page).toHaveURL(/\/en\/information\/about$/);
  await expect(page.locator('[data-remote-app="content"]')).toContainText('Apex Bet');
});

test('the site says so clearly when its config breaks the contract', async ({ page }) => {
  await page.route('**/bff-api/config/all.json*', (route) => route.fulfill({ json: { languages: [], siteConfig: {} } }));
  // A page the browser renders (the home comes with the config the server rendered it with, checked there).
  await page.goto('/en/bonuses');
  await expect(page.getByRole('alert')).toContainText('The site settings could not be loaded');
  await expect(page.getByRole('button', { name: 'Refresh the page' })).toBeVisible();
});
