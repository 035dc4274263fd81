import type { BonusesErrorCode } from '@betting/contracts';
import type { FastifyReply } from 'fastify';

const REFUSALS: Readonly<Record<BonusesErrorCode, { readonly status: number; readonly message: string }>> = {
  invalid_request: { status: 400, message: 'The request is not valid' },
  not_signed_in: { status: 401, message: 'Please sign in' },
  invalid_token: { status: 401, message: 'The token is not valid' },
  offer_not_found: { status: 404, message: 'There is no such offer' },
  partner_not_found: { status: 404, message: 'There is no such partner' },
  first_deposit_made: { status: 409, message: 'The first deposit is made: the bonus choice can no longer change' },
  promo_invalid: { status: 409, message: 'There is no such promo code' },
  promo_expired: { status: 409, message: 'This promo code is not valid now' },
  promo_used: { status: 409, message: 'This promo code has been used' },
  cashback_nothing_to_claim: { status: 409, message: 'There is no cashback for last week' },
  cashback_already_claimed: { status: 409, message: "Last week's cashback has been claimed" },
  bonus_unavailable: { status: 503, message: 'The bonus cannot be paid just now; please try again' },
};

/** `{ error: { code, message } }` with the code's status: the web app translates the code, the message is a fallback. */
export function refuseBonus(reply: FastifyReply, code: BonusesErrorCode) {
  const refusal = REFUSALS[code];
  return reply.code(refusal.status).send({ error: { code, message: refusal.message } });
}
