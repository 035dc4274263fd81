import { createHmac, randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { depositThroughProvider, expect, expectAccessible, test } from './support/fixtures';
import { scrollListToEnd } from './support/line';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01]);
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const SHOTS = process.env['BACKOFFICE_SHOTS'];

/** The code an authenticator app shows now for the base32 secret (RFC 6238: HMAC-SHA1, 30 s, six digits). */
function totpNow(secret: string): string {
  let bits = '';
  for (const char of secret) bits += BASE32.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac[mac.length - 1] as number) & 15;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

const headerBalance = (page: Page) => page.getByRole('banner').getByTestId('header-balance');

/** Money as the site writes it (₽1,234.50) in minor units. */
function minorOf(text: string): number {
  const match = /([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  return Number((match[1] as string).replace(/,/g, '')) * 100 + Number(match[2]);
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

test('a staff member signs in with a code, approves a document, answers a support request and finds both in the audit log', async ({ page, browser, baseURL, visit }) => {
  // Two people's sessions, two desks and five axe checks, like the file's other journeys: more than the default 30 s.
  test.setTimeout(90_000);
  // The bettor (registered with an e-mail address): a passport uploaded and a support request sent from their office.
  const email = `bo-${randomBytes(6).toString('hex')}@mail.test`;
  const registered = await page.request.post('/web-api/user/register', {
    data: { type: 'full_reg', country_id: 643, currency_id: 643, first_deposit_bonus_choice: 0, email, password: 'Bettor-pass-1', name: 'Ada', surname: 'Lovelace' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const userId = ((await registered.json()) as { user_id: number }).user_id;
  const uploaded = await page.request.post('/web-api/office/documents', { multipart: { type: '1', file: { name: 'passport.jpg', mimeType: 'image/jpeg', buffer: JPEG } } });
  expect(uploaded.status()).toBe(201);
  const documentId = ((await uploaded.json()) as { id: number }).id;
  const sent = await page.request.post('/web-api/office/support-requests', { data: { topic: 'deposit', message: `My deposit ${documentId} has not arrived yet` } });
  expect(sent.status()).toBe(201);
  const requestId = ((await sent.json()) as { id: number }).id;

  // The staff member: made through test control with a secret of this test's own (the first admin's way in production).
  const login = `kyc-${randomBytes(4).toString('hex')}`;
  const secret = Array.from(randomBytes(32), (byte) => BASE32[byte & 31]).join('');
  const created = await page.request.post('/__test/backoffice/staff', { data: { login, password: 'Staff-password-1', roles: ['kyc', 'support', 'risk'], totp_secret: secret } });
  expect(created.status(), await created.text()).toBe(201);

  const staffContext = await browser.newContext({ baseURL, viewport: { width: 1366, height: 768 } });
  const staff = await staffContext.newPage();
  await staff.goto('/backoffice/');
  await expect(staff).toHaveURL(/\/backoffice\/sign-in$/);
  await expect(staff.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await expectAccessible(staff);
  await shot(staff, 'sign-in');
  await staff.getByLabel('Login').fill(login);
  await staff.getByLabel('Password').fill('Staff-password-1');
  await staff.getByRole('button', { name: 'Continue' }).click();

  // The password alone opens nothing: the desks answer 401 until the code is given.
  await expect(staff.getByRole('heading', { name: 'Second factor' })).toBeVisible();
  expect((await staff.request.get('/backoffice-api/kyc/documents')).status()).toBe(401);
  await staff.getByLabel('Authenticator code').fill('000000' === totpNow(secret) ? '111111' : '000000');
  await staff.getByRole('button', { name: 'Sign in' }).click();
  await expect(staff.getByRole('alert')).toContainText('Wrong or already used code');
  await expectAccessible(staff);
  await shot(staff, 'second-factor');
  await staff.getByLabel('Authenticator code').fill(totpNow(secret));
  await staff.getByRole('button', { name: 'Sign in' }).click();

  // The KYC queue: the bettor's passport, approved.
  await expect(staff).toHaveURL(/\/backoffice\/kyc$/);
  await expect(staff.getByRole('heading', { name: 'KYC queue' })).toBeVisible();
  const documentRow = staff.getByRole('row').filter({ has: staff.getByRole('cell', { name: String(userId), exact: true }) });
  await expect(documentRow).toContainText('passport.jpg');
  await expect(documentRow).toContainText('Pending');
  await expectAccessible(staff);
  await shot(staff, 'kyc-queue');
  await documentRow.getByRole('button', { name: `Approve ${documentId}` }).click();
  await expect(staff.getByText('Document approved.')).toBeVisible();
  await expect(documentRow).toHaveCount(0);

  // The bettor's office shows them verified.
  await visit('/en/office/verification');
  await expect(page.getByTestId('verification-status')).toHaveText('Verified');

  // The support inbox: the request answered; the answer is in the bettor's office.
  await staff.getByRole('link', { name: 'Support inbox' }).click();
  await expect(staff.getByRole('heading', { name: 'Support inbox' })).toBeVisible();
  await staff.getByRole('button', { name: `Answer Request ${requestId}` }).click();
  await staff.getByLabel('Answer to the bettor (office and e-mail)').fill('We found your deposit: it is on your account now.');
  await expectAccessible(staff);
  await shot(staff, 'support-answer');
  await staff.getByRole('button', { name: 'Send answer' }).click();
  await expect(staff.getByText('Answer sent.')).toBeVisible();
  const history = (await (await page.request.get('/web-api/office/support-requests')).json()) as { entities: { id: number; status: string; answer?: string | null }[] };
  expect(history.entities.find((entry) => entry.id === requestId)).toMatchObject({ status: 'answered', answer: 'We found your deposit: it is on your account now.' });
  const mail = (await (await page.request.get(`/__test/outbox?recipient=${encodeURIComponent(email)}`)).json()) as { messages: { subject: string; body: string }[] };
  expect(mail.messages.find((message) => message.subject === 'Answer to your support request')?.body).toContain('We found your deposit: it is on your account now.');

  // The audit log: both actions, by this staff member, with the states before and after.
  await staff.getByRole('link', { name: 'Audit log' }).click();
  await staff.getByLabel('Staff login').fill(login);
  await staff.getByRole('button', { name: 'Search' }).click();
  const approval = staff.getByRole('row').filter({ hasText: `document:${documentId}` });
  await expect(approval).toContainText('kyc.approve');
  await expect(approval).toContainText('"status":"approved"');
  const answer = staff.getByRole('row').filter({ hasText: `request:${requestId}` });
  await expect(answer).toContainText('support.answer_request');
  await expect(answer).toContainText('"status":"open"');
  await expect(answer).toContainText('"emailed":true');
  await expect(staff.getByRole('row').filter({ hasText: 'auth.sign_in' })).toHaveCount(1);
  await expectAccessible(staff);
  await shot(staff, 'audit-log');
  if (SHOTS) {
    await staff.setViewportSize({ width: 390, height: 844 });
    await shot(staff, 'audit-log-phone');
    await staff.getByRole('link', { name: 'Support inbox' }).click();
    await staff.getByLabel('Status').selectOption('');
    await expect(staff.getByRole('row').filter({ hasText: 'We found your deposit' })).toBeVisible();
    await shot(staff, 'support-phone');
  }
  await staffContext.close();
});

test('a trader suspends a market the bettor has in the slip, then results the game and the coupon settles; a payments officer approves a withdrawal held for review', async ({ page, browser, baseURL, visit }) => {
  // A deposit through the provider, two people's sessions, a bet settled and a history page: about two minutes here.
  test.setTimeout(180_000);
  // The bettor: ₽60,000 deposited through the provider, then a ₽55,000 withdrawal (above the production review amount, ₽50,000).
  const registered = await page.request.post('/web-api/user/register', { data: { type: 'fast_reg', country_id: 643, currency_id: 643, ref_code: null, first_deposit_bonus_choice: 0 } });
  expect(registered.status(), await registered.text()).toBe(201);
  const accountId = ((await registered.json()) as { account_id: number }).account_id;
  await depositThroughProvider(page, visit, '60000');
  await expect(page).toHaveURL(/\/en\/onpay\/success$/);
  const withdrawal = await page.request.post('/web-api/payments/withdrawals', {
    headers: { 'Idempotency-Key': randomBytes(12).toString('hex') },
    data: { accountId, method: 'demo_card', destination: '4242 4242 4242 4242', amount: 5_500_000, lng: 'en' },
  });
  expect(withdrawal.status(), await withdrawal.text()).toBe(201);
  const { paymentId, redirectUrl } = (await withdrawal.json()) as { paymentId: number; redirectUrl: string };
  expect(new URL(redirectUrl).pathname).toBe('/en/onpay/withdraw/pending');

  // A pick from the line in the bettor's slip: the list's last game, the furthest from its start (short esports games end in minutes).
  await visit('/en/line');
  await scrollListToEnd(page);
  const button = page
    .locator('.game-row')
    .filter({ has: page.locator('button.coef') })
    .last()
    .locator('button.coef')
    .first();
  await button.click();
  const gameId = Number(await button.getAttribute('data-game-id'));
  const marketId = Number(await button.getAttribute('data-market-id'));
  const slip = page.getByRole('region', { name: /^Bet slip/ });
  await expect(slip.getByText('Betting on this market is suspended')).toHaveCount(0);

  // The staff member: trader and payments officer.
  const login = `desk-${randomBytes(4).toString('hex')}`;
  const secret = Array.from(randomBytes(32), (byte) => BASE32[byte & 31]).join('');
  expect((await page.request.post('/__test/backoffice/staff', { data: { login, password: 'Staff-password-1', roles: ['trader', 'payments'], totp_secret: secret } })).status()).toBe(201);
  const staffContext = await browser.newContext({ baseURL, viewport: { width: 1366, height: 768 } });
  const staff = await staffContext.newPage();
  await staff.goto('/backoffice/sign-in');
  await staff.getByLabel('Login').fill(login);
  await staff.getByLabel('Password').fill('Staff-password-1');
  await staff.getByRole('button', { name: 'Continue' }).click();
  await staff.getByLabel('Authenticator code').fill(totpNow(secret));
  await staff.getByRole('button', { name: 'Sign in' }).click();

  // Trading: the game found by its id, its markets opened, the bettor's market suspended.
  await expect(staff).toHaveURL(/\/backoffice\/trading$/);
  await staff.getByLabel('Search').fill(String(gameId));
  const gameRow = staff.getByRole('row').filter({ has: staff.getByRole('cell', { name: String(gameId), exact: true }) });
  await expect(gameRow).toHaveCount(1);
  await expectAccessible(staff);
  await shot(staff, 'trading');
  await gameRow.getByRole('button', { name: /^Markets/ }).click();
  const marketRow = staff.getByRole('row').filter({ hasText: `#${marketId}` });
  await expect(marketRow).toContainText('%');
  await expectAccessible(staff);
  await shot(staff, 'trading-game');
  await marketRow.getByRole('button', { name: /^Suspend / }).click();
  await expect(marketRow).toContainText('Suspended');

  // The bettor's slip shows it suspended within seconds (the line's stream).
  await expect(slip.getByText('Betting on this market is suspended')).toBeVisible({ timeout: 10_000 });
  await marketRow.getByRole('button', { name: /^Resume / }).click();
  await expect(slip.getByText('Betting on this market is suspended')).toHaveCount(0, { timeout: 10_000 });

  // The bettor stakes ₽100 on the pick (the home side of the game's main market) from the ₽5,000 the withdrawal left.
  const placed = page.waitForResponse((response) => response.url().endsWith('/web-api/betting/coupons') && response.request().method() === 'POST');
  await slip.getByLabel('Stake', { exact: true }).fill('100');
  await slip.getByRole('button', { name: 'Place bet' }).click();
  const placement = (await (await placed).json()) as { coupons: { id: number; coef: number }[]; balance: { money: number } };
  await expect(slip.getByText('Bet accepted')).toBeVisible();
  const coupon = placement.coupons[0] as { id: number; coef: number };
  expect(placement.balance.money).toBe(500_000 - 10_000);

  // The trader results the game 2:0 on the desk: every market is decided from the score and the coupon settles at once.
  staff.once('dialog', (dialog) => void dialog.accept());
  const resultForm = staff.getByRole('form', { name: 'Final result' });
  await resultForm.getByLabel('Home').fill('2');
  await resultForm.getByLabel('Away').fill('0');
  await resultForm.getByRole('button', { name: 'Set result and settle' }).click();
  await expect(staff.getByText('Result set; coupons settled.')).toBeVisible();
  await expect(marketRow).toContainText('Decided');
  await expect(resultForm).toHaveCount(0);

  // The bettor's history shows the coupon won, and the balance rose by exactly the stake times the accepted price.
  const payout = Math.floor((10_000 * coupon.coef) / 1000);
  await visit('/en/office/history');
  const card = page.getByTestId('bet-history').locator('article').filter({ hasText: String(coupon.id) });
  await expect(card.locator('.placed-coupon__head .coupon-status')).toHaveText('Won');
  await expect(async () => expect(minorOf((await headerBalance(page).textContent()) ?? '')).toBe(490_000 + payout)).toPass({ timeout: 10_000 });

  // Payments: the withdrawal waits for review; approved, it goes to the provider (the bettor's payment has its page).
  await staff.getByRole('link', { name: 'Payments' }).click();
  await staff.getByLabel('Review').selectOption('waiting');
  const paymentRow = staff.getByRole('row').filter({ has: staff.getByRole('cell', { name: String(paymentId), exact: true }) });
  await expect(paymentRow).toContainText('55');
  await expectAccessible(staff);
  await shot(staff, 'payments-review');
  await paymentRow.getByRole('button', { name: `Approve #${paymentId}` }).click();
  await expect(staff.getByText(`#${paymentId}: Approved: the withdrawal went to the provider.`)).toBeVisible();
  const payment = (await (await page.request.get(`/web-api/payments/${paymentId}`)).json()) as { payment: { status: string; redirectUrl: string | null } };
  expect(payment.payment.status).toBe('pending');
  expect(payment.payment.redirectUrl).toMatch(/\/demo-pay\/payout\//);

  await staff.getByRole('link', { name: 'Risk' }).click();
  await expect(staff.getByRole('heading', { name: 'Risk' })).toBeVisible();
  await expectAccessible(staff);
  await shot(staff, 'risk');
  if (SHOTS) {
    await staff.setViewportSize({ width: 390, height: 844 });
    await shot(staff, 'risk-phone');
    await staff.getByRole('link', { name: 'Trading' }).click();
    await expect(staff.getByRole('heading', { name: 'Trading' })).toBeVisible();
    await expect(staff.getByRole('row').nth(1)).toBeVisible();
    await shot(staff, 'trading-phone');
  }
  await staffContext.close();
});

test('a content editor publishes a promotion in two languages and rewrites an information page, and the site shows both; the reports desk', async ({ page, browser, baseURL, visit }) => {
  test.setTimeout(180_000);
  const slug = `journey-promo-${randomBytes(4).toString('hex')}`;
  const english = `Weekend reload ${slug.slice(-8)}`;
  const spanish = `Recarga de fin de semana ${slug.slice(-8)}`;
  const login = `editor-${randomBytes(4).toString('hex')}`;
  const secret = Array.from(randomBytes(32), (byte) => BASE32[byte & 31]).join('');
  expect((await page.request.post('/__test/backoffice/staff', { data: { login, password: 'Staff-password-1', roles: ['content', 'risk'], totp_secret: secret } })).status()).toBe(201);
  const staffContext = await browser.newContext({ baseURL, viewport: { width: 1366, height: 768 } });
  const staff = await staffContext.newPage();
  await staff.goto('/backoffice/sign-in');
  await staff.getByLabel('Login').fill(login);
  await staff.getByLabel('Password').fill('Staff-password-1');
  await staff.getByRole('button', { name: 'Continue' }).click();
  await staff.getByLabel('Authenticator code').fill(totpNow(secret));
  await staff.getByRole('button', { name: 'Sign in' }).click();

  // The content desk: a new promotion with an English and a Spanish text, saved hidden.
  await staff.getByRole('link', { name: 'Content', exact: true }).click();
  await expect(staff.getByRole('heading', { name: 'Content', level: 1 })).toBeVisible();
  await expect(staff.getByRole('row').nth(1)).toBeVisible();
  await staff.getByRole('button', { name: 'New promotion' }).click();
  const editor = staff.getByRole('form', { name: 'New promotion' });
  await editor.getByLabel('Slug (in the address)').fill(slug);
  const englishText = editor.getByRole('group', { name: 'English (en)' });
  await englishText.getByLabel('Title').fill(english);
  await englishText.getByLabel('Summary (cards and lists)').fill('A quarter of your weekend deposits back as bonus money.');
  await englishText.getByLabel('Body').fill('## How it works\n\nDeposit on Saturday or Sunday.\n\n- One reload a weekend');
  await editor.locator('summary', { hasText: 'Spanish (es)' }).click();
  const spanishText = editor.getByRole('group', { name: 'Spanish (es)' });
  await spanishText.getByLabel('Title').fill(spanish);
  await spanishText.getByLabel('Summary (cards and lists)').fill('Un cuarto de tus depósitos del fin de semana, como bono.');
  await expectAccessible(staff);
  await shot(staff, 'content-editor');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByText(`${slug}: Created, hidden until published.`)).toBeVisible();
  await staff.getByLabel('Search').fill(slug);
  const row = staff.getByRole('row').filter({ hasText: slug });
  await expect(row).toContainText('Hidden');
  await row.getByRole('button', { name: `Publish ${slug}` }).click();
  await expect(staff.getByText(`${slug}: Published: it is on the site now.`)).toBeVisible();
  await expect(row).toContainText('Published');
  await expectAccessible(staff);
  await shot(staff, 'content-list');

  // The bettor's site: the promotions page in English and in Spanish.
  await visit('/en/promo');
  await expect(page.getByRole('heading', { name: english })).toBeVisible();
  await visit('/es/promo');
  await expect(page.getByRole('heading', { name: spanish })).toBeVisible();

  // Information pages: the taxation page rewritten in English and Spanish; the site shows both at once.
  const taxesEn = `Taxes on winnings ${slug.slice(-8)}`;
  const taxesEs = `Impuestos sobre las ganancias ${slug.slice(-8)}`;
  await staff.getByRole('link', { name: 'Info pages' }).click();
  await expect(staff.getByRole('heading', { name: 'Information pages', level: 1 })).toBeVisible();
  await staff.getByLabel('Search').fill('taxation');
  await staff.getByRole('button', { name: 'Edit information/taxation' }).click();
  const pageEditor = staff.getByRole('form', { name: 'Editing information/taxation' });
  const pageEnglish = pageEditor.getByRole('group', { name: 'English (en)' });
  await pageEnglish.getByLabel('Title').fill(taxesEn);
  await pageEnglish.getByLabel('Body').fill('## Withholding\n\nWe withhold 13 % of net winnings above 4,000.00 and pay it to the tax office.');
  await pageEditor.locator('summary', { hasText: 'Spanish (es)' }).click();
  const pageSpanish = pageEditor.getByRole('group', { name: 'Spanish (es)' });
  await pageSpanish.getByLabel('Title').fill(taxesEs);
  await pageSpanish.getByLabel('Body').fill('Retenemos el 13 % de las ganancias netas.');
  await expectAccessible(staff);
  await shot(staff, 'info-page-editor');
  await pageEditor.getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByText('information/taxation: Saved: the site shows it now.')).toBeVisible();
  await expect(staff.getByRole('row').filter({ hasText: 'information/taxation' })).toContainText(taxesEn);
  await expectAccessible(staff);
  await shot(staff, 'info-pages');
  await visit('/en/information/taxation');
  await expect(page.getByRole('heading', { name: taxesEn })).toBeVisible();
  await expect(page.getByText('We withhold 13 % of net winnings above 4,000.00')).toBeVisible();
  await visit('/es/information/taxation');
  await expect(page.getByRole('heading', { name: taxesEs })).toBeVisible();

  // Reports: turnover, GGR, bonus cost and bettors for the last seven days, with the CSV of the same.
  await staff.getByRole('link', { name: 'Reports' }).click();
  await expect(staff.getByRole('heading', { name: 'Totals over the range' })).toBeVisible();
  await expect(staff.getByRole('table', { name: 'By day' })).toBeVisible();
  await expect(staff.getByRole('table', { name: 'Totals over the range' }).getByRole('columnheader', { name: 'Bonus cost' })).toBeVisible();
  const csv = await staff.request.get(`/backoffice-api/reports/turnover.csv?from=${new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)}&to=${new Date().toISOString().slice(0, 10)}`);
  expect(csv.status()).toBe(200);
  expect((await csv.text()).split('\r\n')[0]).toBe('day,product,currency,turnover,wins,ggr,bonus_cost,bettors');
  await expectAccessible(staff);
  await shot(staff, 'reports');
  if (SHOTS) {
    await staff.setViewportSize({ width: 390, height: 844 });
    await shot(staff, 'reports-phone');
    await staff.getByRole('link', { name: 'Content', exact: true }).click();
    await staff.getByLabel('Search').fill(slug);
    await staff.getByRole('button', { name: `Edit ${slug}` }).click();
    await expect(staff.getByRole('form', { name: `Editing ${slug}` })).toBeVisible();
    await expectAccessible(staff);
    await shot(staff, 'content-phone');
  }
  await staffContext.close();
});

test('a risk officer bans a bettor with a reason and the site keeps them to the block pages; a team-cash payment set paid reaches the balance once the ban is lifted', async ({ page, browser, baseURL, visit }) => {
  test.setTimeout(120_000);
  const registered = await page.request.post('/web-api/user/register', { data: { type: 'fast_reg', country_id: 643, currency_id: 643, ref_code: null, first_deposit_bonus_choice: 0 } });
  expect(registered.status(), await registered.text()).toBe(201);
  const userId = ((await registered.json()) as { user_id: number }).user_id;
  // The cash agent reports a ₽250 payment still awaiting its money.
  const reported = await page.request.post('/__test/team-cash/payments', { data: { user_id: userId, amount: 25_000, status_id: 1 } });
  expect(reported.status(), await reported.text()).toBe(201);
  const paymentId = ((await reported.json()) as { id: number }).id;

  const login = `risk-${randomBytes(4).toString('hex')}`;
  const secret = Array.from(randomBytes(32), (byte) => BASE32[byte & 31]).join('');
  expect((await page.request.post('/__test/backoffice/staff', { data: { login, password: 'Staff-password-1', roles: ['risk'], totp_secret: secret } })).status()).toBe(201);
  const staffContext = await browser.newContext({ baseURL, viewport: { width: 1366, height: 768 } });
  const staff = await staffContext.newPage();
  await staff.goto('/backoffice/sign-in');
  await staff.getByLabel('Login').fill(login);
  await staff.getByLabel('Password').fill('Staff-password-1');
  await staff.getByRole('button', { name: 'Continue' }).click();
  await staff.getByLabel('Authenticator code').fill(totpNow(secret));
  await staff.getByRole('button', { name: 'Sign in' }).click();

  // The bettors desk: found by id and banned at level 45, version 0 (the level that leaves the withdrawal page open).
  await staff.getByRole('link', { name: 'Bettors' }).click();
  await expect(staff.getByRole('heading', { name: 'Bettors', level: 1 })).toBeVisible();
  await staff.getByLabel('Bettor ID, e-mail or phone').fill(String(userId));
  await staff.getByRole('button', { name: 'Find' }).click();
  const row = staff.getByRole('row').filter({ has: staff.getByRole('cell', { name: String(userId), exact: true }) });
  await expect(row).toContainText('Not banned');
  await row.getByRole('button', { name: `Open ${userId}` }).click();
  const desk = staff.getByRole('region', { name: `Bettor ${userId}` });
  const banForm = desk.getByRole('form', { name: 'Ban' });
  await banForm.getByLabel('Ban level (0: none)').fill('45');
  await banForm.getByLabel('Ban version').fill('0');
  await banForm.getByLabel('Reason (kept in the audit log)').fill('Multiple accounts, case 2041');
  await banForm.getByRole('button', { name: 'Set ban' }).click();
  await expect(staff.getByText('Ban saved.')).toBeVisible();
  await expect(desk.getByTestId('ban-meaning')).toHaveText('Banned: only the block pages and the withdrawal page (office/deduce) are open to them.');
  await expect(desk).toContainText('Multiple accounts, case 2041');
  await expect(row).toContainText('Banned · level 45, version 0');
  await expectAccessible(staff);
  await shot(staff, 'bettors-ban');

  // The bettor's office now sends them to the block pages.
  await visit('/en/office/account');
  await expect(page).toHaveURL(/\/en\/block-appeal-history$/);

  // The team-cash payment set paid: the money is on the account once.
  await desk.getByRole('button', { name: `Change status ${paymentId}` }).click();
  const statusForm = desk.getByRole('form', { name: `Change status ${paymentId}` });
  await statusForm.getByLabel('New status').selectOption({ label: 'Paid' });
  await statusForm.getByLabel('Reason (kept in the audit log)').fill('Agent receipt 88-1734 checked');
  await expectAccessible(staff);
  await shot(staff, 'bettors-team-cash');
  await statusForm.getByRole('button', { name: 'Set status' }).click();
  await expect(staff.getByText(`Payment ${paymentId}: Paid.`)).toBeVisible();
  const paymentRow = desk.getByRole('row').filter({ has: staff.getByRole('cell', { name: String(paymentId), exact: true }) });
  await expect(paymentRow).toContainText('Paid');
  await expect(paymentRow.getByRole('button', { name: /^Change status/ })).toHaveCount(0);

  // Lifted: the office opens again, with the ₽250 on the balance.
  await banForm.getByLabel('Reason (kept in the audit log)').fill('Cleared by the review');
  await banForm.getByRole('button', { name: 'Lift ban' }).click();
  await expect(staff.getByText('Ban lifted.')).toBeVisible();
  await expect(row).toContainText('Not banned');
  await visit('/en/office/account');
  await expect(page).toHaveURL(/\/en\/office\/account$/);
  await expect(headerBalance(page)).toHaveText(/₽250\.00/);

  // The audit log has both ban changes and the payment's, each with its reason.
  await staff.getByRole('link', { name: 'Audit log' }).click();
  await staff.getByLabel('Target (e.g. document:12)').fill(`user:${userId}`);
  await staff.getByRole('button', { name: 'Search' }).click();
  await expect(staff.getByRole('row').filter({ hasText: 'bettors.ban' })).toContainText('Multiple accounts, case 2041');
  await expect(staff.getByRole('row').filter({ hasText: 'bettors.unban' })).toContainText('Cleared by the review');
  if (SHOTS) {
    await staff.getByRole('link', { name: 'Bettors' }).click();
    await staff.setViewportSize({ width: 390, height: 844 });
    await staff.getByLabel('Bettor ID, e-mail or phone').fill(String(userId));
    await staff.getByRole('button', { name: 'Find' }).click();
    await staff.getByRole('button', { name: `Open ${userId}` }).click();
    await expect(staff.getByRole('region', { name: `Bettor ${userId}` })).toBeVisible();
    await shot(staff, 'bettors-phone');
  }
  await staffContext.close();
});
