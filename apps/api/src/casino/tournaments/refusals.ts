import { CASINO_TOURNAMENT_ERROR_STATUS, type CasinoTournamentErrorCode } from '@betting/contracts';
import type { FastifyReply } from 'fastify';

const MESSAGES: Readonly<Record<CasinoTournamentErrorCode, string>> = {
  invalid_request: 'The request does not match the call',
  not_signed_in: 'Sign in to see your prizes',
  invalid_token: 'Your session has ended: sign in again',
  casino_tournament_not_found: 'No such tournament',
  casino_action_not_found: 'No such casino promotion',
  casino_promotion_not_found: 'No such casino promotion',
};

/** Answers a tournament or bonus call with its typed ApiError and the code's status. */
export function refuseTournament(reply: FastifyReply, code: CasinoTournamentErrorCode) {
  return reply.code(CASINO_TOURNAMENT_ERROR_STATUS[code]).send({ error: { code, message: MESSAGES[code] } });
}
