import * as z from 'zod/mini';
import { CurrencyIsoSchema, MinorAmountSchema } from './money';

export const TEAM_CASH_PAGE_SIZE = 20;

/** `GET /web-api/office/team-cash/payments?page=1`: pages from 1 (the client loads at most 2). */
export const TeamCashPaymentsQuerySchema = z.object({ page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1) });
export type TeamCashPaymentsQuery = z.infer<typeof TeamCashPaymentsQuerySchema>;

/**
 * One payment through a cash agent (spec §3 "Team-cash payment record"), the spec's field names as they are.
 * `summ` is in minor units of `iso` (our addition: the currency travels beside the amount).
 */
export const TeamCashPaymentSchema = z.object({
  id: z.int().check(z.positive()),
  /** 2 = paid; other ids are the agent's intermediate states (see status_title). */
  status_id: z.int(),
  message: z.nullable(z.string()),
  translate_message: z.nullable(z.string()),
  /** The agent system's receipt hash. */
  skks_hash: z.string(),
  /** Unix seconds of the record. */
  timestamp: z.int().check(z.gte(0)),
  /** ISO 8601 instant of the payment. */
  date_payment: z.iso.datetime({ offset: true }),
  status_title: z.string(),
  summ: MinorAmountSchema,
  iso: CurrencyIsoSchema,
  /** The deposit the payment credited, once it did. */
  money_deposit_id: z.nullable(z.int().check(z.positive())),
});
export type TeamCashPayment = z.infer<typeof TeamCashPaymentSchema>;

/** Newest first, TEAM_CASH_PAGE_SIZE a page; `total_count` counts all the user's records. */
export const TeamCashPaymentsResponseSchema = z.object({ entities: z.array(TeamCashPaymentSchema), total_count: z.int().check(z.gte(0)) });
export type TeamCashPaymentsResponse = z.infer<typeof TeamCashPaymentsResponseSchema>;
