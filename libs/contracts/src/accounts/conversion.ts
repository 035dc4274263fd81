import * as z from 'zod/mini';
import { CurrencyIdSchema } from './money';

/**
 * Spec §3 account-conversion status: 0 not allowed, 1 the main account may be converted, 2 an additional (currency)
 * account may. Converting an account changes its currency; the site never moves money at reference rates, so only an
 * account that has never held money (no deposit, bet or transfer in its ledger) may be converted, and the answer names
 * it: the main account when it qualifies (1), else the first additional account that does (2).
 */
export const ACCOUNT_CONVERSION_STATUSES = [0, 1, 2] as const;
export const AccountConversionStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** `GET /web-api/office/accounts/conversion`: the status and the account it is about (null with status 0). */
export const AccountConversionResponseSchema = z.object({
  status: AccountConversionStatusSchema,
  account_id: z.nullable(z.int().check(z.positive())),
});
export type AccountConversionResponse = z.infer<typeof AccountConversionResponseSchema>;

/**
 * `POST /web-api/office/accounts/convert`: the account to convert and its new currency (ISO 4217 numeric). The answer
 * is the office's, as add and remove currency (`CurrencyChangeResponseSchema`): `data.account_id` is the converted
 * account's id (a new id: the old account stays, closed, with its history); refusals carry `account_not_convertible`,
 * `currency_not_available` or `currency_already_held`.
 */
export const ConvertAccountBodySchema = z.object({
  account_id: z.int().check(z.positive()),
  currency_id: CurrencyIdSchema,
});
export type ConvertAccountBody = z.infer<typeof ConvertAccountBodySchema>;
