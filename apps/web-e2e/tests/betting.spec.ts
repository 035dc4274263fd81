import type { Locator, Page } from '@playwright/test';
import { depositThroughProvider, expect, registerFresh, test } from './support/fixtures';
import { lineGames } from './support/line';

// Each journey deposits through the provider's pages before it bets: longer than most.
test.describe.configure({ timeout: 90_000 });

const headerBalance = (page: Page) => page.getByRole('banner').getByTestId('header-balance');
const slip = (page: Page) => page.getByRole('region', { name: /^Bet slip/ });

/** Money as the page writes it (₽1,234.50) in minor units. */
function minorOf(text: string): number {
  const match = /([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2]);
}

/** A coefficient in thousandths as the decimal view writes it: three places, one trailing zero dropped (1.85, 1.235, 2.00). */
function decimalText(coef: number): string {
  const text = (coef / 1000).toFixed(3);
  return text.endsWith('0') ? text.slice(0, -1) : text;
}

/** The first open coefficient of the n-th game row of a list, and its outcome, market and game ids. */
async function pickInRow(page: Page, row: number): Promise<{ coef: number; outcomeId: number; gameId: number; button: Locator }> {
  // Rows whose main market is open: a game may show "Markets closed" for a moment.
  return pick(page, page.locator('.game-row').filter({ has: page.locator('button.coef') }).nth(row));
}

/** The first outcome of a row's main market, put in the slip. */
async function pick(page: Page, row: Locator): Promise<{ coef: number; outcomeId: number; gameId: number; button: Locator }> {
  const button = row.locator('button.coef').first();
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  const value = (await button.locator('.coef__value').textContent()) ?? '';
  const outcomeId = Number(await button.getAttribute('data-outcome-id'));
  // Pinned to its outcome: the n-th open row changes as live games score, suspend and finish.
  const picked = page.locator(`button.coef[data-outcome-id="${outcomeId}"]`).first();
  return { coef: Math.round(Number(value) * 1000), outcomeId, gameId: Number(await button.getAttribute('data-game-id')), button: picked };
}

async function signedInWithMoney(page: Page, visit: (path: string) => Promise<number>, amount: string) {
  await registerFresh(page.request);
  await depositThroughProvider(page, visit, amount);
  await expect(page).toHaveURL(/\/en\/onpay\/success$/);
}

/** A new bettor with ₽1,000 places the first open picks of three line rows as a ₽100 express. */
async function expressOfThreePlaced(page: Page, visit: (path: string) => Promise<number>) {
  await signedInWithMoney(page, visit, '1000');
  await visit('/en/line');
  const picks = [await pickInRow(page, 0), await pickInRow(page, 1), await pickInRow(page, 2)];
  await slip(page).getByLabel('Stake', { exact: true }).fill('100');
  await slip(page).getByRole('button', { name: 'Place bet' }).click();
  await expect(slip(page).getByText('Bet accepted')).toBeVisible();
  await expect(headerBalance(page)).toHaveText(/₽900\.00/);
  return picks;
}

