import * as z from 'zod/mini';

/**
 * The stable codes of the accounts calls' refusals: in ApiError bodies (`{ error: { code, message } }`) for the
 * balance, set-active and payments calls, and in `data.code` of the add/remove currency answers (whose
 * `data.message` is the server's text in the bettor's language).
 */
export const AccountsErrorCodeSchema = z.enum([
  /** 400: the body or query did not match the call's contract. */
  'invalid_request',
  /** 401: no session, or a bad bearer token. */
  'not_signed_in',
  /** 404: no such account of this user. */
  'account_not_found',
  /** 409: the account is frozen: no bets, no withdrawals, no switching to it. */
  'account_frozen',
  /** 409: bonus and points accounts are never the active one. */
  'account_not_switchable',
  /** 400: the site offers no such currency for a new account. */
  'currency_not_available',
  /** 409: the user already has an account in this currency. */
  'currency_already_held',
  /** 409: only an empty additional (type 9) account that is not the active one can be removed. */
  'account_not_removable',
  'account_not_empty',
  /** 409: the account has held money (or is frozen, or is a bonus account): its currency stays. */
  'account_not_convertible',
]);
export type AccountsErrorCode = z.infer<typeof AccountsErrorCodeSchema>;
