import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** A one-click registration through the API: the session cookie lands in the browser context. */
async function registerOneClick(request: APIRequestContext): Promise<number> {
  const response = await request.post('/web-api/user/register', { data: { type: 'fast_reg', country_id: 643, currency_id: 643, ref_code: null, first_deposit_bonus_choice: 0 } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { user_id: number }).user_id;
}

test('guests have no support button', async ({ page, visit }) => {
  await visit('/en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('support-button')).toHaveCount(0);
});

test('signed in without a chat provider, the support button opens the support request form', async ({ page, visit }) => {
  await registerOneClick(page.request);
  await visit('/en');
  const button = page.getByRole('button', { name: 'Support' });
  await expect(button).toBeVisible();
  await button.click();
  await expect(page).toHaveURL(/\/en\/office\/support$/);
});

test('signed in with a provider configured, its script loads with the key and its chat opens', async ({ page, context, baseURL, visit }, testInfo) => {
  const scope = `support-chat-${testInfo.project.name}`;
  await context.addCookies([{ name: 'test_scope', value: scope, url: baseURL! }]);
  const chat = { kind: 'chatra', key: 'apex-support-7', scriptUrl: '/__test/support-chat/chatra.js' };
  await page.request.put('/__test/settings/support_chat', { data: { value: chat }, headers: { 'x-test-scope': scope } });
  try {
    await registerOneClick(page.request);
    await visit('/en');
    await page.getByRole('button', { name: 'Support' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __supportChatCalls?: unknown[] }).__supportChatCalls ?? []))
      .toEqual([{ api: 'Chatra', args: ['openChat', true], settings: 'apex-support-7' }]);
    expect(await page.locator('script[data-support-chat]').count()).toBe(1);
    await expect(page).toHaveURL(/\/en$/);
  } finally {
    await page.request.delete('/__test/settings', { headers: { 'x-test-scope': scope } });
  }
});