test('three line bets make an express whose possible win is the product of the odds and the bonus bet; placing it takes the stake and lists it in history', async ({ page, visit }) => {
  await signedInWithMoney(page, visit, '1000');
  await visit('/en/line');
  const picks = [await pickInRow(page, 0), await pickInRow(page, 1), await pickInRow(page, 2)];
  await expect(slip(page).getByRole('button', { name: 'Express', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await slip(page).getByLabel('Stake', { exact: true }).fill('100');
  expect(picks).toHaveLength(3);
  // The express coefficient is the product of the slip's odds rounded half up to 3 decimals; the possible win is the
  // stake times it. Line odds may move while the slip is open, so the odds are read from the slip with the totals.
  await expect(async () => {
    const legs = await slip(page).locator('.coupon-bet__coef').allTextContents();
    expect(legs).toHaveLength(3);
    // The site adds its bonus bet to an express of three when every leg is at least 1.10: 1.1 × (1 + 3/100) = 1.133
    // (spec §4, libs/coupon); the slip says so beside the totals.
    const coefs = legs.map((text) => Math.round(Number(/[\d.]+/.exec(text)?.[0]) * 1000));
    const withBonus = coefs.every((coef) => coef >= 1100);
    await expect(slip(page).getByTestId('coupon-bonus-bet')).toHaveCount(withBonus ? 1 : 0);
    if (withBonus) await expect(slip(page).getByTestId('coupon-bonus-bet')).toContainText('Bonus bet ×1.133');
    const product = coefs.reduce((total, coef) => total * BigInt(coef), withBonus ? 1133n : 1000n);
    const coef = Number((product + 500_000_000n) / 1_000_000_000n);
    expect(await slip(page).getByTestId('coupon-coef').textContent()).toBe(decimalText(coef));
    const win = Math.floor((10_000 * coef) / 1000);
    expect(await slip(page).getByTestId('coupon-possible-win').textContent()).toBe(`₽${(win / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`);
  }).toPass({ timeout: 10_000 });

  await expect(headerBalance(page)).toHaveText(/₽1,000\.00/);
  await slip(page).getByRole('button', { name: 'Place bet' }).click();
  await expect(slip(page).getByText('Bet accepted')).toBeVisible();
  await expect(headerBalance(page)).toHaveText(/₽900\.00/);

  await visit('/en/office/history');
  const history = page.getByTestId('bet-history');
  await expect(history.getByRole('article')).toHaveCount(1);
  await expect(history).toContainText('Express');
  await expect(history).toContainText('Open');
});

test('a system 2/3 has three lines, 2/4 six; a stake below the minimum says why next to the button', async ({ page, visit }) => {
  await signedInWithMoney(page, visit, '500');
  await visit('/en/line');
  for (const row of [0, 1, 2]) await pickInRow(page, row);
  await slip(page).getByRole('button', { name: 'System', exact: true }).click();
  await expect(slip(page).getByLabel('System')).toHaveValue('2');
  await expect(slip(page).getByTestId('coupon-lines')).toHaveText('3');
  await pickInRow(page, 3);
  await expect(slip(page).getByTestId('coupon-lines')).toHaveText('6');

  await slip(page).getByLabel('Stake', { exact: true }).fill('0');
  await expect(slip(page).getByRole('alert')).toContainText('Enter a stake.');
  await slip(page).getByLabel('Stake', { exact: true }).fill('60');
  await slip(page).getByRole('button', { name: 'Place bet' }).click();
  await expect(slip(page).getByText('Bet accepted')).toBeVisible();
  await expect(headerBalance(page)).toHaveText(/₽440\.00/);
});

test('a live coefficient change follows the chosen policy: asked when "Ask me", taken silently when higher and "Accept higher odds"', async ({ page, visit }) => {
  await signedInWithMoney(page, visit, '300');
  await visit('/en/live');
  const pick = await pickInRow(page, 0);
  await slip(page).getByLabel('Stake', { exact: true }).fill('50');
  await slip(page).getByText('Bet settings').click();
  await slip(page).getByLabel('When odds change').selectOption({ label: 'Ask me' });

  const moved = pick.coef + 150;
  const changed = await page.request.post(`/__test/line/outcomes/${pick.outcomeId}/coef`, { data: { coef: moved } });
  expect(changed.ok(), await changed.text()).toBe(true);
  await expect(slip(page).getByRole('status').filter({ hasText: 'Odds changed' })).toBeVisible();
  await expect(pick.button).toHaveClass(/coef--up/);
  await expect(slip(page).getByRole('alert')).toContainText('accept the change to place');
  await slip(page).getByRole('button', { name: 'Accept changes' }).click();
  await expect(slip(page).getByRole('status').filter({ hasText: 'Odds changed' })).toHaveCount(0);

  await slip(page).getByLabel('When odds change').selectOption({ label: 'Accept higher odds' });
  const higher = await page.request.post(`/__test/line/outcomes/${pick.outcomeId}/coef`, { data: { coef: moved + 100 } });
  expect(higher.ok()).toBe(true);
  await expect(slip(page).locator('.coupon-bet__coef')).toContainText(decimalText(moved + 100));
  await expect(slip(page).getByRole('status').filter({ hasText: 'Odds changed' })).toHaveCount(0);
  await slip(page).getByRole('button', { name: 'Place bet' }).click();
  await expect(slip(page).getByText('Bet accepted')).toBeVisible();
});

test('the simulator finishes the game, the bet settles and the win is credited once', async ({ page, visit }) => {
  await signedInWithMoney(page, visit, '200');
  await visit('/en/line');
  const pick = await pickInRow(page, 0);
  await slip(page).getByLabel('Stake', { exact: true }).fill('100');
  await slip(page).getByRole('button', { name: 'Place bet' }).click();
  await expect(slip(page).getByText('Bet accepted')).toBeVisible();
  await expect(headerBalance(page)).toHaveText(/₽100\.00/);

  // The first outcome of the main market is the home side: a 2:0 home win settles it as won.
  const finished = await page.request.post(`/__test/line/games/${pick.gameId}/finish`, { data: { score: [2, 0] } });
  expect(finished.ok(), await finished.text()).toBe(true);
  for (let run = 0; run < 2; run += 1) expect((await page.request.post('/__test/betting/settle')).ok()).toBe(true);

  await visit('/en/office/history');
  await expect(page.getByTestId('bet-history')).toContainText('Won');
  const payout = Math.floor((10_000 * pick.coef) / 1000);
  await expect(headerBalance(page)).toHaveText(new RegExp(`₽${((10_000 + payout) / 100).toLocaleString('en', { minimumFractionDigits: 2 }).replace('.', '\\.')}`));
  expect(minorOf((await headerBalance(page).textContent()) ?? '')).toBe(10_000 + payout);
});

test('an express is shown lost as soon as one leg loses, while its other game is still live', async ({ page, visit }) => {
  await signedInWithMoney(page, visit, '200');
  // Two games of its own, just kicked off: what the live list holds at this hour is the clock's.
  const games = await lineGames(page.request, 1, 2);
  for (const game of games) expect((await page.request.post(`/__test/line/games/${game.id}/start`)).status()).toBe(200);
  await visit('/en/live');
  const first = await pick(page, page.locator(`.game-row[data-game-id="${games[0]!.id}"]`));
  const second = await pick(page, page.locator(`.game-row[data-game-id="${games[1]!.id}"]`));
  await expect(slip(page).getByRole('button', { name: 'Express', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await slip(page).getByLabel('Stake', { exact: true }).fill('100');
  await slip(page).getByRole('button', { name: 'Place bet' }).click();
  await expect(slip(page).getByText('Bet accepted')).toBeVisible();

  await visit('/en/office/history');
  const status = page.getByTestId('bet-history').locator('article').first().locator('.placed-coupon__head .coupon-status');
  await expect(status).toHaveText('Open');
  // The first pick is the home side of its main market: 0:2 loses it. The page is not reloaded.
  const finished = await page.request.post(`/__test/line/games/${first.gameId}/finish`, { data: { score: [0, 2] } });
  expect(finished.ok(), await finished.text()).toBe(true);
  await expect(status).toHaveText('Lost', { timeout: 15_000 });
  const other = await page.request.get(`/line-api/v1/games/${second.gameId}?lng=en`);
  expect((await other.json()).game.status).toBe('live');
});

test('a 3-leg express with a leg won is cashed out in part, then the rest; the balance moves by exactly what was paid', async ({ page, visit }) => {
  const picks = await expressOfThreePlaced(page, visit);
  // The first leg is the home side: 2:0 wins it; the other two stay open.
  const finished = await page.request.post(`/__test/line/games/${picks[0]!.gameId}/finish`, { data: { score: [2, 0] } });
  expect(finished.ok(), await finished.text()).toBe(true);

  await visit('/en/office/history');
  const card = page.getByTestId('bet-history').locator('article').first();
  await card.getByRole('button', { name: 'Cash out' }).click();
  const offer = card.getByTestId('cash-out-offer');
  await expect(offer).toBeVisible();
  // About half of it now.
  const slider = card.getByRole('slider', { name: 'Amount' });
  const max = Number(await slider.getAttribute('max'));
  await slider.fill(String(Math.floor(max / 2)));
  const part = minorOf((await card.getByTestId('cash-out-amount').textContent()) ?? '');
  expect(part).toBe(Math.floor(max / 2));
  await card.getByRole('button', { name: /and keep the rest/ }).click();
  await expect(headerBalance(page)).toHaveText(new RegExp(`₽${((90_000 + part) / 100).toLocaleString('en', { minimumFractionDigits: 2 }).replace('.', '\\.')}`));

  // The rest: a price that moved meanwhile comes back as a new offer to confirm.
  const takeAll = card.getByRole('button', { name: /^Cash out ₽/ });
  await expect(async () => {
    if ((await card.locator('.placed-coupon__head .coupon-status').textContent()) !== 'Cashed out') await takeAll.click();
    await expect(card.locator('.placed-coupon__head .coupon-status')).toHaveText('Cashed out', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const paid = minorOf((await card.locator('.placed-coupon__win').textContent()) ?? '');
  expect(paid).toBeGreaterThan(part);
  await expect.poll(async () => minorOf((await headerBalance(page).textContent()) ?? '')).toBe(90_000 + paid);
});

test('edit bet drops a leg of an express, staking its whole offer on the rest; an auto cash-out target is taken when a price moves', async ({ page, visit }) => {
  const picks = await expressOfThreePlaced(page, visit);

  await visit('/en/office/history');
  const first = page.getByTestId('bet-history').locator('article').first();
  await first.getByRole('button', { name: 'Cash out' }).click();
  await expect(first.getByTestId('cash-out-offer')).toBeVisible();
  // Drop the third leg; the two kept are staked with the whole offer (a price that moved meanwhile: confirm again).
  await expect(async () => {
    if ((await first.getByRole('button', { name: 'Edit bet' }).count()) > 0) await first.getByRole('button', { name: 'Edit bet' }).click();
    const form = first.locator('.edit-bet');
    await form.getByRole('checkbox').nth(2).uncheck();
    await expect(form.getByTestId('edit-bet-summary')).toHaveText(/^New stake ₽[\d,.]+ at [\d.]+: possible win ₽/);
    await form.getByRole('button', { name: 'Confirm edit' }).click();
    await expect(page.getByTestId('bet-history').locator('article')).toHaveCount(2, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  const [edited, original] = [page.getByTestId('bet-history').locator('article').nth(0), page.getByTestId('bet-history').locator('article').nth(1)];
  await expect(original.locator('.placed-coupon__head .coupon-status')).toHaveText('Cashed out');
  await expect(edited.locator('.placed-coupon__head .coupon-status')).toHaveText('Open');
  await expect(edited.locator('.placed-coupon__leg')).toHaveCount(2);
  const paid = minorOf((await original.locator('.placed-coupon__win').textContent()) ?? '');
  // The cash out paid exactly the new stake: the balance did not move.
  await expect(edited.locator('.placed-coupon__facts')).toContainText(`₽${(paid / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`);
  await expect(headerBalance(page)).toHaveText(/₽900\.00/);

  // From the slip's open bets: auto cash out a little above the offer now; the dearer kept leg's price then falls to
  // 1.01 and the server takes it (a leg already near 1.01 would barely move the offer: the simulator prices sure things
  // that low).
  const editedId = (await edited.locator('.placed-coupon__title a').textContent()) ?? '';
  await visit('/en/line');
  await slip(page).getByRole('button', { name: 'Open bets' }).click();
  const open = slip(page).getByTestId('open-bets').locator('article').filter({ hasText: editedId });
  await open.getByRole('button', { name: 'Cash out' }).click();
  const offer = minorOf((await open.getByTestId('cash-out-offer').textContent()) ?? '');
  const falling = picks[0]!.coef >= picks[1]!.coef ? picks[0]! : picks[1]!;
  // The offer grows about as the fallen price shrinks; the target sits at most half-way up that rise.
  const target = offer + Math.max(1, Math.min(100, Math.floor((offer * (falling.coef / 1010 - 1)) / 2)));
  await open.getByLabel('Auto cash out when the offer reaches').fill((target / 100).toFixed(2));
  await open.getByRole('button', { name: 'Set', exact: true }).click();
  await expect(open.getByTestId('auto-cash-out-armed')).toContainText(`₽${(target / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`);
  const moved = await page.request.post(`/__test/line/outcomes/${falling.outcomeId}/coef`, { data: { coef: 1010 } });
  expect(moved.ok(), await moved.text()).toBe(true);
  // Taken: it leaves the open bets, the balance rises by what was paid, and the history shows it cashed out.
  await expect(open).toHaveCount(0, { timeout: 15_000 });
  await visit('/en/office/history');
  const cashed = page.getByTestId('bet-history').locator('article').filter({ hasText: editedId });
  await expect(cashed.locator('.placed-coupon__head .coupon-status')).toHaveText('Cashed out');
  const taken = minorOf((await cashed.locator('.placed-coupon__win').textContent()) ?? '');
  expect(taken).toBeGreaterThanOrEqual(target);
  await expect.poll(async () => minorOf((await headerBalance(page).textContent()) ?? '')).toBe(90_000 + taken);
});

test('the quick coupon folds the slip to one line per pick and one-tap stakes; a tap sets the stake and the bet is placed from it', async ({ page, visit }) => {
  await signedInWithMoney(page, visit, '1000');
  await visit('/en/line');
  const picks = [await pickInRow(page, 0), await pickInRow(page, 1)];
  // The switch sits in the slip's head; the texts are checked by role and test id (the strings come from the i18n merge).
  await slip(page).getByTestId('quick-coupon-switch').check();
  const quick = slip(page).getByTestId('quick-coupon');
  await expect(quick).toBeVisible();
  await expect(slip(page).getByLabel('Stake', { exact: true })).toHaveCount(0);
  await expect(quick.getByRole('listitem')).toHaveCount(2);
  const coef = Number((picks.reduce((total, pick) => total * BigInt(pick.coef), 1n) + 500n) / 1000n);
  await expect(quick.getByTestId('quick-coupon-coef')).toHaveText(decimalText(coef));
  // One-tap stakes: the RUB initial stake (150) × 1, 2, 5, 10, inside the operator's limits.
  const stakes = quick.getByRole('group').getByRole('button');
  await expect(stakes).toHaveText(['₽150.00', '₽300.00', '₽750.00', '₽1,500.00']);
  await stakes.nth(1).click();
  await expect(stakes.nth(1)).toHaveAttribute('aria-pressed', 'true');
  // The folded slip and its stake stay so through a reload (the stored slip keeps the flag).
  await expect.poll(() => page.evaluate(() => JSON.parse(window.localStorage.getItem('coupon_slip') ?? '{}').amount)).toBe(30_000);
  await page.reload();
  await expect(quick).toBeVisible();
  await expect(stakes.nth(1)).toHaveAttribute('aria-pressed', 'true');
  const win = Math.floor((30_000 * coef) / 1000);
  await expect(quick.getByTestId('quick-coupon-win')).toHaveText(`₽${(win / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`);
  await quick.getByRole('button', { name: 'Place bet' }).click();
  await expect(slip(page).getByText('Bet accepted')).toBeVisible();
  await expect(headerBalance(page)).toHaveText(/₽700\.00/);
  // Back to the full slip with one switch.
  await slip(page).getByRole('button', { name: 'OK' }).click();
  await pickInRow(page, 2);
  await slip(page).getByTestId('quick-coupon-switch').uncheck();
  await expect(slip(page).getByLabel('Stake', { exact: true })).toBeVisible();
});

test('one-click bets: turning them on with bets in the slip asks first and clears it; a click on odds then places the stake at once', async ({ page, visit }) => {
  await signedInWithMoney(page, visit, '300');
  await visit('/en/line');
  await pickInRow(page, 0);
  const oneClick = slip(page).getByRole('switch', { name: 'One-click bets' });
  await oneClick.click();
  await expect(slip(page).getByText('Turning on one-click bets clears the slip. Continue?')).toBeVisible();
  await slip(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(oneClick).not.toBeChecked();
  await expect(slip(page).locator('.coupon-bet')).toHaveCount(1);

  await oneClick.click();
  await slip(page).getByRole('button', { name: 'Clear and turn on' }).click();
  await expect(oneClick).toBeChecked();
  await expect(slip(page).locator('.coupon-bet')).toHaveCount(0);
  await slip(page).getByLabel('One-click stake').fill('50');
  await page.locator('.game-row').filter({ has: page.locator('button.coef') }).nth(1).locator('button.coef').first().click();
  await expect(page.getByText(/Bet accepted: coupon #\d+/)).toBeVisible();
  await expect(headerBalance(page)).toHaveText(/₽250\.00/);
});

test('statistics list the champs with results, and a champ’s table adds up its finished games', async ({ page, visit }) => {
  await visit('/en/statistic');
  const champs = page.getByRole('main').getByRole('listitem').getByRole('link');
  await expect(champs.first()).toBeVisible();
  await champs.first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(': table');
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  // Every finished game is played by two teams: the "P" column sums to an even number.
  const played = await rows.locator('td:nth-child(3)').allTextContents();
  expect(played.map(Number).reduce((sum, value) => sum + value, 0) % 2).toBe(0);
});

test('the express of the day goes into the slip with its boost in place of the bonus bet, is placed as offered, and the stake can follow the maximum', async ({ page, visit }) => {
  test.setTimeout(120_000);
  await signedInWithMoney(page, visit, '1000');
  await visit('/en');
  const offer = page.getByTestId('express-of-the-day');
  await expect(offer.getByRole('heading', { name: 'Express of the day' })).toBeVisible();
  const legs = await offer.locator('.express-day__leg').count();
  expect(legs).toBeGreaterThanOrEqual(3);
  await offer.getByRole('button', { name: 'Add to bet slip' }).click();
  await expect(offer.getByRole('button', { name: 'In your bet slip' })).toBeDisabled();

  await expect(slip(page).locator('.coupon-bet')).toHaveCount(legs);
  await expect(slip(page).getByRole('button', { name: 'Express', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(slip(page).getByTestId('coupon-express-of-the-day')).toHaveText('Express of the day: +10% to the odds');
  await expect(slip(page).getByTestId('coupon-bonus-bet')).toHaveCount(0);
  await slip(page).getByLabel('Stake', { exact: true }).fill('100');
  // The legs' product × 1.100, rounded half up once — never the bonus bet's factor too.
  await expect(async () => {
    const coefs = await slip(page).locator('.coupon-bet__coef').allTextContents();
    const product = coefs.reduce((total, text) => total * BigInt(Math.round(Number(/[\d.]+/.exec(text)?.[0]) * 1000)), 1100n);
    const scale = 1000n ** BigInt(coefs.length);
    const coef = Number((2n * product + scale) / (2n * scale));
    expect(await slip(page).getByTestId('coupon-coef').textContent()).toBe(decimalText(coef));
  }).toPass({ timeout: 10_000 });

  await slip(page).getByRole('button', { name: 'Place bet' }).click();
  await expect(slip(page).getByText('Bet accepted')).toBeVisible();
  await expect(headerBalance(page)).toHaveText(/₽900\.00/);
  await expect(offer.getByRole('button', { name: 'Placed today' })).toBeDisabled();
  // The settings remember it across a reload.
  await page.reload();
  await expect(offer.getByRole('button', { name: 'Placed today' })).toBeDisabled();

  // Max and auto-max: the stake follows the money; a typed stake turns auto-max off.
  await visit('/en/line');
  await pickInRow(page, 0);
  await slip(page).getByRole('button', { name: /^Max: ₽900\.00$/ }).click();
  await expect(slip(page).getByLabel('Stake', { exact: true })).toHaveValue(/^900(\.00)?$/);
  await slip(page).getByLabel('Stake', { exact: true }).fill('50');
  const autoMax = slip(page).getByRole('switch', { name: /Auto max/ });
  await autoMax.check();
  await expect(slip(page).getByLabel('Stake', { exact: true })).toHaveValue(/^900(\.00)?$/);
  await slip(page).getByLabel('Stake', { exact: true }).fill('50');
  await expect(autoMax).not.toBeChecked();
});

test('the operator’s caps and the slip’s options: a win over the max payout is refused with the stake that fits, a VIP bet passes the max stake, exact odds refuse a moved price', async ({ page, context, baseURL, visit }) => {
  // A deposit and three placements: longer than the file's other journeys.
  test.setTimeout(150_000);
  // The operator's betting setting for this journey only (the test-control scope): max stake ₽200, vip bets on.
  const scope = 'coupon-caps';
  await context.addCookies([{ name: 'test_scope', value: scope, url: baseURL! }]);
  const betting = { minBetAmountByCurrency: {}, maxBetAmountByCurrency: { RUB: 20_000 }, amountLimitTypes: [0, 1, 2, 4, 10001], isVipBetEnabled: true, isBonusBetEnabled: true, cashOutMarginPermille: 50 };
  const operatorSets = async (value: object) => expect((await page.request.put('/__test/settings/betting', { data: { value }, headers: { 'x-test-scope': scope } })).ok()).toBe(true);
  const placements: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/web-api/betting/coupons')) placements.push(request.postDataJSON() as Record<string, unknown>);
  });
  await operatorSets(betting);
  try {
    await signedInWithMoney(page, visit, '1000');
    await visit('/en/line');

    // Max payout: ₽100 at the pick's odds would win one kopeck more than the cap.
    const first = await pickInRow(page, 0);
    const maxPayout = Math.floor((10_000 * first.coef) / 1000) - 1;
    await operatorSets({ ...betting, maxPayoutByCurrency: { RUB: maxPayout } });
    await slip(page).getByLabel('Stake', { exact: true }).fill('100');
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    const refusal = slip(page).getByRole('alert').filter({ hasText: 'maximum payout' });
    await expect(refusal).toContainText(`The possible win is above the maximum payout of ₽${(maxPayout / 100).toFixed(2)}: stake at most ₽`);
    expect(placements).toHaveLength(1);
    const fits = minorOf(/stake at most (₽[\d,.]+)/.exec((await refusal.textContent()) ?? '')?.[1] ?? '');
    expect(Math.floor((fits * first.coef) / 1000)).toBeLessThanOrEqual(maxPayout);
    expect(Math.floor(((fits + 1) * first.coef) / 1000)).toBeGreaterThan(maxPayout);
    await slip(page).getByLabel('Stake', { exact: true }).fill((fits / 100).toFixed(2));
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    await expect(slip(page).getByText('Bet accepted')).toBeVisible();
    await slip(page).getByRole('button', { name: 'OK' }).click();
    await operatorSets(betting);

    // A VIP bet: ₽300 is over the ₽200 maximum until the bettor makes it a VIP bet.
    const second = await pickInRow(page, 1);
    await slip(page).getByLabel('Stake', { exact: true }).fill('300');
    await expect(slip(page).getByRole('alert')).toContainText('The maximum stake is ₽200.00.');
    await slip(page).getByRole('switch', { name: 'VIP bet' }).check();
    await expect(slip(page).getByText('Stake above the maximum of ₽200.00: the bet is placed as a VIP bet.')).toBeVisible();
    await expect(slip(page).getByRole('alert')).toHaveCount(0);
    const vipPlaced = page.waitForResponse((response) => response.url().endsWith('/web-api/betting/coupons') && response.request().method() === 'POST');
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    const vipAnswer = (await (await vipPlaced).json()) as { coupons: { isVipBet: boolean; amount: number }[]; balance: { accountId: number } };
    expect(vipAnswer.coupons[0]).toMatchObject({ isVipBet: true, amount: 30_000 });
    expect(placements.at(-1)).toMatchObject({ isVipBet: true, amount: 30_000, bets: [{ outcomeId: second.outcomeId }] });
    await expect(slip(page).getByTestId('coupon-vip-placed')).toHaveText('VIP bet');
    await expect(headerBalance(page)).toHaveText(new RegExp(`₽${((100_000 - fits - 30_000) / 100).toLocaleString('en', { minimumFractionDigits: 2 }).replace('.', '\\.')}`));
    await slip(page).getByRole('button', { name: 'OK' }).click();

    // Max bet per block (spec §5): multiple singles, the second game may stake at most what the first returns.
    const firstBlock = await pickInRow(page, 3);
    await slip(page).getByRole('switch', { name: 'VIP bet' }).uncheck();
    const secondBlock = await pickInRow(page, 4);
    await slip(page).getByRole('button', { name: 'Multiple singles' }).click();
    const blockMax = Math.floor((1_000 * firstBlock.coef) / 1000);
    await slip(page).getByLabel(/^Stake on /).nth(0).fill('10');
    await slip(page).getByLabel(/^Stake on /).nth(1).fill(((blockMax + 100) / 100).toFixed(2));
    await expect(slip(page).getByRole('alert')).toContainText(`A block's stake is above what the block before it returns: at most ₽${(blockMax / 100).toFixed(2)}.`);
    const overBlock = await page.request.post('/web-api/betting/coupons', {
      data: {
        typeId: 10001,
        bets: [firstBlock, secondBlock].map((pick) => ({ outcomeId: pick.outcomeId, coef: pick.coef })),
        amountByBlockId: { [firstBlock.gameId]: 1_000, [secondBlock.gameId]: blockMax + 100 },
        accountId: vipAnswer.balance.accountId,
        changeCoefAction: 1,
      },
      headers: { 'Idempotency-Key': `${scope}-block-${Date.now()}` },
    });
    expect(overBlock.status()).toBe(409);
    expect(((await overBlock.json()) as { refusals: { code: string; params: { max?: number } }[] }).refusals).toEqual([expect.objectContaining({ code: 'amount_above_block_max', params: expect.objectContaining({ max: blockMax }) })]);
    const removeButtons = slip(page).getByRole('button', { name: /^Remove .* from the slip$/ });
    await removeButtons.first().click();
    await removeButtons.first().click();
    await expect(removeButtons).toHaveCount(0);

    // Exact odds: a price that rises — which "Accept higher odds" would take — stops the bet until the bettor accepts it.
    const third = await pickInRow(page, 2);
    // VIP stays off (the switch is gone when the pick's game has gone live meanwhile).
    await expect(slip(page).getByRole('switch', { name: 'VIP bet', checked: true })).toHaveCount(0);
    await slip(page).getByLabel('Stake', { exact: true }).fill('50');
    await slip(page).getByText('Bet settings').click();
    await slip(page).getByRole('switch', { name: 'Exact odds only' }).check();
    await expect(slip(page).getByLabel('When odds change')).toBeDisabled();
    await slip(page).getByRole('switch', { name: 'Drop on score change' }).check();
    const moved = await page.request.post(`/__test/line/outcomes/${third.outcomeId}/coef`, { data: { coef: third.coef + 150 } });
    expect(moved.ok(), await moved.text()).toBe(true);
    await expect(slip(page).getByRole('status').filter({ hasText: 'Odds changed' })).toBeVisible();
    await expect(slip(page).getByRole('alert')).toContainText(`Odds changed from ${decimalText(third.coef)} to ${decimalText(third.coef + 150)}: accept the change to place.`);
    await expect(slip(page).getByRole('button', { name: 'Place bet' })).toHaveAttribute('aria-disabled', 'true');
    // The server refuses the old price too, and takes it when exact odds are off (accept any change).
    const direct = (exactCoef: boolean) =>
      page.request.post('/web-api/betting/coupons', {
        data: { typeId: 0, bets: [{ outcomeId: third.outcomeId, coef: third.coef }], amount: 1_000, accountId: vipAnswer.balance.accountId, changeCoefAction: 1, exactCoef },
        headers: { 'Idempotency-Key': `${scope}-${exactCoef}-${Date.now()}` },
      });
    const refused = await direct(true);
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { refusals: { code: string }[] }).refusals.map((item) => item.code)).toEqual(['coef_changed']);
    expect((await direct(false)).status()).toBe(201);

    await slip(page).getByRole('button', { name: 'Accept changes' }).click();
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    await expect(slip(page).getByText('Bet accepted')).toBeVisible();
    expect(placements.at(-1)).toMatchObject({ changeCoefAction: 0, exactCoef: true, isDropOnScoreChange: true, bets: [{ outcomeId: third.outcomeId, coef: third.coef + 150, score: '' }] });
  } finally {
    await page.request.delete('/__test/settings', { headers: { 'x-test-scope': scope } });
  }
});
