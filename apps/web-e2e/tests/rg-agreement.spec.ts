import type { BrowserContext } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';

async function useScope(context: BrowserContext, baseURL: string, scope: string): Promise<void> {
  await context.addCookies([{ name: 'test_scope', value: scope, url: baseURL }]);
}

test('without the setting, registration opens at once', async ({ page, visit }) => {
  await visit('/en/registration');
  await expect(page.getByTestId('rg-agreement')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'One click' })).toBeVisible();
});

test('when required, the responsible-gaming agreement comes first, once a session', async ({ page, context, baseURL, visit }, testInfo) => {
  const scope = `rg-agreement-${testInfo.project.name}`;
  await useScope(context, baseURL!, scope);
  await page.request.put('/__test/settings/responsible_gaming_agreement_required', { data: { value: true }, headers: { 'x-test-scope': scope } });
  try {
    await visit('/en/registration');
    const agreement = page.getByTestId('rg-agreement');
    await expect(agreement.getByRole('heading', { name: 'Before you register' })).toBeVisible();
    await expect(agreement).toContainText('You confirm that you are at least 18 years old.');
    await expect(agreement).toContainText('Deposit, loss and time limits');
    await expect(page.getByRole('tab', { name: 'One click' })).toHaveCount(0);
    await agreement.getByRole('button', { name: 'I agree, continue' }).click();
    await expect(page.getByRole('tab', { name: 'One click' })).toBeVisible();
    await expectAccessible(page);

    // Shown once for the browser session: a reload goes straight to the form.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'One click' })).toBeVisible();
    await expect(page.getByTestId('rg-agreement')).toHaveCount(0);
  } finally {
    await page.request.delete('/__test/settings', { headers: { 'x-test-scope': scope } });
  }
});
