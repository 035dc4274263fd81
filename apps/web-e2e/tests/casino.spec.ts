import type { FrameLocator, Page } from '@playwright/test';
import { depositThroughProvider, expect, registerFresh, test } from './support/fixtures';

// Journeys deposit through the provider's pages before they play: longer than most.
test.describe.configure({ timeout: 90_000 });

const headerBalance = (page: Page) => page.getByRole('banner').getByTestId('header-balance');
const gameFrame = (page: Page, name: string): FrameLocator => page.frameLocator(`iframe[title="${name} — game"]`);

interface PlayedRound {
  readonly id: number;
  readonly stake: number;
  readonly payout: number | null;
  readonly multiplier: number | null;
  readonly status: string;
}

/** The round the frame shows, as the game server tells it to the signed-in player. */
async function roundShownIn(page: Page, frame: FrameLocator): Promise<PlayedRound> {
  await expect(frame.locator('#round-id')).not.toHaveText('—');
  const id = Number(await frame.locator('#round-id').textContent());
  const answer = await page.request.get(`/web-api/casino/play/rounds/${id}`);
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { round: PlayedRound }).round;
}

async function signedInWithMoney(page: Page, visit: (path: string) => Promise<number>): Promise<number> {
  const { userId } = await registerFresh(page.request);
  await depositThroughProvider(page, visit, '1000');
  await expect(page).toHaveURL(/\/en\/onpay\/success$/);
  return userId;
}

test('a provider’s slot found by search is played for real: the balance moves by exactly stake and win, the round is in the history and verifies', async ({ page, visit }) => {
  await signedInWithMoney(page, visit);
  await visit('/en/casino-lobby');
  const search = page.getByRole('searchbox', { name: 'Search games or providers' });
  await search.fill('Apex Originals');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/en\/casino-search\?q=Apex/);
  await page.getByRole('link', { name: /Fruit Five/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fruit Five' })).toBeVisible();

  const frame = gameFrame(page, 'Fruit Five');
  await expect(frame.getByText('Real money')).toBeVisible();
  await expect(headerBalance(page)).toHaveText(/₽1,000\.00/);
  await frame.getByLabel('Stake').fill('10.00');
  await frame.getByRole('button', { name: 'Spin' }).click();
  await expect(frame.locator('#outcome')).toHaveText(/Win|No win/);
  const round = await roundShownIn(page, frame);
  expect(round).toMatchObject({ stake: 1000, status: 'settled' });
  // The header follows the frame's word that money moved: 1000 − stake + win, to the kopeck.
  await expect(headerBalance(page)).toHaveText(new RegExp(`₽${((100_000 - 1000 + (round.payout ?? 0)) / 100).toLocaleString('en', { minimumFractionDigits: 2 }).replace('.', '\\.')}`));

  // Rotating the seeds reveals the server seed the round was played with.
  await frame.getByRole('button', { name: 'Rotate seeds' }).click();
  await expect(frame.locator('#revealed-seed')).not.toBeEmpty();

  await visit('/en/office/history/casino');
  const row = page.getByTestId('casino-history').locator(`tr[data-round-id="${round.id}"]`);
  await expect(row).toContainText('Slot');
  await expect(row).toContainText('₽10.00');
  await row.getByRole('link', { name: `Verify #${round.id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/en/provably-fair\\?round=${round.id}`));
  await expect(page.getByText(`Round ${round.id} is filled in from your history.`)).toBeVisible();
  await expect(page.getByText(/^Verified: the server seed matches its hash/)).toBeVisible();
  const multiplier = ((round.multiplier ?? 0) / 1000).toFixed(3);
  await expect(page.getByText(`Multiplier ×${multiplier.endsWith('0') ? multiplier.slice(0, -1) : multiplier}`, { exact: false })).toBeVisible();
});

test('a favourite game is kept: starred in the lobby, it is in my-casino/favorites after a reload', async ({ page, visit }) => {
  await registerFresh(page.request);
  await visit('/en/crash-games');
  await page.getByRole('button', { name: 'Add Rocket to favourites' }).click();
  await expect(page.getByRole('button', { name: 'Remove Rocket from favourites' })).toHaveAttribute('aria-pressed', 'true');
  await visit('/en/my-casino/favorites');
  await page.reload();
  const favorites = page.getByRole('list', { name: 'Favourite games' });
  await expect(favorites.getByRole('link', { name: /Rocket/ })).toBeVisible();
});

test('a crash round cashed out before the crash credits the stake times the multiplier it was cashed out at', async ({ page, visit }) => {
  const userId = await signedInWithMoney(page, visit);
  // The next server seed's first round flies to 5× at least (test control), so a cash-out in the first seconds wins.
  const seeded = await page.request.put('/__test/casino/seeds', { data: { userId, launchKind: 'crash', minCrashPoint: 5000 } });
  expect(seeded.status(), await seeded.text()).toBe(200);

  await visit('/en/casino/game/1002/rocket');
  const frame = gameFrame(page, 'Rocket');
  await frame.getByLabel('Stake').fill('10.00');
  await frame.getByRole('button', { name: 'Bet' }).click();
  await expect(frame.locator('#outcome')).toHaveText('In flight');
  const cashOut = frame.getByRole('button', { name: 'Cash out' });
  await expect(cashOut).toBeEnabled();
  // Cash-outs start at 1.01×: wait until the rocket shows 1.05× or more.
  await expect(frame.locator('#multiplier')).toHaveText(/^(1\.(0[5-9]|[1-9]\d)|[2-4]\.\d\d)×$/);
  await cashOut.click();
  await expect(frame.locator('#outcome')).toHaveText(/Win .* · Cashed out at/);

  const round = await roundShownIn(page, frame);
  expect(round.status).toBe('settled');
  expect(round.multiplier).toBeGreaterThanOrEqual(1010);
  expect(round.multiplier).toBeLessThan(5000);
  // Stake × multiplier, rounded down to the kopeck, is what came back.
  expect(round.payout).toBe(Math.floor((1000 * (round.multiplier ?? 0)) / 1000));
  await expect(headerBalance(page)).toHaveText(new RegExp(`₽${((100_000 - 1000 + (round.payout ?? 0)) / 100).toLocaleString('en', { minimumFractionDigits: 2 }).replace('.', '\\.')}`));
});
