import * as z from 'zod/mini';

/** Every refusal of the bonus calls, as `{ error: { code, message } }` (ApiErrorSchema); the web app translates the code. */
export const BonusesErrorCodeSchema = z.enum([
  /** 400: the body or query did not match the call's contract. */
  'invalid_request',
  /** 401: no session, or a bad bearer token. */
  'not_signed_in',
  'invalid_token',
  /** 404: no such offer or partner (or it is withdrawn). */
  'offer_not_found',
  'partner_not_found',
  /** 409: the first-deposit choice is fixed once the first deposit is made. */
  'first_deposit_made',
  /** 409: a promo code that does not exist, whose time is over, or that this person (or everyone allowed) used. */
  'promo_invalid',
  'promo_expired',
  'promo_used',
  /** 409: no cashback for last week (no net casino loss, or below the programme's minimum). */
  'cashback_nothing_to_claim',
  /** 409: last week's cashback of this programme was claimed already. */
  'cashback_already_claimed',
  /** 503: the bonus could not be paid just now (the ledger refused); nothing was granted, try again. */
  'bonus_unavailable',
]);
export type BonusesErrorCode = z.infer<typeof BonusesErrorCodeSchema>;
