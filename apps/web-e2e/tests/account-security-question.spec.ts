import { expect, expectAccessible, registerFresh, test } from './support/fixtures';

test('a security question is set with the password, asked at the next sign-in, and removed', async ({ page, visit }) => {
  // Two full page loads (signing out, signing in) on top of the office's own steps.
  test.setTimeout(90_000);
  const { userId, password } = await registerFresh(page.request);
  await visit('/en/office/security');
  const methods = page.getByRole('list', { name: 'Protection methods' });
  const questionMethod = methods.getByRole('listitem').filter({ hasText: 'Security question' });
  await expect(questionMethod).toContainText('Off');
  const form = page.getByRole('form', { name: 'Security question' });
  await expect(page.getByTestId('security-question-current')).toHaveText('No security question is set.');

  await form.getByLabel('Question').fill('Name of my first dog?');
  await form.getByLabel('Answer').fill('Rex');
  await form.getByLabel('Current password').fill(`${password}x`);
  await form.getByRole('button', { name: 'Set the question' }).click();
  await expect(form.getByRole('alert')).not.toBeEmpty();
  await expect(questionMethod).toContainText('Off');

  await form.getByLabel('Current password').fill(password);
  await form.getByRole('button', { name: 'Set the question' }).click();
  await expect(form.getByRole('status')).toHaveText('The security question is saved. Its answer is kept only as a hash.');
  await expect(page.getByTestId('security-question-current')).toHaveText('Your question: Name of my first dog?');
  await expect(questionMethod).toContainText('On');
  await expectAccessible(page);

  // Signed out and back in: after the right password the question is asked, a wrong answer is refused.
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  // Signed out on a page for the signed-in, the site goes to its sign-in page.
  await expect(page).toHaveURL(/\/en\/user\/login/);
  await visit('/en/user/login');
  await page.getByLabel('E-mail or account ID').fill(String(userId));
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.locator('#sign-in-panel').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Your account asks its security question. Answer it to finish signing in.')).toBeVisible();
  await expect(page.getByText('Name of my first dog?')).toBeVisible();
  const answer = page.getByLabel('Your answer');
  await answer.fill('Max');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The answer is wrong' })).toHaveText('The answer is wrong. Check it and try again.');
  await expectAccessible(page);
  await answer.fill('  rex ');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible({ timeout: 30_000 });

  await visit('/en/office/security');
  await expect(questionMethod).toContainText('On');
  await form.getByLabel('Current password').fill(password);
  await form.getByRole('button', { name: 'Remove the question' }).click();
  await expect(form.getByRole('status')).toHaveText('The security question is removed.');
  await expect(questionMethod).toContainText('Off');
});
