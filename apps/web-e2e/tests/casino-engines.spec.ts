// The journey knows a deal and a board from the seeds it commits through test control, by libs/games' own engines,
// so it imports the domain lib that e2e projects otherwise leave alone.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { blackjackEngine, blackjackLegalMoves, minesEngine, replayRound, type MinesParams } from '@betting/games';
import type { FrameLocator, Page } from '@playwright/test';
import { depositThroughProvider, expect, registerFresh, test } from './support/fixtures';

// One sign-in and one deposit, then six engine games in a row, the history and the verify page.
test.describe.configure({ timeout: 110_000 });

interface Tile {
  readonly id: number;
  readonly name: string;
  readonly route: string;
  readonly launch: string | null;
  readonly launchVariant?: string | null;
}

interface PlayedRound {
  readonly id: number;
  readonly nonce: number;
  readonly stake: number;
  readonly payout: number | null;
  readonly status: string;
  readonly engine: { readonly params: Record<string, unknown> } | null;
}

const CLIENT_SEED = 'engine journey';
const STAKE = 1_000;
const headerBalance = (page: Page) => page.getByRole('banner').getByTestId('header-balance');
const rub = (minor: number) => `₽${(minor / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`;

/** The catalogue's tiles (seven pages of a hundred, fetched together). */
async function catalogue(page: Page): Promise<Tile[]> {
  const pages = await Promise.all(
    [1, 2, 3, 4, 5, 6, 7].map(async (number) => {
      const answer = await page.request.get(`/web-api/casino/games?pageSize=100&page=${number}`);
      expect(answer.status()).toBe(200);
      return ((await answer.json()) as { games: Tile[] }).games;
    }),
  );
  return pages.flat();
}

const tileOf = (tiles: readonly Tile[], launch: string, variant?: (name: string) => boolean): Tile => {
  const tile = tiles.find((one) => one.launch === launch && (!variant || variant(one.launchVariant ?? '')));
  if (!tile) throw new Error(`no ${launch} tile in the catalogue`);
  return tile;
};

async function openGame(page: Page, tile: Tile, stakeLabel = 'Stake'): Promise<FrameLocator> {
  await page.goto(`/en/casino/game/${tile.id}/${tile.route}`);
  const frame = page.frameLocator(`iframe[title="${tile.name} — game"]`);
  // The frame is a document of its own: it may take a moment after the page.
  await expect(frame.getByText('Real money')).toBeVisible({ timeout: 20_000 });
  await expect(frame.locator('#balance')).not.toHaveText(/Loading/);
  await frame.getByLabel(stakeLabel).fill('10.00');
  return frame;
}

/** The round the frame shows, as the game server tells it to the signed-in player. */
async function roundIn(page: Page, frame: FrameLocator, settled = true): Promise<PlayedRound> {
  await expect(frame.locator('#round-id')).not.toHaveText('—');
  const id = Number(await frame.locator('#round-id').textContent());
  const read = async () => ((await (await page.request.get(`/web-api/casino/play/rounds/${id}`)).json()) as { round: PlayedRound }).round;
  if (settled) await expect.poll(async () => (await read()).status).toBe('settled');
  return read();
}

