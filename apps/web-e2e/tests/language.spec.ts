import { expect, expectAccessible, test } from './support/fixtures';

test('a visitor lands on /en, sees the site name from config, and switches to Russian', async ({ page, visit }) => {
  await visit('/');
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByTestId('site-name')).toHaveText('Apex Bet');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Apex Bet');

  await page.getByRole('combobox', { name: 'Language' }).selectOption('ru');
  await expect(page).toHaveURL(/\/ru$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Добро пожаловать в Апекс Бет');
  await expect(page.getByTestId('site-name')).toHaveText('Апекс Бет');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expectAccessible(page);

  // The choice is remembered: the bare root now opens in Russian.
  await visit('/');
  await expect(page).toHaveURL(/\/ru$/);
});

test('switching language keeps the page', async ({ page, visit }) => {
  await visit('/en/information/about');
  const englishTitle = await page.getByRole('heading', { level: 1 }).textContent();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ru');
  await expect(page).toHaveURL(/\/ru\/information\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(englishTitle ?? '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[а-яё]/i);
});
