import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';

async function blockingViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe in the page itself; the default mode opens a blank page per check to merge frames' results.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

/** What a page is for the accessibility check: its address, viewport and the size and dialogs of its document. */
function pageState(page: Page): Promise<string> {
  return page.evaluate(() => [location.pathname + location.search, innerWidth, document.getElementsByTagName('*').length, document.querySelectorAll('[role="dialog"], dialog[open]').length].join('|'));
}

/**
 * Pages that passed in this worker. Journeys land on the same pages many times; a page that comes back with the same
 * address, width and document shape is not checked again (axe takes seconds on a long list on two cores).
 */
const passedStates = new Set<string>();

/**
 * Fails on serious or critical accessibility violations of the page once it has settled. A page may still be
 * moving when a journey lands (a client-side redirect, a colour transition): axe runs again for up to about five
 * seconds, so only a violation that stays fails, with what axe found the last time.
 */
export async function expectAccessible(page: Page): Promise<void> {
  const state = await pageState(page);
  if (passedStates.has(state)) return;
  let blocking = await blockingViolations(page);
  for (const pause of [250, 500, 1_000, 1_500, 2_000]) {
    if (blocking.length === 0) break;
    await page.waitForTimeout(pause);
    blocking = await blockingViolations(page);
  }
  expect(blocking, `accessibility violations on ${page.url()}`).toEqual([]);
  passedStates.add(state);
}

/**
 * Every journey checks accessibility of each page it lands on: `visit` navigates and checks, and
 * the page left at the end of a test is checked too.
 */
export const test = base.extend<{ visit: (path: string) => Promise<number>; ageAccepted: boolean }>({
  /** Journeys start as a visitor who confirmed their age earlier; the age-notice journey turns this off. */
  ageAccepted: [true, { option: true }],
  page: async ({ page, ageAccepted, baseURL }, use) => {
    if (ageAccepted) await page.addInitScript(() => window.localStorage.setItem('age_accepted_at', String(Date.now())));
    // The acceptance's cookie too: without it the server draws the notice over its first HTML.
    if (ageAccepted && baseURL) await page.context().addCookies([{ name: 'age_accepted', value: '1', url: baseURL }]);
    await use(page);
  },
  visit: async ({ page, javaScriptEnabled }, use) => {
    await use(async (path) => {
      const response = await page.goto(path);
      await page.locator('main').first().waitFor();
      // A bettor acts once the page is the app's: the server's HTML reads at once, but its controls work after take-over.
      if (javaScriptEnabled) await appTakenOver(page);
      await expectAccessible(page);
      return response?.status() ?? 0;
    });
    if (page.url().startsWith('http')) await expectAccessible(page);
  },
});

/** A fresh one-click user per test, so runs and projects never share a profile; the `ua` cookie lands in the caller's context. */
export async function registerFresh(request: APIRequestContext): Promise<{ userId: number; password: string }> {
  const response = await request.post('/web-api/user/register', { data: { type: 'fast_reg', country_id: 643, currency_id: 643, ref_code: null, first_deposit_bonus_choice: 0 } });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { user_id: number; password: string };
  return { userId: body.user_id, password: body.password };
}

export { expect };

/**
 * The app has taken the page over: a server-rendered page (home, line, live, casino lobby) is readable at once, but its
 * links are plain ones until React hydrates it (its container mark is set when hydration starts).
 */
export async function appTakenOver(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root === null || Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/** Deposits through the office form and the demo provider's page, choosing the provider's outcome. */
export async function depositThroughProvider(page: Page, visit: (path: string) => Promise<number>, amount: string, outcome: 'Pay' | 'Leave it pending' = 'Pay') {
  await visit('/en/office/recharge');
  await page.getByLabel('Amount, RUB').fill(amount);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Pay' })).toBeVisible();
  await page.getByRole('button', { name: outcome, exact: true }).click();
}
