import {
  ApiErrorSchema,
  CASINO_DRAW_ERROR_STATUS,
  CASINO_DRAW_WINNERS_SHOWN,
  CasinoDrawDetailResponseSchema,
  CasinoDrawGameParamsSchema,
  CasinoDrawParamsSchema,
  CasinoDrawPaths,
  CasinoDrawResultsQuerySchema,
  CasinoDrawResultsResponseSchema,
  CasinoDrawStateResponseSchema,
  CasinoDrawTicketBodySchema,
  CasinoDrawTicketResponseSchema,
  CasinoDrawTicketsQuerySchema,
  CasinoDrawTicketsResponseSchema,
  IDEMPOTENT_REPLAY_HEADER,
  IdempotencyKeySchema,
  limitRefusedApiError,
  type CasinoDrawErrorCode,
  type CasinoDrawWinner,
} from '@betting/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { match } from 'ts-pattern';
import { activeAccountOf } from '../games/wallets';
import type { PurchaseDeps } from './deps';
import { drawById, drawingDrawOf, drawScheduleOf, drawWire, finishedDraws, openDrawOf } from './draws.repository';
import { maskedPlayer } from './players';
import { buyTicket } from './purchase';
import { drawStakeRangeOf } from './stakes';
import { ticketHistory, ticketWire, winningTicketsOf, type StoredTicket } from './tickets.repository';
import { guestRefusalOf } from '../../sessions';

export interface CasinoDrawsRoutesOptions {
  readonly deps: PurchaseDeps;
}

const MESSAGES: Readonly<Record<CasinoDrawErrorCode, string>> = {
  invalid_request: 'The request does not match the call',
  invalid_picks: 'Pick 1 to 10 different numbers from 1 to 80',
  stake_out_of_range: 'The stake is outside the range',
  not_signed_in: 'Sign in to buy tickets',
  invalid_token: 'The token is not valid',
  limit_refused: 'A responsible-gaming limit refuses this stake',
  draw_not_found: 'No such draw',
  draw_closed: 'The draw takes no more tickets: the next one opens in a moment',
  insufficient_funds: 'Not enough money on the account',
  account_frozen: 'The account is frozen',
  account_not_found: 'No account to play with',
  idempotency_conflict: 'This Idempotency-Key was used for another call',
};

const LATEST_SHOWN = 6;
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };
const refuse = (reply: FastifyReply, code: CasinoDrawErrorCode, params?: Record<string, string | number>) =>
  reply.code(CASINO_DRAW_ERROR_STATUS[code]).send({ error: { code, message: MESSAGES[code], ...(params ? { params } : {}) } });

type Pattern = NonNullable<CasinoDrawWinner['pattern']>;
const PATTERNS: readonly Pattern[] = ['line', 'twoLines', 'fullHouse'];

/** The best pattern any of a bingo ticket's cards completed within its draw. */
function bestPattern(cards: readonly { lineAt: number | null; twoLinesAt: number | null; fullHouseAt: number | null }[]): Pattern | null {
  let best = -1;
  for (const card of cards) best = Math.max(best, card.fullHouseAt !== null ? 2 : card.twoLinesAt !== null ? 1 : card.lineAt !== null ? 0 : -1);
  return PATTERNS[best] ?? null;
}

/** A winning ticket as the draw's page lists it: keno's hits, or bingo's best pattern. */
function winnerOf(ticket: StoredTicket): CasinoDrawWinner {
  const outcome = ticket.outcome;
  return {
    ticketId: ticket.id,
    player: maskedPlayer(ticket.userId),
    currency: ticket.currency,
    stake: ticket.stake,
    payout: ticket.payout ?? 0,
    multiplier: ticket.multiplier ?? 0,
    hits: outcome?.game === 'keno' ? outcome.hits.length : null,
    pattern: outcome?.game === 'bingo' ? bestPattern(outcome.cards) : null,
  };
}

