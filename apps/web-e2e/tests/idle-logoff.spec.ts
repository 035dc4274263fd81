import { expect, expectAccessible, test } from './support/fixtures';

test('a signed-in bettor who stays idle past the shortened limit is signed out and told why on the next page', async ({ page, context, baseURL, visit }, testInfo) => {
  const scope = `idle-${testInfo.project.name}`;
  await context.addCookies([{ name: 'test_scope', value: scope, url: baseURL! }]);
  await page.request.put('/__test/settings/idle_logoff_minutes', { data: { value: 1 }, headers: { 'x-test-scope': scope } });
  try {
    const registered = await page.request.post('/web-api/user/register', { data: { type: 'fast_reg', country_id: 643, currency_id: 643, ref_code: null, first_deposit_bonus_choice: 0 } });
    const { user_id: userId } = (await registered.json()) as { user_id: number };
    await page.clock.install();
    await visit('/en');
    await expect(page.getByTestId('account-id')).toHaveText(`ID ${userId}`, { useInnerText: false });
    const signOut = page.getByRole('button', { name: 'Sign out' });
    await expect(signOut).toBeVisible();
    await page.waitForLoadState('networkidle');

    // Half the limit idle, then a key press: the clock starts again.
    await page.clock.runFor(40_000);
    await page.keyboard.press('Shift');
    await page.clock.runFor(40_000);
    await expect(signOut).toBeVisible();

    const signedOut = page.waitForURL(/\/en$/);
    await page.clock.runFor(25_000);
    await signedOut;
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    const notice = page.getByRole('dialog', { name: 'You were signed out' });
    await expect(notice).toBeVisible();
    await expectAccessible(page);
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(notice).toHaveCount(0);
    expect((await (await page.request.get('/web-api/user/check-session')).json()).user_id).toBeNull();
  } finally {
    await page.request.delete('/__test/settings', { headers: { 'x-test-scope': scope } });
  }
});
