import { expect, test } from './support/fixtures';

// Casino landings with featured games from the catalogue, the Vulkan slot hall, casino promotions, and the
// browser's own resolution of a legacy game link (spec §2) during in-app navigation.

test('a casino landing shows its featured games and its call to action opens a game', async ({ page, visit }) => {
  expect(await visit('/en/casino/landing/crash-games')).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Cash out before the crash' })).toBeVisible();
  await expect(page).toHaveTitle(/^Crash games: cash out before the crash · /);
  const featured = page.getByRole('list', { name: 'Crash games to try' });
  await expect(featured.getByRole('listitem').first()).toBeVisible();
  await expect(featured.getByRole('link', { name: /Rocket/ }).first()).toBeVisible();
  expect(await featured.getByRole('listitem').count()).toBeGreaterThan(1);

  await page.getByRole('link', { name: 'Play Rocket' }).click();
  await expect(page).toHaveURL(/\/en\/games\/rocket$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rocket' })).toBeVisible();
});

test('an unknown landing is the site’s not-found page', async ({ page, visit }) => {
  await visit('/en/casino/landing/no-such-offer');
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
});

test('vulkan leads to the Vulkan slot hall, which lists its games a page at a time', async ({ page, visit }) => {
  await visit('/en/vulkan');
  await expect(page).toHaveURL(/\/en\/slots\/vulkan$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vulkan: the classic slot hall' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^36 games$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Fruit Five/ }).first()).toBeVisible();
});

test('an in-app link to a legacy game route lands on the game’s current page without reloading the site', async ({ page, visit }) => {
  await visit('/en/slots/vulkan');
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });
  const legacy = page.getByRole('link', { name: 'Play Lucky Sevens Deluxe' });
  await expect(legacy).toHaveAttribute('href', '/en/allgamesentrance/bluefin_luckysevensdeluxe');
  await legacy.click();
  await expect(page).toHaveURL(/\/en\/games\/lucky-sevens-deluxe$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lucky Sevens Deluxe' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});

test('casino promotions list the running tournaments and the casino offers', async ({ page, visit }) => {
  await visit('/en/casino/promo');
  await expect(page.getByRole('heading', { level: 1, name: 'Casino promotions' })).toBeVisible();
  const tournaments = page.locator('section', { has: page.locator('#casino-promo-tournaments') });
  await expect(tournaments.getByRole('link', { name: 'Fruit Five spin marathon' }).first()).toBeVisible();
  const offers = page.locator('section', { has: page.locator('#casino-promo-offers') });
  await expect(offers.getByRole('article').first()).toBeVisible();
});