/** The draws' calls (`CasinoDrawPaths`): the state and results for everyone; tickets for the signed-in. Never cached. */
export const casinoDrawsRoutes: FastifyPluginAsyncZod<CasinoDrawsRoutesOptions> = async (app, { deps }) => {
  const nowMs = () => deps.clock.now();
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  /** The signed-in caller's id, or a 401 already sent (null). */
  async function signedIn(request: FastifyRequest, reply: FastifyReply): Promise<number | null> {
    const caller = await request.caller;
    if (caller.kind === 'user') return caller.userId;
    await refuse(reply, guestRefusalOf(caller));
    return null;
  }

  app.get(CasinoDrawPaths.statePattern, { schema: { params: CasinoDrawGameParamsSchema, response: { 200: CasinoDrawStateResponseSchema, ...errors } } }, async (request, reply) => {
    const { game } = request.params;
    const now = nowMs();
    const schedule = await drawScheduleOf(deps.db, game);
    if (!schedule) return refuse(reply, 'draw_not_found');
    const [open, drawing, latest, caller] = [
      await openDrawOf(deps.db, game, new Date(now)),
      await drawingDrawOf(deps.db, game),
      await finishedDraws(deps.db, game, 1, LATEST_SHOWN),
      await request.caller,
    ];
    const account = caller.kind === 'user' ? await activeAccountOf(deps.db, caller.userId) : null;
    return {
      game,
      serverNowMs: now,
      schedule: { everySeconds: schedule.everySeconds, ballIntervalMs: schedule.ballIntervalMs },
      open: open ? drawWire(open, now) : null,
      drawing: drawing ? drawWire(drawing, now) : null,
      latest: latest.draws.filter((draw) => draw.status === 'settled').map((draw) => drawWire(draw, now)),
      stakes: account ? { currency: account.currency, range: drawStakeRangeOf(account.currency) } : null,
    };
  });

  app.post(CasinoDrawPaths.tickets, { schema: { body: CasinoDrawTicketBodySchema, response: { 201: CasinoDrawTicketResponseSchema, ...errors } } }, async (request, reply) => {
    const userId = await signedIn(request, reply);
    if (userId === null) return reply;
    const header = request.headers['idempotency-key'];
    const key = IdempotencyKeySchema.safeParse(typeof header === 'string' ? header : undefined);
    if (!key.success) return refuse(reply, 'invalid_request', { field: 'Idempotency-Key' });
    const outcome = await buyTicket(deps, userId, request.body, key.data);
    return match(outcome)
      .with({ kind: 'bought' }, ({ replayed, ticket, draw, wallet }) => {
        if (replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
        return reply.code(201).send({ ticket: ticketWire(ticket, draw, nowMs()), wallet });
      })
      .with({ kind: 'refused' }, ({ code, params }) => refuse(reply, code, params))
      .with({ kind: 'limit' }, ({ refusal }) => reply.code(403).send(limitRefusedApiError(refusal, MESSAGES.limit_refused)))
      .with({ kind: 'conflict' }, () => refuse(reply, 'idempotency_conflict'))
      .exhaustive();
  });

  app.get(CasinoDrawPaths.tickets, { schema: { querystring: CasinoDrawTicketsQuerySchema, response: { 200: CasinoDrawTicketsResponseSchema, ...errors } } }, async (request, reply) => {
    const userId = await signedIn(request, reply);
    if (userId === null) return reply;
    const { page, pageSize } = request.query;
    const { tickets, total } = await ticketHistory(deps.db, userId, request.query);
    const now = nowMs();
    return { tickets: tickets.map(({ ticket, draw }) => ticketWire(ticket, draw, now)), paging: { pageNumber: page, pageSize, totalCount: total, totalPages: Math.ceil(total / pageSize) } };
  });

  app.get(
    CasinoDrawPaths.resultsPattern,
    { schema: { params: CasinoDrawGameParamsSchema, querystring: CasinoDrawResultsQuerySchema, response: { 200: CasinoDrawResultsResponseSchema, ...errors } } },
    async (request) => {
      const { page, pageSize } = request.query;
      const { draws, total } = await finishedDraws(deps.db, request.params.game, page, pageSize);
      const now = nowMs();
      return { draws: draws.map((draw) => drawWire(draw, now)), paging: { pageNumber: page, pageSize, totalCount: total, totalPages: Math.ceil(total / pageSize) } };
    },
  );

  app.get(CasinoDrawPaths.drawPattern, { schema: { params: CasinoDrawParamsSchema, response: { 200: CasinoDrawDetailResponseSchema, ...errors } } }, async (request, reply) => {
    const draw = await drawById(deps.db, request.params.drawId);
    if (draw?.game !== request.params.game) return refuse(reply, 'draw_not_found');
    const { tickets, total } = draw.status === 'settled' ? await winningTicketsOf(deps.db, draw.id, CASINO_DRAW_WINNERS_SHOWN) : { tickets: [], total: 0 };
    return { draw: drawWire(draw, nowMs()), winners: tickets.map(winnerOf), winnersCount: total };
  });
};
