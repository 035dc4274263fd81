import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Fails on serious or critical accessibility violations of the page once it has settled. A page may still be
 * moving when a journey lands (a client-side redirect, a colour transition): axe runs again until the page is
 * clean or five seconds pass, so only a violation that stays fails.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await expect(async () => {
    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(
      blocking.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`),
      `accessibility violations on ${page.url()}`,
    ).toEqual([]);
  }).toPass({ timeout: 5_000, intervals: [250, 500, 1_000] });
}

/**
 * Every journey checks accessibility of each page it lands on: `visit` navigates and checks, and
 * the page left at the end of a test is checked too.
 */
export const test = base.extend<{ visit: (path: string) => Promise<number>; ageAccepted: boolean }>({
  /** Journeys start as a visitor who confirmed their age earlier; the age-notice journey turns this off. */
  ageAccepted: [true, { option: true }],
  page: async ({ page, ageAccepted }, use) => {
    if (ageAccepted) await page.addInitScript(() => window.localStorage.setItem('age_accepted_at', String(Date.now())));
    await use(page);
  },
  visit: async ({ page }, use) => {
    await use(async (path) => {
      const response = await page.goto(path);
      await page.locator('main').first().waitFor();
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
