import type { BrowserContext } from '@playwright/test';
import { expect, registerFresh, test } from './support/fixtures';

async function useScope(context: BrowserContext, baseURL: string, scope: string): Promise<void> {
  await context.addCookies([{ name: 'test_scope', value: scope, url: baseURL }]);
}

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

test('a document is uploaded, refused with a reason, replaced and approved: the status follows', async ({ page, visit }) => {
  await registerFresh(page.request);
  await visit('/en/office/verification');
  await expect(page.getByRole('heading', { level: 1, name: 'Verification' })).toBeVisible();
  await expect(page.getByTestId('verification-status')).toHaveText('Not verified');
  await expect(page.getByText('You have not uploaded any documents yet.')).toBeVisible();

  // A file that is not a JPEG, PNG or PDF by its bytes is refused, whatever its name.
  await page.getByLabel('Document type').selectOption({ label: 'Passport' });
  await page.getByLabel('File', { exact: true }).setInputFiles({ name: 'passport.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<html>not an image</html>') });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Only JPEG, PNG and PDF files are accepted.' })).toBeVisible();

  await page.getByLabel('File', { exact: true }).setInputFiles({ name: 'passport.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The document has been sent for review.' })).toBeVisible();
  await expect(page.getByTestId('verification-status')).toHaveText('Documents under review');
  const list = page.getByTestId('documents-list');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem').first()).toContainText('passport.jpg');
  await expect(list.getByTestId('document-status').first()).toHaveText('Under review');

  // The operator refuses it and asks for another document.
  const listed = (await (await page.request.get('/web-api/office/documents')).json()) as { documents: { id: number }[] };
  const passportId = listed.documents[0]?.id ?? 0;
  const refused = await page.request.post(`/__test/documents/${passportId}/review`, { data: { status: 'rejected', reason: 'The photo is blurred', request_additional: true } });
  expect(refused.status()).toBe(200);
  await visit('/en/office/verification');
  await expect(page.getByTestId('verification-status')).toHaveText('Documents refused');
  await expect(page.getByText('We need one more document. Please upload it below.')).toBeVisible();
  await expect(page.getByText('Reason: The photo is blurred')).toBeVisible();
  const refusedConfig = (await (await page.request.get('/web-api/user/config')).json()) as { result: { verification_status: number; requested_additional_document: boolean } };
  expect(refusedConfig.result).toMatchObject({ verification_status: 4, requested_additional_document: true });

  await page.getByLabel('Document type').selectOption({ label: 'ID card' });
  await page.getByLabel('File', { exact: true }).setInputFiles({ name: 'id-card.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  const after = (await (await page.request.get('/web-api/office/documents')).json()) as { documents: { id: number }[] };
  expect((await page.request.post(`/__test/documents/${after.documents[0]?.id ?? 0}/review`, { data: { status: 'approved' } })).status()).toBe(200);
  await visit('/en/office/verification');
  await expect(page.getByTestId('verification-status')).toHaveText('Verified');
  const config = (await (await page.request.get('/web-api/user/config')).json()) as { result: { verification_status: number; verification_types: number[] } };
  expect(config.result).toMatchObject({ verification_status: 3, verification_types: [2] });
});

test('a file over 5 MB never leaves the browser', async ({ page, visit }) => {
  await registerFresh(page.request);
  await visit('/en/office/verification');
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/web-api/office/documents')) uploads.push(request.url());
  });
  const big = Buffer.alloc(5 * 1024 * 1024 + 1);
  JPEG.copy(big);
  await page.getByLabel('File', { exact: true }).setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: big });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The file is larger than 5 MB.' })).toBeVisible();
  expect(uploads).toEqual([]);
});

test('identification is a page only when the site config enables it', async ({ page, context, baseURL, visit }, testInfo) => {
  await registerFresh(page.request);
  expect(await visit('/en/office/identification')).toBe(404);
  const scope = `identification-${testInfo.project.name}`;
  await useScope(context, baseURL!, scope);
  await page.request.put('/__test/settings/identification_enabled', { data: { value: true }, headers: { 'x-test-scope': scope } });
  try {
    expect(await visit('/en/office/identification')).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Identification' })).toBeVisible();
    await expect(page.getByTestId('verification-status')).toHaveText('Not verified');
  } finally {
    await page.request.delete('/__test/settings', { headers: { 'x-test-scope': scope } });
  }
});

test('guests are sent to sign in, with the page to return to', async ({ page }) => {
  await page.goto('/en/office/verification');
  await expect(page).toHaveURL(/\/en\/user\/login\?state=%2Fen%2Foffice%2Fverification$/);
});