/** The next server seed of a game, committed through test control, so the journey knows the deal. */
async function nextSeed(page: Page, userId: number, launchKind: string, serverSeed: string): Promise<void> {
  const answer = await page.request.put('/__test/casino/seeds', { data: { userId, launchKind, serverSeed, clientSeed: CLIENT_SEED } });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** A seed whose first blackjack deal is a pair (not aces, no dealer blackjack or insurance) that split, stand, stand finishes. */
function splittingSeed(): { serverSeed: string; payout: number } {
  for (let i = 0; i < 20_000; i += 1) {
    const serverSeed = `journey-split-${i}`;
    const seeds = { serverSeed, clientSeed: CLIENT_SEED, nonce: 0 };
    const dealt = blackjackEngine.start(seeds, blackjackEngine.defaultParams, STAKE);
    if (dealt.phase !== 'play' || !blackjackLegalMoves(dealt).includes('split') || dealt.hands[0]?.cards.some((card) => card % 13 === 0)) continue;
    const played = replayRound(blackjackEngine, seeds, blackjackEngine.defaultParams, STAKE, [{ type: 'split' }, { type: 'stand' }, { type: 'stand' }]);
    if (played.ok && played.value.finished) return { serverSeed, payout: blackjackEngine.payout(played.value) };
  }
  throw new Error('no splitting deal in 20 000 seeds');
}

test('engine games for real money: a slot, roulette split and column, a blackjack split, video poker, plinko and mines — exact balance, history, verified', async ({ page, visit }) => {
  const { userId } = await registerFresh(page.request);
  await depositThroughProvider(page, visit, '1000');
  await expect(page).toHaveURL(/\/en\/onpay\/success$/);
  const tiles = await catalogue(page);
  let balance = 100_000;
  const played: { round: PlayedRound; game: string }[] = [];
  const settle = async (round: PlayedRound, game: string) => {
    balance += (round.payout ?? 0) - round.stake;
    played.push({ round, game });
    await expect(headerBalance(page)).toHaveText(new RegExp(rub(balance).replace('.', '\\.')));
  };

  // A slot tile's own machine: one spin.
  const slot = await openGame(page, tileOf(tiles, 'slots', (variant) => variant !== ''));
  await slot.getByRole('button', { name: 'Spin' }).click();
  const spun = await roundIn(page, slot);
  expect(spun.stake).toBe(STAKE);
  await settle(spun, 'Slots');
  await slot.getByRole('button', { name: 'Rotate seeds' }).click();
  await expect(slot.locator('#revealed-seed')).not.toBeEmpty();

  // Roulette: a ₽10 chip split on 17 and 18 and a ₽10 chip on column 1 (1, 4, … 34); split pays 17 to 1, column 2 to 1.
  const roulette = await openGame(page, tileOf(tiles, 'roulette', (variant) => variant === ''), 'Chip value');
  await roulette.getByRole('button', { name: 'Split', exact: true }).click();
  await roulette.getByRole('button', { name: '17, black', exact: true }).click();
  await roulette.getByRole('button', { name: '18, red', exact: true }).click();
  await roulette.getByRole('button', { name: 'Column 1 (2 to 1)' }).click();
  await expect(roulette.locator('#rl-bets li')).toHaveCount(2);
  await roulette.getByRole('button', { name: 'Spin' }).click();
  const wheel = await roundIn(page, roulette);
  const pocket = Number(await roulette.locator('#rl-pocket').textContent());
  expect(wheel.stake).toBe(2 * STAKE);
  expect(wheel.payout ?? 0).toBe((pocket === 17 || pocket === 18 ? 18 * STAKE : 0) + (pocket % 3 === 1 ? 3 * STAKE : 0));
  await settle(wheel, 'Roulette');
  await roulette.getByRole('button', { name: 'Rotate seeds' }).click();
  await expect(roulette.locator('#revealed-seed')).not.toBeEmpty();

  // Blackjack: the deal is a pair; split, then stand on both hands. The split puts a second stake down.
  const split = splittingSeed();
  await nextSeed(page, userId, 'blackjack', split.serverSeed);
  const blackjack = await openGame(page, tileOf(tiles, 'blackjack'));
  await blackjack.getByRole('button', { name: 'Deal' }).click();
  await blackjack.getByRole('button', { name: 'Split' }).click();
  for (let hand = 0; hand < 2; hand += 1) {
    await expect(blackjack.getByRole('button', { name: 'Stand' })).toBeEnabled();
    await blackjack.getByRole('button', { name: 'Stand' }).click();
  }
  const dealt = await roundIn(page, blackjack);
  expect(dealt).toMatchObject({ stake: 2 * STAKE, payout: split.payout });
  await settle(dealt, 'Blackjack');
  await blackjack.getByRole('button', { name: 'Rotate seeds' }).click();
  await expect(blackjack.locator('#revealed-seed')).not.toBeEmpty();

  // Video poker: deal, hold the first two cards, draw.
  const poker = await openGame(page, tileOf(tiles, 'video-poker', (variant) => variant === 'jacks-or-better'));
  await poker.getByRole('button', { name: 'Deal' }).click();
  await poker.getByRole('button', { name: 'Hold 1' }).click();
  await poker.getByRole('button', { name: 'Hold 2' }).click();
  await expect(poker.getByRole('button', { name: 'Hold 1' })).toHaveAttribute('aria-pressed', 'true');
  await poker.getByRole('button', { name: 'Draw' }).click();
  const drawn = await roundIn(page, poker);
  await settle(drawn, 'Video poker');
  await poker.getByRole('button', { name: 'Rotate seeds' }).click();
  await expect(poker.locator('#revealed-seed')).not.toBeEmpty();

  // Plinko: one ball.
  const plinko = await openGame(page, tileOf(tiles, 'plinko'));
  await plinko.getByRole('button', { name: 'Drop ball' }).click();
  const dropped = await roundIn(page, plinko);
  await settle(dropped, 'Plinko');
  await plinko.getByRole('button', { name: 'Rotate seeds' }).click();
  await expect(plinko.locator('#revealed-seed')).not.toBeEmpty();

  // Mines: the journey knows the board from the seed it committed; one gem, then cash out.
  await nextSeed(page, userId, 'mines', 'journey-mines');
  const mines = await openGame(page, tileOf(tiles, 'mines'));
  await mines.getByRole('button', { name: 'Bet' }).click();
  const open = await roundIn(page, mines, false);
  const board = minesEngine.start({ serverSeed: 'journey-mines', clientSeed: CLIENT_SEED, nonce: open.nonce }, open.engine?.params as unknown as MinesParams, STAKE);
  const gem = Array.from({ length: 25 }, (_, cell) => cell).find((cell) => !board.mineCells.includes(cell)) ?? 0;
  await mines.getByRole('button', { name: `Cell ${gem + 1}`, exact: true }).click();
  await expect(mines.getByRole('button', { name: 'Cash out' })).toBeEnabled();
  await mines.getByRole('button', { name: 'Cash out' }).click();
  const cashed = await roundIn(page, mines);
  expect(cashed.payout).toBeGreaterThan(STAKE);
  await settle(cashed, 'Mines');
  await mines.getByRole('button', { name: 'Rotate seeds' }).click();
  await expect(mines.locator('#revealed-seed')).not.toBeEmpty();

  // The office history: each round under its game's name, its whole stake, its outcome; each verifies in the browser.
  await visit('/en/office/history/casino');
  const history = page.getByTestId('casino-history');
  for (const { round, game } of played) {
    const row = history.locator(`tr[data-round-id="${round.id}"]`);
    await expect(row).toContainText(game);
    await expect(row).toContainText(rub(round.stake));
  }
  await expect(history.locator(`tr[data-round-id="${cashed.id}"]`)).toContainText('Cashed out after 1 gem');
  await expect(history.locator(`tr[data-round-id="${dealt.id}"]`)).toContainText(/Dealer (busts with )?\d+ · hand \d+: \w+ · hand \d+: \w+/);
  for (const [index, { round }] of played.entries()) {
    if (index > 0) await page.goBack();
    await history.locator(`tr[data-round-id="${round.id}"]`).getByRole('link', { name: `Verify #${round.id}` }).click();
    await expect(page).toHaveURL(new RegExp(`/en/provably-fair\\?round=${round.id}`));
    await expect(page.getByText(`Round ${round.id} is filled in from your history.`)).toBeVisible();
    await expect(page.getByText('Verified: every check below passed in your browser.')).toBeVisible();
    await expect(page.locator('[data-check]')).toHaveCount(7);
    await expect(page.locator('.fairness__check--failed')).toHaveCount(0);
    await expect(page.getByText(`Put down in total ${rub(round.stake)} · Paid ${rub(round.payout ?? 0)}`)).toBeVisible();
  }
});
