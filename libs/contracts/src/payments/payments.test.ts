import { currencies } from '@betting/kernel';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LimitRefusalSchema, type LimitRefusal } from '../limits/refusals';
import { DemoPayEventSchema } from './demo-pay';
import { PAYMENT_ERROR_STATUS, PaymentErrorCodeSchema } from './errors';
import { limitRefusalOfPaymentError, limitRefusedApiError } from './limit-refusal';
import { MAX_PAYMENT_IN_INITIAL_STAKES, PAYMENT_METHODS, availablePaymentMethod, paymentAmountLimits, paymentMethodsFor } from './methods';
import { CreateDepositBodySchema, CreatePaymentResponseSchema, CreateWithdrawalBodySchema, IdempotencyKeySchema } from './payment';
import { CreatePaymentRequestBodySchema, PAYMENT_REQUEST_TOPICS } from './payment-requests';
import { PaymentRequestPaths, PaymentsPaths } from './paths';

describe('payment methods and amount limits', () => {
  it('every currency of the kernel’s table: one amount step at least, MAX_PAYMENT_IN_INITIAL_STAKES initial stakes at most', () => {
    for (const currency of currencies) {
      const limits = paymentAmountLimits(currency);
      expect(limits.minimum).toBe(currency.amountStep);
      expect(limits.maximum).toBe(currency.initialStake * MAX_PAYMENT_IN_INITIAL_STAKES);
      expect(limits.minimum).toBeGreaterThan(0);
      expect(limits.maximum).toBeGreaterThan(limits.minimum);
      expect(Number.isSafeInteger(limits.maximum)).toBe(true);
    }
  });

  it('the spec’s currencies: RUB 100 … 1 500 000, USD and EUR 2.50 … 50 000', () => {
    const limitsOf = (iso: string) => paymentMethodsFor(iso).methods[0]?.limits.deposit;
    expect(limitsOf('RUB')).toEqual({ minimum: 100_00, maximum: 1_500_000_00 });
    expect(limitsOf('USD')).toEqual({ minimum: 2_50, maximum: 50_000_00 });
    expect(limitsOf('EUR')).toEqual({ minimum: 2_50, maximum: 50_000_00 });
  });

  it('lists a method only for its currencies and directions', () => {
    expect(paymentMethodsFor('XXX')).toEqual({ currency: 'XXX', methods: [] });
    expect(paymentMethodsFor('JPY').methods.map((method) => method.id)).toEqual(['demo_card']);
    expect(availablePaymentMethod('demo_wallet', 'deposit', 'RUB')?.id).toBe('demo_wallet');
    expect(availablePaymentMethod('demo_wallet', 'deposit', 'JPY')).toBeUndefined();
    expect(availablePaymentMethod('nope', 'deposit', 'RUB')).toBeUndefined();
    for (const method of PAYMENT_METHODS) expect(method.kinds.length).toBeGreaterThan(0);
  });
});

