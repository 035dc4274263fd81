import { describe, expect, it } from 'vitest';
import { demoPayNotFoundPage, demoPayPage } from './pages';
import type { DemoSession } from './sessions.repository';

const session: DemoSession = {
  token: 'x'.repeat(43),
  providerRef: `dp_${'a'.repeat(32)}`,
  kind: 'checkout',
  merchantRef: '7',
  amount: 1234_56,
  currency: 'EUR',
  description: 'Deposit <to> "account" 7',
  destination: null,
  lng: 'de',
  returnUrls: { success: 'https://site.test/de/onpay/success', fail: 'https://site.test/de/onpay/fail', pending: 'https://site.test/de/onpay/pending', cancel: 'https://site.test/de/onpay/cancel' },
  callbackUrl: 'http://127.0.0.1:3000/web-api/payments/callbacks/demo',
  status: 'open',
};

describe('the demo provider’s pages', () => {
  it('an open page: one form, four labelled outcomes, the amount, escaped merchant text, English for other languages', () => {
    const html = demoPayPage(session, '/demo-pay/checkout/abc');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<form method="post" action="/demo-pay/checkout/abc">');
    expect(html.match(/<button type="submit" name="outcome" value="(success|fail|pending|cancel)"/g)).toHaveLength(4);
    expect(html).toContain('<legend>Outcome</legend>');
    expect(html).toContain('€1,234.56');
    expect(html).toContain('Deposit &lt;to&gt; &quot;account&quot; 7');
    expect(html).not.toContain('<to>');
  });

  it('a pending page offers only the final outcomes; a finished one links back instead of a form', () => {
    const pending = demoPayPage({ ...session, status: 'pending', lng: 'ru' }, '/p');
    expect(pending).toContain('<html lang="ru">');
    expect(pending).toContain('Платёж в обработке');
    expect(pending).not.toContain('value="pending"');
    const finished = demoPayPage({ ...session, status: 'cancel' }, '/p');
    expect(finished).not.toContain('<form');
    expect(finished).toContain('href="https://site.test/de/onpay/cancel"');
    expect(finished).toContain('role="status"');
  });

  it('a missing page says so', () => {
    expect(demoPayNotFoundPage('ru')).toContain('Такой страницы оплаты нет');
  });
});
