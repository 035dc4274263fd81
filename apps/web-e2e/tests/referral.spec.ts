import { expect, test } from './support/fixtures';

const DAY_SECONDS = 86_400;

test('a guest landing on a partner link keeps the reflink in a 60-day referral_values cookie', async ({ page, visit }) => {
  const landedAt = Date.now() / 1000;
  await visit('/en?btag=abc123');

  // The capture runs after the page's load event, in its own chunk: wait for the cookie to appear.
  const referralValues = async () => (await page.context().cookies()).find((cookie) => cookie.name === 'referral_values');
  await expect.poll(referralValues, { message: 'referral_values is written after load' }).toBeDefined();

  const cookie = await referralValues();
  if (cookie === undefined) throw new Error('referral_values vanished');
  const values: unknown = JSON.parse(decodeURIComponent(cookie.value));
  expect(values).toMatchObject({ type: 'reflinkid', val: 'abc123' });
  expect(cookie.path).toBe('/');
  expect(cookie.sameSite).toBe('Lax');
  // Playwright gives expiry in seconds since the epoch; 60 days from landing, give or take a day.
  expect(cookie.expires).toBeGreaterThan(landedAt + 59 * DAY_SECONDS);
  expect(cookie.expires).toBeLessThan(landedAt + 61 * DAY_SECONDS);
});
