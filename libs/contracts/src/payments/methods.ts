import { currencyByIso, type Currency } from '@betting/kernel';
import * as z from 'zod/mini';
import { PAYMENT_KINDS } from '../accounts/payments';
import { CurrencyIsoSchema, MinorAmountSchema } from '../accounts/money';

export const PaymentKindSchema = z.enum(PAYMENT_KINDS);
export type PaymentKind = z.infer<typeof PaymentKindSchema>;

/** What a withdrawal of the method is paid out to: a bank card number or an e-wallet id. */
export const PAYOUT_DESTINATIONS = ['card', 'wallet'] as const;
export type PayoutDestination = (typeof PAYOUT_DESTINATIONS)[number];

export interface PaymentMethodDefinition {
  readonly id: string;
  /** English fallback; the page shows `payments.method.{id}` in the person's language. */
  readonly name: string;
  /** The payment provider that serves it (see the API's payments/providers). */
  readonly provider: 'demo';
  readonly kinds: readonly PaymentKind[];
  readonly destination: PayoutDestination;
  /** ISO codes it takes, or every currency of the kernel's table. */
  readonly currencies: 'all' | readonly string[];
}

/** The methods the site offers. Both run through the built-in demo provider. */
export const PAYMENT_METHODS: readonly PaymentMethodDefinition[] = [
  { id: 'demo_card', name: 'Bank card (demo)', provider: 'demo', kinds: ['deposit', 'withdrawal'], destination: 'card', currencies: 'all' },
  { id: 'demo_wallet', name: 'E-wallet (demo)', provider: 'demo', kinds: ['deposit', 'withdrawal'], destination: 'wallet', currencies: ['RUB', 'USD', 'EUR', 'UAH', 'KZT'] },
];

/**
 * The largest payment, in initial stakes of the currency: 10 000 × (≈ 5 USD) ≈ 50 000 USD a payment in every
 * currency (1 500 000 RUB, 50 000 USD, 50 000 EUR).
 */
export const MAX_PAYMENT_IN_INITIAL_STAKES = 10_000;

export interface AmountLimits {
  /** Minor units. */
  readonly minimum: number;
  readonly maximum: number;
}

/**
 * A payment's amount limits in a currency, from the kernel's currency table (no second table): at least one coupon
 * amount step (≈ 2.5 USD: 100 RUB, 2.50 USD, 2.50 EUR), at most MAX_PAYMENT_IN_INITIAL_STAKES initial stakes.
 */
export function paymentAmountLimits(currency: Currency): AmountLimits {
  return { minimum: currency.amountStep, maximum: currency.initialStake * MAX_PAYMENT_IN_INITIAL_STAKES };
}

export function paymentMethodById(id: string): PaymentMethodDefinition | undefined {
  return PAYMENT_METHODS.find((method) => method.id === id);
}

/** The method if it serves this direction in this currency. */
export function availablePaymentMethod(id: string, kind: PaymentKind, iso: string): PaymentMethodDefinition | undefined {
  const method = paymentMethodById(id);
  if (!method || !method.kinds.includes(kind)) return undefined;
  if (method.currencies !== 'all' && !method.currencies.includes(iso)) return undefined;
  return currencyByIso(iso) ? method : undefined;
}

export const PaymentMethodIdSchema = z.string().check(z.regex(/^[a-z][a-z0-9_]{1,39}$/, 'a payment method id'));

/** `GET /web-api/payments/methods?currency=EUR`. */
export const PaymentMethodsQuerySchema = z.object({ currency: CurrencyIsoSchema });
export type PaymentMethodsQuery = z.infer<typeof PaymentMethodsQuerySchema>;

const AmountLimitsSchema = z.object({ minimum: MinorAmountSchema, maximum: MinorAmountSchema });

export const PaymentMethodSchema = z.object({
  id: PaymentMethodIdSchema,
  name: z.string(),
  kinds: z.array(PaymentKindSchema),
  /** What a withdrawal asks for (`destination` of the withdrawal body). */
  destination: z.enum(PAYOUT_DESTINATIONS),
  /** Minor units of the queried currency, per direction the method serves. */
  limits: z.object({ deposit: z.nullable(AmountLimitsSchema), withdrawal: z.nullable(AmountLimitsSchema) }),
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/** An unknown currency answers an empty list. */
export const PaymentMethodsResponseSchema = z.object({ currency: CurrencyIsoSchema, methods: z.array(PaymentMethodSchema) });
export type PaymentMethodsResponse = z.infer<typeof PaymentMethodsResponseSchema>;

/** The methods list of a currency (what the methods call answers). */
export function paymentMethodsFor(iso: string): PaymentMethodsResponse {
  const currency = currencyByIso(iso);
  if (!currency) return { currency: iso, methods: [] };
  const limits = paymentAmountLimits(currency);
  const methods = PAYMENT_METHODS.filter((method) => method.currencies === 'all' || method.currencies.includes(iso)).map((method) => ({
    id: method.id,
    name: method.name,
    kinds: [...method.kinds],
    destination: method.destination,
    limits: {
      deposit: method.kinds.includes('deposit') ? limits : null,
      withdrawal: method.kinds.includes('withdrawal') ? limits : null,
    },
  }));
  return { currency: iso, methods };
}