describe('payment calls', () => {
  it('create bodies take integer minor units and known shapes only', () => {
    const deposit = { accountId: 7, amount: 500_00, method: 'demo_card', lng: 'en' };
    expect(CreateDepositBodySchema.safeParse(deposit).success).toBe(true);
    for (const patch of [{ amount: 0 }, { amount: 1.5 }, { amount: '100' }, { accountId: 0 }, { method: 'Demo Card' }, { lng: 'eng' }]) {
      expect(CreateDepositBodySchema.safeParse({ ...deposit, ...patch }).success).toBe(false);
    }
    expect(CreateWithdrawalBodySchema.parse({ accountId: 7, amount: 100, method: 'demo_card', destination: ' 4242 4242 4242 4242 ' })).toEqual({
      accountId: 7,
      amount: 100,
      method: 'demo_card',
      destination: '4242 4242 4242 4242',
      lng: 'en',
    });
    expect(CreatePaymentResponseSchema.safeParse({ paymentId: 1, status: 'pending', redirectUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(CreatePaymentResponseSchema.safeParse({ paymentId: 1, status: 'pending', redirectUrl: 'https://pay.test/x' }).success).toBe(true);
  });

  it('an idempotency key has 8 to 100 visible ASCII characters', () => {
    fc.assert(
      fc.property(fc.uuid(), (key) => {
        expect(IdempotencyKeySchema.safeParse(key).success).toBe(true);
      }),
    );
    for (const key of ['short', 'with space inside', 'ключ-ключ-ключ', 'x'.repeat(101)]) expect(IdempotencyKeySchema.safeParse(key).success).toBe(false);
  });

  it('every refusal has an HTTP status; every path is ours', () => {
    for (const code of PaymentErrorCodeSchema.options) expect(PAYMENT_ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
    for (const path of Object.values(PaymentsPaths)) expect(path).toMatch(/^\/web-api\/payments\//);
    for (const path of Object.values(PaymentRequestPaths)) expect(path).toMatch(/^\/web-api\/office\/payment-requests/);
  });

  it('a limit refusal travels as limit_refused and reads back the same', () => {
    const refusals: fc.Arbitrary<LimitRefusal> = fc.oneof(
      fc.record({ code: fc.constant('deposit_limit_exceeded' as const), limitType: fc.constantFrom(20 as const, 21 as const, 22 as const), limitValue: fc.nat(), remaining: fc.nat(), currency: fc.constantFrom('RUB', 'EUR') }),
      fc.record({ code: fc.constant('time_out_active' as const), limitType: fc.constant(33 as const), endsAt: fc.nat() }),
      fc.record({ code: fc.constant('self_exclusion_active' as const), limitType: fc.constant(30 as const), endsAt: fc.nat() }),
    );
    fc.assert(
      fc.property(refusals, (refusal) => {
        const body = limitRefusedApiError(refusal);
        expect(body.error.code).toBe('limit_refused');
        expect(body.error.params?.['reason']).toBe(refusal.code);
        expect(LimitRefusalSchema.parse(limitRefusalOfPaymentError(JSON.parse(JSON.stringify(body))))).toEqual(refusal);
      }),
    );
    expect(limitRefusalOfPaymentError({ error: { code: 'insufficient_funds', message: 'x' } })).toBeNull();
  });
});

describe('payment requests', () => {
  it('topic and subtopic ids are unique', () => {
    const ids = PAYMENT_REQUEST_TOPICS.flatMap((topic) => [topic.id, ...topic.subTopics.map((subTopic) => subTopic.id)]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('a request’s message is trimmed and 10 to 2000 characters', () => {
    expect(CreatePaymentRequestBodySchema.parse({ topicId: 4, message: '  ten chars!  ' }).message).toBe('ten chars!');
    expect(CreatePaymentRequestBodySchema.safeParse({ topicId: 4, message: '   short   ' }).success).toBe(false);
    expect(CreatePaymentRequestBodySchema.safeParse({ topicId: 4, message: 'x'.repeat(2001) }).success).toBe(false);
  });
});

describe('demo provider events', () => {
  it('reads an event and refuses foreign shapes', () => {
    const event = {
      eventId: 'evt_abcdefgh12',
      type: 'payment.updated',
      createdAt: '2026-11-22T12:00:00.000Z',
      payment: { providerRef: `dp_${'0'.repeat(32)}`, merchantRef: '42', kind: 'checkout', status: 'success', amount: 100, currency: 'RUB' },
    };
    expect(DemoPayEventSchema.safeParse(event).success).toBe(true);
    expect(DemoPayEventSchema.safeParse({ ...event, payment: { ...event.payment, merchantRef: '042' } }).success).toBe(false);
    expect(DemoPayEventSchema.safeParse({ ...event, payment: { ...event.payment, amount: -1 } }).success).toBe(false);
    expect(DemoPayEventSchema.safeParse({ ...event, eventId: 'abc' }).success).toBe(false);
  });
});
