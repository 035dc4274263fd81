import { expect, test } from './support/fixtures';

/** The day before `day` (YYYY-MM-DD). */
const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

test('results of yesterday by the date picker, filtered by sport; a finished game shows its results, not padlocked markets', async ({ page, visit }) => {
  await visit('/en/results');
  const picker = page.getByLabel('Date', { exact: true });
  await expect(picker).not.toHaveValue('');
  const today = await picker.inputValue();
  const yesterday = dayBefore(today);
  await expect(picker).toHaveAttribute('max', today);
  // The schedule keeps yesterday's games (finished as the demo line plays them): the picker may go back to it.
  expect((await picker.getAttribute('min')) ?? '9999').not.toBe('9999');
  expect((await picker.getAttribute('min'))! <= yesterday).toBe(true);

  await picker.fill(yesterday);
  await expect(page.getByRole('button', { name: 'Yesterday', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const rows = page.locator('.game-row--result');
  // Every game listed started yesterday in the bettor's time zone (the default, UTC+3); today's list shows until
  // yesterday's answer replaces it.
  const from = Date.parse(`${yesterday}T00:00:00+03:00`);
  const startsShown = () => rows.locator('time').evaluateAll((times) => times.map((time) => Date.parse(time.getAttribute('datetime') ?? '')));
  await expect
    .poll(async () => {
      const starts = await startsShown();
      return { outside: starts.filter((start) => !(start >= from && start < from + 86_400_000)), moreThanFive: starts.length > 5 };
    })
    .toEqual({ outside: [], moreThanFive: true });
  await expect(rows.first().locator('.game-row__period').first()).toBeVisible();

  const sports = page.getByRole('group', { name: 'Sport' });
  await sports.getByRole('button', { name: /^Tennis/ }).click();
  await expect(sports.getByRole('button', { name: /^Tennis/ })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => [...new Set(await page.locator('.event-group__sport').allTextContents())]).toEqual(['Tennis']);
  const count = Number(await sports.getByRole('button', { name: /^Tennis/ }).locator('.chip__count').textContent());
  await expect(rows).toHaveCount(count);
  // A tennis result carries its sets.
  await expect(rows.first().locator('.game-row__period')).not.toHaveCount(0);

  await rows.first().locator('.game-row__teams').click();
  await expect(page.getByRole('heading', { name: 'Results of the markets' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Score by period' })).toBeVisible();
  await expect(page.locator('.result-pill').first()).toBeVisible();
  await expect(page.locator('button.coef')).toHaveCount(0);
});
