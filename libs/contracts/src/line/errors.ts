import * as z from 'zod/mini';

/** Refusals of the line calls, as ApiError `{ error: { code, message } }`. */
export const LineErrorCodeSchema = z.enum([
  /** 400: the query or body did not match the call's contract. */
  'invalid_request',
  /** 404: no such game, champ, market or outcome (or its sport is disallowed for the caller). */
  'line_game_not_found',
  'line_champ_not_found',
  'line_market_not_found',
  'line_outcome_not_found',
  /** 409 (test control): the game has already finished. */
  'line_game_finished',
]);
export type LineErrorCode = z.infer<typeof LineErrorCodeSchema>;
