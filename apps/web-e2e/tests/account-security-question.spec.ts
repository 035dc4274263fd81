import { expect, expectAccessible, registerFresh, test } from './support/fixtures';

test('a security question is set with the password, turns its protection method on, and is removed', async ({ page, visit }) => {
  const { password } = await registerFresh(page.request);
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

  await form.getByLabel('Current password').fill(password);
  await form.getByRole('button', { name: 'Remove the question' }).click();
  await expect(form.getByRole('status')).toHaveText('The security question is removed.');
  await expect(questionMethod).toContainText('Off');
});
