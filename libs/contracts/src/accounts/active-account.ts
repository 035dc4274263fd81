import * as z from 'zod/mini';
import { BalanceAccountSchema } from './balance';

/** `POST /web-api/user/active-account`: the account to make active (one of the user's main or currency accounts). */
export const SetActiveAccountBodySchema = z.object({ id: z.int().check(z.positive()) });
export type SetActiveAccountBody = z.infer<typeof SetActiveAccountBodySchema>;

/**
 * The accounts list after the switch (the default call's `balance` shape, the new one `is_active`); the client
 * replaces its accounts with it, then refreshes the balance. Refusals are ApiError bodies with an AccountsErrorCode
 * (`account_not_found` 404, `account_frozen` 409, `account_not_switchable` 409).
 */
export const SetActiveAccountResponseSchema = z.object({ success: z.literal(true), balance: z.array(BalanceAccountSchema) });
export type SetActiveAccountResponse = z.infer<typeof SetActiveAccountResponseSchema>;

/** `PUT /web-api/user/hide-balance`: hide the balance in the header (and answer the stored value). */
export const HideBalanceSchema = z.object({ hide: z.boolean() });
export type HideBalance = z.infer<typeof HideBalanceSchema>;
