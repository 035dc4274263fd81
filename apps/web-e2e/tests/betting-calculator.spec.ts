// The journey checks the page against libs/coupon's own maths ("the betting calculator's system 3/5 result
// equals libs/coupon's"), so it imports the domain lib that e2e projects otherwise leave alone.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { COUPON_TYPE, parseCoefView, settleCoupon, type LegResult } from '@betting/coupon';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const ODDS = ['1.85', '2.10', '1.50', '3.00', '1.95'];
const DECIMAL_VIEW = 0;

const calculator = (page: Page) => page.getByRole('form', { name: 'Betting calculator' });
const summary = (page: Page) => page.getByRole('region', { name: 'Your bet', exact: true });

/** Money as the page writes it in English (₽1,234.50) in minor units. */
function minorOf(text: string): number {
  const match = /(-?)[^\d-]*([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]!.replace(/,/g, '')) * 100 + Number(match[3]));
}

/** What libs/coupon pays for a system 3 of the typed odds, staked 100.00 in all. */
function libraryReturn(results: readonly LegResult[]): number {
  const legs = ODDS.map((text, index) => {
    const coef = parseCoefView(text, DECIMAL_VIEW);
    if (coef === null) throw new Error(`${text} is not decimal odds`);
    return { coef, result: results[index] ?? 'won' };
  });
  return settleCoupon({ typeId: COUPON_TYPE.system, systemValue: 3, amount: 10_000, legs });
}

async function shownReturn(page: Page): Promise<number> {
  return minorOf((await summary(page).getByTestId('calculator-return').textContent()) ?? '');
}

async function expectReturn(page: Page, expected: number): Promise<void> {
  await expect(summary(page).getByTestId('calculator-return')).toHaveText(/\d/);
  await expect.poll(() => shownReturn(page)).toBe(expected);
}

const resultOf = (form: Locator, n: number, result: 'Won' | 'Lost' | 'Void') => form.getByRole('group', { name: `Result of selection ${n}` }).getByLabel(result, { exact: true });

test('the betting calculator works out a system 3/5 exactly as libs/coupon settles it, in any odds format', async ({ page, visit }) => {
  await visit('/en/information/betting-calculator');
  const form = calculator(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Betting calculator' })).toBeVisible();

  await form.getByRole('button', { name: 'System', exact: true }).click();
  await expect(form.getByRole('button', { name: 'System', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await form.getByLabel('Selections', { exact: true }).selectOption('5');
  await form.getByLabel('System', { exact: true }).selectOption('3');
  for (const [index, odds] of ODDS.entries()) await form.getByLabel(`Odds of selection ${index + 1}`, { exact: true }).fill(odds);
  await form.getByLabel(/^Stake/).fill('100');

  await expect(summary(page).getByTestId('calculator-lines')).toHaveText('10');
  await expect(summary(page).getByTestId('calculator-stake-per-line')).toHaveText('₽10.00');
  const allWon = libraryReturn([]);
  await expectReturn(page, allWon);
  await expect.poll(async () => minorOf((await summary(page).getByTestId('calculator-profit').textContent()) ?? '')).toBe(allWon - 10_000);

  // A lost and a void selection: only the lines without the lost one pay, the void one at 1.00.
  await resultOf(form, 3, 'Lost').check();
  await resultOf(form, 4, 'Void').check();
  await expect(summary(page).getByTestId('calculator-winning-lines')).toHaveText('4 of 10');
  await expectReturn(page, libraryReturn(['won', 'won', 'lost', 'void', 'won']));

  // Another odds format redraws the same odds; the return does not move.
  await form.getByLabel('Odds format').selectOption({ label: 'Fractional · 17/20' });
  await expect(form.getByLabel('Odds of selection 1', { exact: true })).toHaveValue('17/20');
  await expectReturn(page, libraryReturn(['won', 'won', 'lost', 'void', 'won']));
});
