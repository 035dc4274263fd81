import { expect, expectAccessible, registerFresh, test } from './support/fixtures';

test('the account menu sports section takes a sport out of the line for this account, and back', async ({ page, visit }) => {
  await registerFresh(page.request);
  await visit('/en/office/account');
  const menu = page.getByRole('navigation', { name: 'Account menu' });
  await menu.getByRole('link', { name: 'Sports' }).click();
  await expect(page).toHaveURL(/\/en\/office\/settings#sports$/);
  await expect(menu.getByRole('link', { name: 'Sports' })).toHaveAttribute('aria-current', 'page');

  const section = page.locator('#sports');
  await expect(section.getByRole('heading', { name: 'Sports' })).toBeVisible();
  const footballLine = section.getByRole('checkbox', { name: 'Football on the line', exact: true });
  await expect(footballLine).toBeChecked();
  await expect(section.getByRole('checkbox', { name: 'Football in live', exact: true })).toBeChecked();
  await footballLine.uncheck();
  await section.getByRole('button', { name: 'Save sports' }).click();
  await expect(section.getByRole('status')).toHaveText('Your sports are saved.');
  await expectAccessible(page);

  const config = async () => ((await (await page.request.get('/web-api/user/config')).json()) as { result: { disallow_line_sport: number[]; disallow_live_sport: number[] } }).result;
  expect(await config()).toMatchObject({ disallow_line_sport: [1], disallow_live_sport: [] });

  await page.reload();
  await expect(page.locator('#sports').getByRole('checkbox', { name: 'Football on the line', exact: true })).not.toBeChecked();
  await page.locator('#sports').getByRole('checkbox', { name: 'Football on the line', exact: true }).check();
  await page.locator('#sports').getByRole('button', { name: 'Save sports' }).click();
  await expect(page.locator('#sports').getByRole('status')).toHaveText('Your sports are saved.');
  expect(await config()).toMatchObject({ disallow_line_sport: [], disallow_live_sport: [] });
});
