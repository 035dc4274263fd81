import { expect, test } from './support/fixtures';

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a blog article is readable: found from the blog index and the search form, its text in the first HTML', async ({ page }) => {
    await page.goto('/en/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    // The search is a plain form: it works without a script.
    await page.getByRole('searchbox').fill('odds');
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/en\/blog\?q=odds/);
    await page.getByRole('link', { name: /How to read betting odds/ }).first().click();
    await expect(page).toHaveURL(/\/en\/blog\/how-to-read-odds$/);
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(/odds/i);
    // Real paragraphs, not a loading shell.
    expect(((await article.textContent()) ?? '').length).toBeGreaterThan(1200);
    await expect(page).toHaveTitle(/odds/i);
  });
});

test('the promotions page filters by promo category, and a promotion opens', async ({ page, visit }) => {
  await visit('/en/promo');
  await page.getByRole('link', { name: 'Cashback', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/promo\?category=cashback/);
  await expect(page.getByRole('link', { name: 'Poker rakeback: 20% every week' })).toBeVisible();
  await page.getByRole('link', { name: '10% weekly casino cashback' }).click();
  await expect(page).toHaveURL(/\/en\/promotions\/weekly-casino-cashback$/);
  await expect(page.getByRole('heading', { level: 1, name: '10% weekly casino cashback' })).toBeVisible();
});
