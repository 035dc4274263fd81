import * as z from 'zod/mini';
import { ApiErrorSchema } from '../errors';
import { AccountsErrorCodeSchema } from './errors';
import { CurrencyIdSchema, CurrencyIsoSchema } from './money';

/** `GET /web-api/office/currencies`: every currency the site offers for a new account (held ones included). */
export const AvailableCurrencySchema = z.object({ id: CurrencyIdSchema, iso: CurrencyIsoSchema, symbol: z.string().check(z.maxLength(8)) });
export type AvailableCurrency = z.infer<typeof AvailableCurrencySchema>;
export const AvailableCurrenciesResponseSchema = z.object({ currencies: z.array(AvailableCurrencySchema) });
export type AvailableCurrenciesResponse = z.infer<typeof AvailableCurrenciesResponseSchema>;

/** `POST /web-api/office/accounts/add-currency`: the ISO 4217 numeric code of the new account's currency. */
export const AddCurrencyBodySchema = z.object({ currency_id: CurrencyIdSchema });
export type AddCurrencyBody = z.infer<typeof AddCurrencyBodySchema>;

/** `POST /web-api/office/accounts/remove-currency`: the additional account to close. */
export const RemoveCurrencyBodySchema = z.object({ account_id: z.int().check(z.positive()) });
export type RemoveCurrencyBody = z.infer<typeof RemoveCurrencyBodySchema>;

/**
 * The office answer of add and remove currency (spec §7 "reading data.message"): HTTP 200 `{ success: true, data }`
 * on success; on a refusal HTTP 4xx `{ success: false, data: { code, message } }`, `message` being the server's
 * text in the bettor's language that the client shows as it is (spec §8).
 */
export const CurrencyChangeResponseSchema = z.discriminatedUnion('success', [
  z.object({
    success: z.literal(true),
    data: z.object({ message: z.optional(z.string()), account_id: z.optional(z.int().check(z.positive())) }),
  }),
  z.object({ success: z.literal(false), data: z.object({ code: z.optional(AccountsErrorCodeSchema), message: z.string() }) }),
]);
export type CurrencyChangeResponse = z.infer<typeof CurrencyChangeResponseSchema>;

/**
 * A refused add or remove (4xx): the office's `{ success: false, data }`, or an ApiError when the request itself is
 * refused before the handler runs (an invalid body answers `invalid_request`).
 */
export const CurrencyChangeRefusalSchema = z.union([CurrencyChangeResponseSchema, ApiErrorSchema]);

/**
 * The server's message of a failed add or remove: `data.message`, else an ApiError's `error.message` (a refusal
 * by the global request handling, e.g. 401), else null (an unreadable body).
 */
export function currencyChangeFailureMessage(body: unknown): string | null {
  const change = CurrencyChangeResponseSchema.safeParse(body);
  if (change.success) return change.data.success ? null : change.data.data.message;
  const apiError = ApiErrorSchema.safeParse(body);
  return apiError.success ? apiError.data.error.message : null;
}
