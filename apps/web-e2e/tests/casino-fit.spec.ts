import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

interface Tile {
  readonly id: number;
  readonly name: string;
  readonly route: string;
  readonly launch: string | null;
  readonly launchVariant?: string | null;
}

/** Every engine the lobby's tiles launch, and the live tiles' RNG tables: the frames a guest can play. */
const HOUSE_AND_TABLE_GAMES = ['slot', 'crash', 'scratch', 'slots', 'roulette', 'blackjack', 'baccarat'];
const CARD_AND_FAST_GAMES = ['video-poker', 'casino-holdem', 'dice', 'plinko', 'mines', 'hilo', 'fortuna'];
const RNG_TABLES = ['roulette', 'blackjack', 'baccarat', 'casino-holdem', 'dice', 'fortuna'];

test.describe.configure({ timeout: 120_000 });

async function catalogue(page: Page): Promise<Tile[]> {
  const pages = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(async (number) => ((await (await page.request.get(`/web-api/casino/games?pageSize=100&page=${number}`)).json()) as { games: Tile[] }).games));
  return pages.flat();
}

/** Opens each tile's game page and checks its frame: first state drawn, play button above the fold, no sideways scroll. */
async function expectEveryFrameFits(page: Page, tiles: readonly (Tile | undefined)[]) {
  expect(tiles.every(Boolean), 'a tile for every engine').toBe(true);
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('the journey runs with a viewport');
  for (const tile of tiles as Tile[]) {
    await page.goto(`/en/casino/game/${tile.id}/${tile.route}`);
    const frame = page.frameLocator('iframe.casino-game__frame');
    const play = frame.locator('#play');
    await expect(play, tile.route).toBeVisible({ timeout: 20_000 });
    // On a phone the bottom bar covers the foot of the window.
    const bottomBar = page.locator('nav.bottom-nav');
    if (viewport.width < 768) await expect(bottomBar).toBeVisible();
    const sightLine = viewport.width < 768 ? ((await bottomBar.boundingBox())?.y ?? 0) : viewport.height;
    const box = await play.boundingBox();
    expect(box, tile.route).not.toBeNull();
    expect(box!.y + box!.height, `${tile.route}: the play button's foot on the screen`).toBeLessThanOrEqual(sightLine);
    const overflow = await frame.locator('body').evaluate((body) => body.ownerDocument.documentElement.scrollWidth - body.ownerDocument.documentElement.clientWidth);
    expect(overflow, `${tile.route}: sideways overflow in the frame`).toBeLessThanOrEqual(0);
    // No empty board waits for a first play: the reels show symbols.
    if (tile.launch === 'slot') await expect(frame.locator('#board .cell svg'), tile.route).toHaveCount(15);
    if (tile.launch === 'slots') await expect(frame.locator('#reels .sym').first(), tile.route).not.toHaveText('?');
  }
}

const notRngTable = (tiles: readonly Tile[], launch: string) => tiles.find((tile) => tile.launch === launch && tile.launchVariant !== 'rng-table');

test('the house slots, crash, scratch and table games show their first state with the play button in sight', async ({ page }) => {
  const tiles = await catalogue(page);
  await expectEveryFrameFits(page, HOUSE_AND_TABLE_GAMES.map((launch) => notRngTable(tiles, launch)));
});

test('so do the card, poker, fast and wheel games', async ({ page }) => {
  const tiles = await catalogue(page);
  await expectEveryFrameFits(page, CARD_AND_FAST_GAMES.map((launch) => notRngTable(tiles, launch)));
});

test('so does every live tile’s RNG table, its notice included', async ({ page }) => {
  const tiles = await catalogue(page);
  await expectEveryFrameFits(page, RNG_TABLES.map((launch) => tiles.find((tile) => tile.launch === launch && tile.launchVariant === 'rng-table')));
});
