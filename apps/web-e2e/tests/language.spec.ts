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

test('the line reads in Russian: sports, champs, markets and the day a game starts', async ({ page, visit }) => {
  // The Premier League's list: its heading, the sports menu and each game's day.
  await visit('/ru/line/all/football/101');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  const premierLeague = page.locator('.event-group', { has: page.locator('.event-group__champ', { hasText: 'Англия. Премьер-лига' }) }).first();
  await expect(premierLeague.locator('.event-group__sport')).toHaveText('Футбол');
  await expect(premierLeague.locator('.event-group__champ')).toHaveText('Англия · Англия. Премьер-лига');
  // The day in Russian ("28 нояб."), never the English month.
  await expect(premierLeague.locator('.game-clock__day').first()).toHaveText(/^\d{1,2} [а-яё]+\.?$/);
  await expect(page.getByRole('link', { name: /^Хоккей/ }).first()).toBeVisible();

  await premierLeague.locator('.game-row__teams').first().click();
  await expect(page).toHaveURL(/\/ru\/line\/all\/football\/101\/\d+-/);
  await expect(page.locator('.game-header__champ')).toHaveText('Футбол · Англия · Англия. Премьер-лига');
  await expect(page.locator('.market-group__title').first()).toHaveText('Основные');
  await expect(page.getByRole('heading', { level: 3, name: 'Исход матча' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Обе забьют' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: /^Азиатская фора / }).first()).toBeVisible();
  await expect(page.locator('.market', { has: page.getByRole('heading', { name: 'Двойной шанс' }) })).toContainText('или ничья');
  await expectAccessible(page);
});
