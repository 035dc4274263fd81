import { randomUUID } from 'node:crypto';
import {
  CasinoDrawDetailResponseSchema,
  CasinoDrawPaths,
  CasinoDrawResultsResponseSchema,
  CasinoDrawRunResponseSchema,
  CasinoDrawSeedResponseSchema,
  CasinoDrawStateResponseSchema,
  CasinoDrawTestControlPaths,
  CasinoDrawTicketResponseSchema,
  CasinoDrawTicketsResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  SESSION_COOKIE,
  type CasinoDraw,
  type CasinoDrawGame,
  type CasinoDrawStateResponse,
  type CasinoDrawTicketBody,
  type CasinoDrawTicketResponse,
} from '@betting/contracts';
import { DRAW_MAX_BALLS } from '@betting/games';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AppOptions } from '../../app';
import type { Queryable } from '../../db/database';
import type { EngineUnderTest } from '../../db/testing/engines';
import { identityApp, type IdentityApp } from '../../identity/testing';
import { seededSite } from '../../testing/app.fixture';

export { balanceOf, ledgerTransactionCount, newPlayer, type Player } from '../games/games.fixture';

/** The site with test control and the draws' timer off: tests move the clock and run the schedule themselves. */
export const drawsSite = (engine: EngineUnderTest, options: Partial<AppOptions> = {}): IdentityApp =>
  seededSite(() => identityApp(engine, { casinoDraws: { tickIntervalMs: 0 }, casinoGames: { sweepIntervalMs: 0 }, betting: { sweepIntervalMs: 0 }, ...options }));

/** The draws' calls as the pages make them, for a signed-in person (a session) or a guest (null). */
export function drawCalls(app: FastifyInstance, session: string | null) {
  const cookies: Record<string, string> = session ? { [SESSION_COOKIE]: session } : {};
  return {
    state: (game: CasinoDrawGame) => app.inject({ method: 'GET', url: CasinoDrawPaths.state(game), cookies }),
    buy: (body: CasinoDrawTicketBody, key: string | null = randomUUID()) =>
      app.inject({ method: 'POST', url: CasinoDrawPaths.tickets, cookies, headers: key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}, payload: body }),
    tickets: (query = '') => app.inject({ method: 'GET', url: `${CasinoDrawPaths.tickets}${query}`, cookies }),
    results: (game: CasinoDrawGame, query = '') => app.inject({ method: 'GET', url: `${CasinoDrawPaths.results(game)}${query}`, cookies }),
    draw: (game: CasinoDrawGame, drawId: number) => app.inject({ method: 'GET', url: CasinoDrawPaths.draw(game, drawId), cookies }),
  };
}

function parsed<T>(response: LightMyRequestResponse, schema: { parse: (value: unknown) => T }, status = 200): T {
  if (response.statusCode !== status) throw new Error(`expected ${status}, got ${response.statusCode} ${response.body}`);
  return schema.parse(response.json());
}

export const bought = (response: LightMyRequestResponse): CasinoDrawTicketResponse => parsed(response, CasinoDrawTicketResponseSchema, 201);
export const stateOf = async (app: FastifyInstance, game: CasinoDrawGame, session: string | null = null): Promise<CasinoDrawStateResponse> =>
  parsed(await drawCalls(app, session).state(game), CasinoDrawStateResponseSchema);
export const ticketsOf = async (app: FastifyInstance, session: string, query = '') => parsed(await drawCalls(app, session).tickets(query), CasinoDrawTicketsResponseSchema);
export const resultsOf = async (app: FastifyInstance, game: CasinoDrawGame, query = '') => parsed(await drawCalls(app, null).results(game, query), CasinoDrawResultsResponseSchema);
export const drawDetailOf = async (app: FastifyInstance, game: CasinoDrawGame, drawId: number) => parsed(await drawCalls(app, null).draw(game, drawId), CasinoDrawDetailResponseSchema);

/** Test control: the schedule run at the site's clock. */
export async function runSchedule(site: IdentityApp) {
  return parsed(await site.app.inject({ method: 'POST', url: CasinoDrawTestControlPaths.run, payload: {} }), CasinoDrawRunResponseSchema);
}

/** The game's open draw with a known server seed (committed now through test control). */
export async function openDrawWithSeed(site: IdentityApp, game: CasinoDrawGame, serverSeed = `draw-${game}-${randomUUID()}`): Promise<{ draw: CasinoDraw; serverSeed: string }> {
  const seeded = parsed(await site.app.inject({ method: 'PUT', url: CasinoDrawTestControlPaths.seed(game), payload: { serverSeed } }), CasinoDrawSeedResponseSchema);
  const { open } = await stateOf(site.app, game);
  if (open?.id !== seeded.drawId) throw new Error(`the open ${game} draw is not ${seeded.drawId}`);
  return { draw: open, serverSeed };
}

/** Moves the clock to the draw's time and runs the schedule (it starts drawing), then past its show (it settles). */
export async function playDrawOut(site: IdentityApp, draw: CasinoDraw): Promise<void> {
  site.clock.set(Date.parse(draw.drawAt));
  await runSchedule(site);
  const { schedule } = await stateOf(site.app, draw.game);
  site.clock.set(Date.parse(draw.drawAt) + DRAW_MAX_BALLS[draw.game] * schedule.ballIntervalMs);
  await runSchedule(site);
}

/** Ledger transactions of a kind posted for a ticket (`draw-ticket:{id}`). */
export async function ticketLedgerCount(db: Queryable, kind: 'bet_stake' | 'bet_win' | 'bet_refund', ticketId: number): Promise<number> {
  const [row] = await db.query<{ n: string | number }>('select count(*) as n from ledger_transactions where kind = $1 and reference = $2', [kind, `draw-ticket:${ticketId}`]);
  return Number(row?.n ?? 0);
}

export async function ticketCount(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ n: string | number }>('select count(*) as n from casino_draw_tickets where user_id = $1', [userId]);
  return Number(row?.n ?? 0);
}
