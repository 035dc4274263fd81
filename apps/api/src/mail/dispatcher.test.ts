import { manualClock } from '@betting/kernel';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { enginesUnderTest } from '../db/testing/engines';
import { dispatchOutbox, startOutboxDispatcher } from './dispatcher';
import { DELIVERY_POLICY, retryDelayMs } from './outbox.repository';
import type { Sender } from './sender';
import { smtpSender } from './smtp-sender';
import { startTestSmtpServer, type TestSmtpServer } from './smtp-server.fixture';

const START = Date.UTC(2026, 10, 22, 12);
const FROM = 'Apex Bet <no-reply@apex.test>';

type OutboxRow = { id: string | number; sent_at: Date | null; attempts: number; last_error: string | null; next_attempt_at: Date | null };

describe('retryDelayMs', () => {
  it.each([
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [8, 3_600_000],
  ])('after %i failed attempts waits %i ms', (attempts, delay) => {
    expect(retryDelayMs(attempts)).toBe(delay);
  });
});

describe.each(enginesUnderTest())('outbox delivery over SMTP on $name', (engine) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let smtp: TestSmtpServer;
  let sender: Sender;
  const clock = manualClock(START);

  beforeAll(async () => {
    ({ db, dispose } = await engine.open('migrated'));
    smtp = await startTestSmtpServer();
    sender = smtpSender({ url: smtp.url, from: FROM });
  });
  afterAll(async () => {
    await sender.close();
    await smtp.close();
    await dispose();
  });
  afterEach(async () => {
    smtp.received.length = 0;
    smtp.refuseWith = null;
    await db.query('delete from outbox_messages');
  });

  const write = async (channel: 'sms' | 'email', recipient: string, subject: string, body: string) => {
    const [row] = await db.query<{ id: string | number }>('insert into outbox_messages (channel, recipient, subject, body) values ($1, $2, $3, $4) returning id', [channel, recipient, subject, body]);
    return Number(row?.id);
  };
  const rowOf = async (id: number) => (await db.query<OutboxRow>('select id, sent_at, attempts, last_error, next_attempt_at from outbox_messages where id = $1', [id]))[0];

  it('delivers an e-mail from the outbox with its recipient, subject and body, once', async () => {
    const id = await write('email', 'anna@mail.test', 'Sign-in code', 'Your code: 123456.');
    expect(await dispatchOutbox({ db, sender, clock })).toEqual({ sent: 1, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(['anna@mail.test']);
    expect(mail?.from).toBe('no-reply@apex.test');
    expect(mail?.raw).toMatch(/^Subject: Sign-in code\r?$/m);
    expect(mail?.raw).toMatch(/^To: anna@mail\.test\r?$/m);
    expect(mail?.raw).toContain('Your code: 123456.');
    expect(await rowOf(id)).toMatchObject({ attempts: 1, last_error: null });
    expect(new Date((await rowOf(id))?.sent_at ?? 0).getTime()).toBe(START);

    expect(await dispatchOutbox({ db, sender, clock })).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('leaves SMS in the outbox: the SMTP sender only takes e-mail', async () => {
    const id = await write('sms', '+79160000001', '', 'Your code: 654321.');
    expect(await dispatchOutbox({ db, sender, clock })).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toEqual([]);
    expect(await rowOf(id)).toMatchObject({ sent_at: null, attempts: 0 });
  });

  it('keeps a refused message unsent with the error, and retries it once its backoff has passed', async () => {
    smtp.refuseWith = 'Mailbox unavailable';
    const id = await write('email', 'bob@mail.test', 'Confirm your e-mail', 'Open the link.');
    expect(await dispatchOutbox({ db, sender, clock })).toEqual({ sent: 0, failed: 1 });
    const failed = await rowOf(id);
    expect(failed).toMatchObject({ sent_at: null, attempts: 1 });
    expect(failed?.last_error).toContain('Mailbox unavailable');
    expect(new Date(failed?.next_attempt_at ?? 0).getTime()).toBe(clock.now() + retryDelayMs(1));

    smtp.refuseWith = null;
    expect(await dispatchOutbox({ db, sender, clock })).toEqual({ sent: 0, failed: 0 });
    clock.advance(retryDelayMs(1));
    expect(await dispatchOutbox({ db, sender, clock })).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received.map((mail) => mail.to)).toEqual([['bob@mail.test']]);
    expect(await rowOf(id)).toMatchObject({ attempts: 2, last_error: null });
  });

  it('gives up after the last allowed attempt, keeping the error', async () => {
    smtp.refuseWith = 'No such user';
    const id = await write('email', 'gone@mail.test', 'Hello', 'Body.');
    for (let attempt = 1; attempt <= DELIVERY_POLICY.maxAttempts; attempt += 1) {
      expect(await dispatchOutbox({ db, sender, clock })).toEqual({ sent: 0, failed: 1 });
      clock.advance(retryDelayMs(attempt));
    }
    expect(await dispatchOutbox({ db, sender, clock })).toEqual({ sent: 0, failed: 0 });
    expect(await rowOf(id)).toMatchObject({ sent_at: null, attempts: DELIVERY_POLICY.maxAttempts });
    expect((await rowOf(id))?.last_error).toContain('No such user');
  });

  it('a running dispatcher sends what is written while it runs, and stops cleanly', async () => {
    const running = startOutboxDispatcher({ db, sender: smtpSender({ url: smtp.url, from: FROM }), clock, intervalMs: 20 });
    await write('email', 'carol@mail.test', 'Welcome', 'Hello Carol.');
    await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBe(1);
    await running.stop();
    await write('email', 'dave@mail.test', 'Late', 'Not sent.');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.received.map((mail) => mail.to[0])).toEqual(['carol@mail.test']);
  });
});
