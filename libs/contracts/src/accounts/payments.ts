import * as z from 'zod/mini';
import { CurrencyIsoSchema, DisplayAmountSchema, MinorAmountSchema } from './money';

export const MAIN_ACCOUNT_PAYMENTS_PAGE_SIZE = 20;

/**
 * `GET /web-api/office/payments/main-account?isIncludeArchive=true&pageNumber=2` (spec §7): the main account's
 * deposits and withdrawals, newest first, MAIN_ACCOUNT_PAYMENTS_PAGE_SIZE a page. Archived payments (older than the
 * operator's archive horizon) come only with `isIncludeArchive=true`.
 */
export const MainAccountPaymentsQuerySchema = z.object({
  // "true"/"false" or "1"/"0" as query strings carry them (not z.stringbool: its codec class would join the zod of
  // the first page).
  isIncludeArchive: z._default(z.pipe(z.enum(['true', 'false', '1', '0']), z.transform((flag) => flag === 'true' || flag === '1')), false),
  pageNumber: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
});
export type MainAccountPaymentsQuery = z.infer<typeof MainAccountPaymentsQuerySchema>;

export const PAYMENT_KINDS = ['deposit', 'withdrawal'] as const;
export const PAYMENT_STATUSES = ['pending', 'success', 'fail', 'cancel'] as const;

export const MainAccountPaymentSchema = z.object({
  id: z.int().check(z.positive()),
  kind: z.enum(PAYMENT_KINDS),
  status: z.enum(PAYMENT_STATUSES),
  /** Minor units of `iso`, never negative: the direction is `kind`. */
  amount: MinorAmountSchema,
  iso: CurrencyIsoSchema,
  amountText: z.optional(DisplayAmountSchema),
  /** The payment method's name as the provider shows it, or null. */
  method: z.nullable(z.string()),
  /** ISO 8601 instant. */
  createdAt: z.iso.datetime({ offset: true }),
  isArchived: z.boolean(),
  /** A withdrawal above the operator's review amount waiting for a payments officer (status pending); absent otherwise. */
  inReview: z.optional(z.literal(true)),
});
export type MainAccountPayment = z.infer<typeof MainAccountPaymentSchema>;

export const PagingSchema = z.object({
  pageNumber: z.int().check(z.gte(1)),
  pageSize: z.int().check(z.gte(1)),
  totalCount: z.int().check(z.gte(0)),
  totalPages: z.int().check(z.gte(0)),
});
export type Paging = z.infer<typeof PagingSchema>;

export const MainAccountPaymentsResponseSchema = z.object({ payments: z.array(MainAccountPaymentSchema), paging: PagingSchema });
export type MainAccountPaymentsResponse = z.infer<typeof MainAccountPaymentsResponseSchema>;
