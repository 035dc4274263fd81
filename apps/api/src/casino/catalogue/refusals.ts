import { CASINO_CATALOGUE_ERROR_STATUS, type CasinoCatalogueErrorCode } from '@betting/contracts';
import type { FastifyReply } from 'fastify';

const MESSAGES: Readonly<Record<CasinoCatalogueErrorCode, string>> = {
  invalid_request: 'The request does not match the call',
  not_signed_in: 'Sign in to keep favourite games',
  invalid_token: 'The token is not valid',
  casino_game_not_found: 'No such game',
  casino_provider_not_found: 'No such game provider',
};

/** Answers a catalogue call with its typed ApiError and the code's status. */
export function refuseCatalogue(reply: FastifyReply, code: CasinoCatalogueErrorCode) {
  return reply.code(CASINO_CATALOGUE_ERROR_STATUS[code]).send({ error: { code, message: MESSAGES[code] } });
}
