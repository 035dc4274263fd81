import { expect, registerFresh, test } from './support/fixtures';

const APPEAL = 'I was restricted by mistake, please look at my account again.';

test('a restricted user is kept on the appeal page, appeals, reads the answer and can sign out', async ({ page, visit }) => {
  const { userId } = await registerFresh(page.request);
  expect((await page.request.put(`/__test/users/${userId}/ban`, { data: { level: 30, version: 1 } })).status()).toBe(204);

  // Any page of the site leads to the appeal page while the restriction lasts (spec §2 ban handling).
  await visit('/en/office/settings');
  await expect(page).toHaveURL(/\/en\/block-appeal-history$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is restricted' })).toBeVisible();
  await expect(page.getByText('You have not sent an appeal yet.')).toBeVisible();

  await page.getByLabel('Message').fill(APPEAL);
  await page.getByRole('button', { name: 'Send the appeal' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your appeal has been sent.' })).toBeVisible();
  const appeals = page.getByTestId('block-appeals');
  await expect(appeals.getByRole('listitem')).toHaveCount(1);
  await expect(appeals).toContainText('Awaiting reply');
  await expect(page.getByLabel('Message')).toHaveValue('');

  // The number stands in its own span (the date beside it may begin with digits).
  const appealId = Number((await appeals.getByRole('listitem').first().getByText(/^№ \d+$/).textContent())?.match(/№ (\d+)/)?.[1]);
  expect((await page.request.post(`/__test/block-appeals/${appealId}/answer`, { data: { answer: 'We are checking your documents.' } })).status()).toBe(204);
  await visit('/en/block-appeal-history');
  await expect(appeals).toContainText('Answered');
  await expect(appeals).toContainText('We are checking your documents.');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).not.toHaveURL(/block-appeal-history/);
  expect(((await (await page.request.get('/web-api/user/check-session')).json()) as { user_id: number | null }).user_id).toBeNull();
});

test('a user who is not restricted is sent home from the appeal page', async ({ page, visit }) => {
  await registerFresh(page.request);
  await visit('/en/block-appeal-history');
  await expect(page).toHaveURL(/\/en\/?$/);
});
