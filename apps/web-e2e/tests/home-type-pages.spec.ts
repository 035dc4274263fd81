import type { BrowserContext, Page } from '@playwright/test';
import { appTakenOver, depositThroughProvider, expect, registerFresh, test } from './support/fixtures';

// A deposit through the provider's pages and a bet come first: longer than most journeys.
test.describe.configure({ timeout: 120_000 });

const slip = (page: Page) => page.getByRole('region', { name: /^Bet slip/ });

/** The ids of the games a part of the page lists, sorted. */
async function gameIds(page: Page, scope: string): Promise<number[]> {
  const ids = await page.locator(`${scope} .game-row[data-game-id]`).evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-game-id'))));
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** A new bettor with ₽1,000 places the first open picks of two line rows as one express: two games now carry an open bet (the most, on a fresh site). */
async function expressOnTwoGames(page: Page, visit: (path: string) => Promise<number>): Promise<void> {
  await registerFresh(page.request);
  await depositThroughProvider(page, visit, '1000');
  await expect(page).toHaveURL(/\/en\/onpay\/success$/);
  await visit('/en/line');
  const games: number[] = [];
  for (const row of [0, 1]) {
    const button = page
      .locator('.game-row')
      .filter({ has: page.locator('button.coef') })
      .nth(row)
      .locator('button.coef')
      .first();
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    games.push(Number(await button.getAttribute('data-game-id')));
  }
  await slip(page).getByLabel('Stake', { exact: true }).fill('100');
  await slip(page).getByRole('button', { name: 'Place bet' }).click();
  await expect(slip(page).getByText('Bet accepted')).toBeVisible();
  expect(new Set(games).size).toBe(2);
}

test('the five home-type pages each show their own games, stated under their titles', async ({ page, visit }) => {
  // Open bets on two games: the top game is then chosen by bets (other journeys may bet too, so not necessarily ours).
  await expressOnTwoGames(page, visit);

  await visit('/en/top-events');
  await expect(page.getByRole('heading', { level: 1, name: 'Top events' })).toBeVisible();
  await expect(page.getByText("The operator's top matches: live ones first, then the nearest on the line.")).toBeVisible();
  await expect(page.locator('.top-events .game-row').first()).toBeVisible();
  const topEvents = await gameIds(page, '.top-events');

  await visit('/en/betsonyour');
  await expect(page.getByRole('heading', { level: 1, name: 'Bets on your country' })).toBeVisible();
  const country = page.getByTestId('country-games');
  // English: England's leagues first.
  await expect(country).toHaveAttribute('data-country', 'gb');
  const champs = country.locator('.event-group__title');
  await expect(champs.first()).toBeVisible();
  for (const text of await champs.allTextContents()) expect(text).toContain('England');
  await country.getByLabel('Country').selectOption('es');
  await expect(country).toHaveAttribute('data-country', 'es');
  await expect(champs.first()).toBeVisible();
  for (const text of await champs.allTextContents()) expect(text).toContain('Spain');
  const betsOnYour = await gameIds(page, '[data-testid="country-games"]');

  await visit('/en/topgame');
  const topGame = page.getByTestId('top-game');
  await expect(topGame).toBeVisible();
  await expect(topGame.getByText('Chosen by bets: more open bets stand on this game than on any other.')).toBeVisible();
  const topGameIds = await gameIds(page, '[data-testid="top-game"]');
  expect(topGameIds).toHaveLength(1);
  // Every market group of the game, not its main market only (the top game may be another journey's, with one group).
  const { marketGroups } = (await (await page.request.get(`/line-api/v1/games/${topGameIds[0]}`)).json()) as { marketGroups: unknown[] };
  await expect(topGame.locator('.market-group')).toHaveCount(marketGroups.length);

  await visit('/en/team');
  const team = page.getByTestId('team-games');
  await expect(team.locator('.game-row').first()).toBeVisible();
  const picker = team.getByRole('combobox', { name: /^Team/ });
  const second = await picker.locator('option').nth(1).textContent();
  const secondName = (second ?? '').replace(/ \(\d+\)$/, '');
  await picker.selectOption({ index: 1 });
  await expect(team).toHaveAttribute('data-team', secondName);
  const teamRows = team.locator('.game-row');
  await expect(teamRows.first()).toBeVisible();
  for (const text of await teamRows.allTextContents()) expect(text).toContain(secondName);
  const teamIds = await gameIds(page, '[data-testid="team-games"]');

  await visit('/en/marble');
  await expect(page.getByRole('heading', { level: 1, name: 'Marble races' })).toBeVisible();
  const virtual = page.getByTestId('virtual-instead');
  await expect(virtual.getByRole('note')).toContainText('There are no marble races on the site right now.');
  await expect(virtual.getByRole('link', { name: 'Virtual sports in the casino' })).toHaveAttribute('href', '/en/virtualsports');
  await expect(virtual.locator('.game-row').first()).toBeVisible();
  // The line's virtual sports only: no hockey or Valorant as the page once listed.
  await expect(virtual).not.toContainText('Valorant');
  const marble = await gameIds(page, '[data-testid="virtual-instead"]');

  const lists = [topEvents, betsOnYour, topGameIds, teamIds, marble].map((ids) => ids.join(','));
  expect(lists.every((ids) => ids !== '')).toBe(true);
  expect(new Set(lists).size).toBe(5);
});

test('the home shows a casino block below the fold, its covers sized and lazy', async ({ page, visit }) => {
  await visit('/en');
  const block = page.getByTestId('home-casino');
  await block.scrollIntoViewIfNeeded();
  await expect(block.getByRole('heading', { name: /Casino/ })).toBeVisible();
  const tiles = block.locator('.home-casino__tile a');
  await expect(tiles.first()).toBeVisible();
  expect(await tiles.count()).toBeGreaterThan(3);
  const cover = block.locator('img').first();
  await expect(cover).toHaveAttribute('loading', 'lazy');
  await expect(cover).toHaveAttribute('width', '320');
  await expect(cover).toHaveAttribute('height', '240');
  await expect(tiles.first()).toHaveAttribute('href', /^\/en\/casino\/game\/\d+\//);
});

async function useScope(context: BrowserContext, baseURL: string, scope: string): Promise<void> {
  await context.addCookies([{ name: 'test_scope', value: scope, url: baseURL }]);
}

test('snow falls on the home when the site turns it on: after load, taking no pointer, hidden from assistive tech, never with reduced motion', async ({ page, context, baseURL, visit }, testInfo) => {
  // The journeys run with reduced motion; snow is for those who did not ask for less motion.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await visit('/en');
  await page.waitForTimeout(1_500);
  await expect(page.getByTestId('home-snow')).toHaveCount(0);
  const scope = `snow-${testInfo.project.name}`;
  await useScope(context, baseURL!, scope);
  await page.request.put('/__test/settings/snow_on_home', { data: { value: true }, headers: { 'x-test-scope': scope } });
  try {
    await visit('/en');
    const snow = page.getByTestId('home-snow');
    await expect(snow).toBeAttached();
    await expect(snow).toHaveAttribute('aria-hidden', 'true');
    expect(await snow.evaluate((canvas) => getComputedStyle(canvas).pointerEvents)).toBe('none');
    // The page under it still takes clicks.
    await page.getByRole('link', { name: 'Learn about us' }).click();
    await expect(page).toHaveURL(/\/en\/information\/about$/);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await visit('/en');
    await page.waitForTimeout(1_500);
    await expect(page.getByTestId('home-snow')).toHaveCount(0);
  } finally {
    await page.request.delete('/__test/settings', { headers: { 'x-test-scope': scope } });
  }
});

test('fast-bet and slot-first-deposit show games', async ({ page, visit }) => {
  await visit('/en/fast-bet');
  await expect(page.locator('.game-tile').first()).toBeVisible();
  expect(await page.locator('.game-tile').count()).toBeGreaterThan(3);
  await visit('/en/casino/slot-first-deposit');
  await expect(page.locator('.game-tile').first()).toBeVisible();
  await expect(page.locator('.game-tile').filter({ hasText: 'Gold Rush Express' })).toBeVisible();
});

test('the terminals, USSD and SMS pages say those services do not exist and what the site offers instead', async ({ page, visit }) => {
  await visit('/en/information/smsbets');
  await expect(page.getByText(/has no short number and takes no bets by SMS/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mobile app' }).first()).toBeVisible();
  await visit('/en/information/ussdinstruction');
  await expect(page.getByText(/runs no USSD service/)).toBeVisible();
  await expect(page.getByText('*555#')).toHaveCount(0);
  await visit('/en/information/cash_terminals');
  await expect(page.getByText(/has no payment terminals and takes no cash/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Deposit', exact: true })).toHaveAttribute('href', '/en/office/recharge');
});

test('the team page shows the games of the teams a bettor stars, kept on the account; a guest is told how to add them', async ({ page, browser, baseURL, visit }) => {
  await registerFresh(page.request);
  await visit('/en/team');
  const team = page.getByTestId('team-games');
  await expect(team.getByRole('note')).toHaveText(/You have no favourite teams yet/);
  const picker = team.getByRole('combobox', { name: /^Team/ });
  const nameAt = async (index: number) => ((await picker.locator('option').nth(index).textContent()) ?? '').replace(/ \(\d+\)$/, '');

  const first = await nameAt(1);
  await picker.selectOption({ index: 1 });
  // The star next to the picker (the favourites list has one per team too).
  const pickerStar = (name: string) => team.locator('.home-type__picker-row').getByRole('button', { name: `Favourite team: ${name}`, exact: true });
  const starFirst = pickerStar(first);
  await expect(starFirst).toHaveAttribute('aria-pressed', 'false');
  await starFirst.click();
  await expect(starFirst).toHaveAttribute('aria-pressed', 'true');
  const favourites = page.getByTestId('favourite-team-games');
  await expect(favourites.getByText(`Live and upcoming games of your 1 favourite team: ${first}.`)).toBeVisible();

  const second = await nameAt(3);
  await picker.selectOption({ index: 3 });
  await pickerStar(second).click();
  await expect(favourites.getByText(`Live and upcoming games of your 2 favourite teams: ${first}, ${second}.`)).toBeVisible();
  const rows = favourites.locator('.game-row');
  await expect(rows.first()).toBeVisible();
  for (const text of await rows.allTextContents()) expect(text.includes(first) || text.includes(second)).toBe(true);

  // Kept on the account: a reload shows them again; a star in the list takes one away.
  await visit('/en/team');
  await expect(favourites.getByText(`Live and upcoming games of your 2 favourite teams: ${first}, ${second}.`)).toBeVisible();
  await favourites.getByRole('list', { name: 'Your favourite teams' }).getByRole('button', { name: `Favourite team: ${first}`, exact: true }).click();
  await expect(favourites.getByText(`Live and upcoming games of your 1 favourite team: ${second}.`)).toBeVisible();
  for (const text of await favourites.locator('.game-row').allTextContents()) expect(text).toContain(second);

  // A game's own page stars its sides too: the favourite's star is pressed there, and unstarred there it leaves the team page.
  await favourites.locator('.game-row__teams').first().click();
  const eventStar = page.locator('.game-header').getByRole('button', { name: `Favourite team: ${second}`, exact: true });
  await expect(eventStar).toHaveAttribute('aria-pressed', 'true');
  await eventStar.click();
  await expect(eventStar).toHaveAttribute('aria-pressed', 'false');
  await visit('/en/team');
  await expect(team.getByRole('note')).toHaveText(/You have no favourite teams yet/);

  // A guest keeps the picker and is told how favourites come.
  const guestContext = await browser.newContext({ viewport: page.viewportSize() ?? { width: 1366, height: 768 } });
  await guestContext.addCookies([{ name: 'age_accepted', value: '1', url: baseURL ?? '' }]);
  await guestContext.addInitScript(() => window.localStorage.setItem('age_accepted_at', String(Date.now())));
  const guest = await guestContext.newPage();
  await guest.goto('/en/team');
  await appTakenOver(guest);
  const guestTeam = guest.getByTestId('team-games');
  await expect(guestTeam.getByRole('note')).toHaveText('Sign in and star teams to follow their live and upcoming games here. Until then, pick a team below.');
  await expect(guestTeam.locator('.game-row').first()).toBeVisible();
  await expect(guestTeam.getByRole('button', { name: /^Favourite team/ })).toHaveCount(0);
  await guestContext.close();
});
