import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';

const ONE_CLICK = { type: 'fast_reg', country_id: 643, currency_id: 643, ref_code: null, first_deposit_bonus_choice: 0 } as const;
const LINK = /(https?:\/\/\S+\/user\/(?:accountverify|activate|activatefast)\?token=\S+)/;

/** The confirmation link of the newest e-mail to `recipient`, as path and query (the outbox is what a mailbox would get). */
async function linkFromOutbox(request: APIRequestContext, recipient: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/__test/outbox?recipient=${encodeURIComponent(recipient)}&limit=1`);
      const { messages } = (await response.json()) as { messages: { body: string }[] };
      link = LINK.exec(messages[0]?.body ?? '')?.[1];
      return link;
    }, { message: `a confirmation e-mail reaches the outbox for ${recipient}` })
    .toBeDefined();
  const url = new URL(link ?? '');
  return `${url.pathname}${url.search}`;
}

async function registerOneClick(request: APIRequestContext): Promise<number> {
  const response = await request.post('/web-api/user/register', { data: ONE_CLICK });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { user_id: number }).user_id;
}

test('a one-click account adds an e-mail, opens the confirmation link from the e-mail and sees it confirmed', async ({ page, visit }) => {
  const userId = await registerOneClick(page.request);
  const email = `verify.${userId}.${Date.now()}@mail.test`;

  await visit('/en/user/accountverify');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByTestId('verify-sent')).toContainText(email);

  const link = await linkFromOutbox(page.request, email);
  expect(link).toMatch(/^\/en\/user\/activatefast\?token=/);
  await visit(link);
  await expect(page.getByTestId('verify-success')).toContainText(email);

  const config = await page.request.get('/web-api/user/config');
  expect(((await config.json()) as { result: { user_email: string; activation_type: number } }).result).toMatchObject({ user_email: email, activation_type: 1 });

  // The link works once.
  await visit(link);
  await expect(page.getByRole('alert')).toContainText('not valid or has already been used');
});

test('the newsletter stop link turns e-mail news off without sign-in', async ({ page, visit, browser }) => {
  const userId = await registerOneClick(page.request);
  const email = `news.${userId}.${Date.now()}@mail.test`;
  expect((await page.request.post('/web-api/user/verification/request', { data: { lng: 'en', email } })).status()).toBe(202);
  await visit(await linkFromOutbox(page.request, email));
  await expect(page.getByTestId('verify-success')).toBeVisible();
  const settings = { enable_mail_news: true, enable_mail_deposit: true, enable_mail_bets: false, enable_sms_news: false };
  expect((await page.request.put('/web-api/office/mailing', { data: settings })).status()).toBe(200);

  const issued = await page.request.post('/__test/newsletter-token', { data: { user_id: userId, lng: 'en' } });
  const { token } = (await issued.json()) as { token: string };

  // Opened where nobody is signed in, as from a mail client.
  const guest = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const guestPage = await guest.newPage();
  await guestPage.addInitScript(() => window.localStorage.setItem('age_accepted_at', String(Date.now())));
  await guestPage.goto(`/en/user/stopnewsletter?token=${encodeURIComponent(token)}`);
  await expect(guestPage.getByTestId('stop-newsletter-success')).toBeVisible();
  await guest.close();

  const mailing = await page.request.get('/web-api/office/mailing');
  expect(await mailing.json()).toEqual({ ...settings, enable_mail_news: false });
});

test('a link that is not ours is refused with a reason', async ({ page, visit }) => {
  await visit(`/en/user/activate?token=${'A'.repeat(43)}`);
  await expect(page.getByRole('alert')).toContainText('not valid or has already been used');
});
