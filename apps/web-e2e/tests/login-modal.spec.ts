import { expect, expectAccessible, test } from './support/fixtures';

test('the sign-in modal opens over a page and signing in keeps the visitor there', async ({ page, request, visit }) => {
  // An account made through the API in another context: this browser stays a guest.
  const registered = await request.post('/web-api/user/register', { data: { type: 'fast_reg', country_id: 643, currency_id: 643, ref_code: null, first_deposit_bonus_choice: 0 } });
  const { user_id: userId, password } = (await registered.json()) as { user_id: number; password: string };

  await visit('/en/information/about?modal=login');
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('E-mail or account ID').fill(String(userId));
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/en\/information\/about$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
});

test('the login modal is never opened on the login page', async ({ page, visit }) => {
  await visit('/en/user/login?modal=login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('registration opens as a modal over a page too, and one-click registration there signs the visitor in', async ({ page, visit }) => {
  await visit('/en/information/about?modal=registration');
  const dialog = page.getByRole('dialog', { name: 'Registration' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/information\/about$/);
});
