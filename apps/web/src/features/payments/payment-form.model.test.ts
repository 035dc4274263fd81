import type { CreatePaymentResponse, PaymentMethodsResponse } from '@betting/contracts';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { Keyed } from '../../shared/api/money-call';
import { createPaymentFormModel, paymentRefusalOf, type PaymentSubmission } from './payment-form.model';

const METHODS: PaymentMethodsResponse = {
  currency: 'RUB',
  methods: [{ id: 'demo_card', name: 'Bank card (demo)', kinds: ['deposit', 'withdrawal'], destination: 'card', limits: { deposit: { minimum: 10_000, maximum: 150_000_000 }, withdrawal: { minimum: 10_000, maximum: 150_000_000 } } }],
};
const CREATED: CreatePaymentResponse = { paymentId: 7, status: 'pending', redirectUrl: 'http://localhost/demo-pay/checkout/abc' };
const DEPOSIT: PaymentSubmission = { kind: 'deposit', body: { accountId: 5, amount: 10_000, method: 'demo_card', lng: 'en' } };
const refused = (code: string, params?: Record<string, string | number>) => ({ kind: 'http', status: 400, error: { code, message: 'x', ...(params ? { params } : {}) } });

describe('payment form model', () => {
  it('loads the methods of the wallet’s currency when the form opens', async () => {
    const model = createPaymentFormModel();
    const asked: string[] = [];
    const scope = fork({ handlers: [[model.__.loadMethodsFx, (currency: string) => (asked.push(currency), METHODS)]] });
    await allSettled(model.formOpened, { scope, params: 'RUB' });
    expect(asked).toEqual(['RUB']);
    expect(scope.getState(model.$methods)).toEqual(METHODS.methods);
  });

  it('sends the payment once with its key, then takes the browser to the provider’s page', async () => {
    const model = createPaymentFormModel();
    const sent: Keyed<PaymentSubmission>[] = [];
    const visited: string[] = [];
    const scope = fork({
      values: [[model.__.$makeKey, () => 'key-1-abcdef']],
      handlers: [
        [model.__.createPaymentFx, (submission: Keyed<PaymentSubmission>) => (sent.push(submission), CREATED)],
        [model.__.goToProviderFx, (url: string) => void visited.push(url)],
      ],
    });
    await allSettled(model.submitted, { scope, params: DEPOSIT });
    expect(sent).toEqual([{ ...DEPOSIT, idempotencyKey: 'key-1-abcdef' }]);
    expect(visited).toEqual([CREATED.redirectUrl]);
    expect(scope.getState(model.$leaving)).toBe(true);
    expect(scope.getState(model.$refusal)).toBeNull();
  });

  it('keeps the person on the form with the reason when the API refuses, and a new try clears it', async () => {
    const model = createPaymentFormModel();
    let answer: unknown = refused('amount_below_minimum', { minimum: 10_000, currency: 'RUB' });
    const visited: string[] = [];
    const scope = fork({
      handlers: [
        [model.__.createPaymentFx, () => Promise.reject(answer)],
        [model.__.goToProviderFx, (url: string) => void visited.push(url)],
      ],
    });
    await allSettled(model.submitted, { scope, params: DEPOSIT });
    expect(scope.getState(model.$refusal)).toEqual({ code: 'amount_below_minimum', params: { minimum: 10_000, currency: 'RUB' } });
    expect(visited).toEqual([]);
    expect(scope.getState(model.$leaving)).toBe(false);
    answer = { kind: 'network', status: 0, message: 'offline' };
    await allSettled(model.submitted, { scope, params: DEPOSIT });
    expect(scope.getState(model.$refusal)).toEqual({ code: 'network_error', params: {} });
  });

  it('sends the same payment again with the same key after a lost answer; a changed payment gets a new key', async () => {
    const model = createPaymentFormModel();
    const keys: string[] = [];
    let failures: unknown[] = [{ kind: 'network', status: 0, message: 'offline' }];
    let issued = 0;
    const scope = fork({
      values: [[model.__.$makeKey, () => `key-${++issued}`]],
      handlers: [
        [
          model.__.createPaymentFx,
          (submission: Keyed<PaymentSubmission>) => {
            keys.push(submission.idempotencyKey);
            const [failure, ...rest] = failures;
            failures = rest;
            return failure === undefined ? CREATED : Promise.reject(failure);
          },
        ],
        [model.__.goToProviderFx, () => undefined],
      ],
    });
    await allSettled(model.submitted, { scope, params: DEPOSIT });
    await allSettled(model.submitted, { scope, params: DEPOSIT });
    await allSettled(model.submitted, { scope, params: { ...DEPOSIT, body: { ...DEPOSIT.body, amount: 20_000 } } });
    expect(keys).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it.each([
    [refused('limit_refused', { reason: 'deposit_limit_exceeded', remaining: 5000 }), 'limit_refused'],
    [refused('something_new'), 'unknown_error'],
    [{ kind: 'cancelled', status: 499 }, 'unknown_error'],
    [new Error('boom'), 'unknown_error'],
  ])('reads %j as %s', (failure, code) => {
    expect(paymentRefusalOf(failure).code).toBe(code);
  });

  it('keeps two forms apart (deposit and withdrawal each have their own state)', async () => {
    const deposit = createPaymentFormModel();
    const withdrawal = createPaymentFormModel();
    const scope = fork({ handlers: [[deposit.__.createPaymentFx, () => Promise.reject(refused('insufficient_funds'))]] });
    await allSettled(deposit.submitted, { scope, params: DEPOSIT });
    expect(scope.getState(deposit.$refusal)?.code).toBe('insufficient_funds');
    expect(scope.getState(withdrawal.$refusal)).toBeNull();
  });
});
