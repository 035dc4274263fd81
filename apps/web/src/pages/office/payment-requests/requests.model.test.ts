import type { PaymentRequest, PaymentRequestTopic } from '@betting/contracts';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $requests, $requestsFailed, loadRequestsFx, requestsPageRequested, type RequestsPage } from './requests.model';
import { $topics, $topicsFailed, loadTopicsFx, topicsNeeded } from './topics.model';

const REQUEST: PaymentRequest = { id: 7, topicId: 4, subTopicId: null, paymentId: null, message: 'Where is my money?', status: 'open', createdAt: '2026-11-22T12:00:00.000Z' };
const TOPIC: PaymentRequestTopic = { id: 4, key: 'other', title: 'Something else', paymentKind: null, requiresTransaction: false, subTopics: [] };
const pageOf = (page: number, entities: PaymentRequest[] = [REQUEST]): RequestsPage => ({ page, entities, total_count: 41 });

describe('payment requests list model', () => {
  it('loads the page asked for and keeps its number', async () => {
    const asked: number[] = [];
    const scope = fork({ handlers: [[loadRequestsFx, (page: number) => (asked.push(page), pageOf(page))]] });
    await allSettled(requestsPageRequested, { scope, params: 1 });
    await allSettled(requestsPageRequested, { scope, params: 3 });
    expect(asked).toEqual([1, 3]);
    expect(scope.getState($requests)).toEqual(pageOf(3));
    expect(scope.getState($requestsFailed)).toBe(false);
  });

  it('never shows an older page that answers after a newer one was asked for', async () => {
    const pending = new Map<number, (answer: RequestsPage) => void>();
    const scope = fork({ handlers: [[loadRequestsFx, (page: number) => new Promise<RequestsPage>((resolve) => pending.set(page, resolve))]] });
    const settled = Promise.all([allSettled(requestsPageRequested, { scope, params: 1 }), allSettled(requestsPageRequested, { scope, params: 2 })]);
    pending.get(2)?.(pageOf(2));
    pending.get(1)?.(pageOf(1));
    await settled;
    expect(scope.getState($requests)?.page).toBe(2);
  });

  it('says so when the list cannot load, and forgets it on the next try; scopes keep their own state', async () => {
    let fail = true;
    const failing = fork({
      handlers: [
        [
          loadRequestsFx,
          (page: number) => {
            if (fail) throw { kind: 'network', status: 0, message: 'offline' };
            return pageOf(page);
          },
        ],
      ],
    });
    const other = fork({ handlers: [[loadRequestsFx, (page: number) => pageOf(page, [])]] });
    await allSettled(requestsPageRequested, { scope: failing, params: 1 });
    await allSettled(requestsPageRequested, { scope: other, params: 1 });
    expect(failing.getState($requestsFailed)).toBe(true);
    expect(other.getState($requests)?.entities).toEqual([]);
    fail = false;
    await allSettled(requestsPageRequested, { scope: failing, params: 1 });
    expect(failing.getState($requestsFailed)).toBe(false);
  });
});

describe('payment request topics model', () => {
  it('loads the topics once per language, however many steps ask for them', async () => {
    const asked: string[] = [];
    const scope = fork({ handlers: [[loadTopicsFx, (lng: string) => (asked.push(lng), { lng, topics: [TOPIC] })]] });
    await allSettled(topicsNeeded, { scope, params: 'ru' });
    await allSettled(topicsNeeded, { scope, params: 'ru' });
    await allSettled(topicsNeeded, { scope, params: 'en' });
    expect(asked).toEqual(['ru', 'en']);
    expect(scope.getState($topics)).toEqual({ lng: 'en', topics: [TOPIC] });
  });

  it('tries again after a failure', async () => {
    let calls = 0;
    const scope = fork({
      handlers: [
        [
          loadTopicsFx,
          (lng: string) => {
            calls += 1;
            if (calls === 1) throw { kind: 'http', status: 500, error: undefined };
            return { lng, topics: [TOPIC] };
          },
        ],
      ],
    });
    await allSettled(topicsNeeded, { scope, params: 'en' });
    expect(scope.getState($topicsFailed)).toBe(true);
    await allSettled(topicsNeeded, { scope, params: 'en' });
    expect([scope.getState($topicsFailed), scope.getState($topics)?.topics]).toEqual([false, [TOPIC]]);
  });
});
