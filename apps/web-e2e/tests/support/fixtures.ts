import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

/** Fails on serious or critical accessibility violations of the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    blocking.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`),
    `accessibility violations on ${page.url()}`,
  ).toEqual([]);
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

export { expect };
