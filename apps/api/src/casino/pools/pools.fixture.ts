import { randomUUID } from 'node:crypto';
import {
  CasinoPoolPaths,
  CasinoPoolTestControlPaths,
  IDEMPOTENCY_KEY_HEADER,
  LottoDrawResponseSchema,
  LottoOverviewResponseSchema,
  LottoTicketResponseSchema,
  PoolTickResponseSchema,
  SESSION_COOKIE,
  TotoCouponResponseSchema,
  TotoDrawResponseSchema,
  TotoOverviewResponseSchema,
  type LottoTicketBody,
  type PoolTickResponse,
  type TotoCouponBody,
  type TotoResultWire,
} from '@betting/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Queryable } from '../../db/database';
import type { EngineUnderTest } from '../../db/testing/engines';
import { identityApp, type IdentityApp } from '../../identity/testing';
import { seededSite } from '../../testing/app.fixture';

export { balanceOf, newPlayer } from '../games/games.fixture';

/** The site with test control, no timers (tests tick the draws through test control). */
export const poolsSite = (engine: EngineUnderTest): IdentityApp =>
  seededSite(() => identityApp(engine, { casinoPools: { tickIntervalMs: 0 }, casinoGames: { sweepIntervalMs: 0 }, betting: { sweepIntervalMs: 0 } }));

function ok<T>(response: LightMyRequestResponse, schema: { parse(value: unknown): T }, status = 200): T {
  if (response.statusCode !== status) throw new Error(`expected ${status}, got ${response.statusCode} ${response.body}`);
  return schema.parse(response.json());
}

export async function tick(app: FastifyInstance): Promise<PoolTickResponse> {
  return ok(await app.inject({ method: 'POST', url: CasinoPoolTestControlPaths.tick }), PoolTickResponseSchema);
}

export const settleToto = (app: FastifyInstance, drawId: number, results?: readonly TotoResultWire[]) =>
  app.inject({ method: 'POST', url: CasinoPoolTestControlPaths.settleToto(drawId), payload: results ? { results } : {} });
export const settleLotto = (app: FastifyInstance, drawId: number) => app.inject({ method: 'POST', url: CasinoPoolTestControlPaths.settleLotto(drawId) });
export const settledToto = async (app: FastifyInstance, drawId: number, results?: readonly TotoResultWire[]) => ok(await settleToto(app, drawId, results), TotoDrawResponseSchema).draw;
export const drawnLotto = async (app: FastifyInstance, drawId: number) => ok(await settleLotto(app, drawId), LottoDrawResponseSchema).draw;

/** The calls as the pages make them, for a signed-in person (session cookie) or a guest (null). */
export function poolCalls(app: FastifyInstance, caller: { readonly session: string } | null) {
  const cookies: Record<string, string> = caller ? { [SESSION_COOKIE]: caller.session } : {};
  const get = (url: string) => app.inject({ method: 'GET', url, cookies });
  const post = (url: string, payload: object, key: string | null) => app.inject({ method: 'POST', url, cookies, payload, headers: key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {} });
  return {
    totoOverview: async () => ok(await get(CasinoPoolPaths.totoOverview), TotoOverviewResponseSchema),
    totoDraw: (drawId: number) => get(CasinoPoolPaths.totoDraw(drawId)),
    totoDraws: (query = '') => get(`${CasinoPoolPaths.totoDraws}${query}`),
    buyCoupon: (body: TotoCouponBody, key: string | null = randomUUID()) => post(CasinoPoolPaths.totoCoupons, body, key),
    coupons: (query = '') => get(`${CasinoPoolPaths.totoCoupons}${query}`),
    lottoOverview: async () => ok(await get(CasinoPoolPaths.lottoOverview), LottoOverviewResponseSchema),
    lottoDraw: (drawId: number) => get(CasinoPoolPaths.lottoDraw(drawId)),
    lottoDraws: (query = '') => get(`${CasinoPoolPaths.lottoDraws}${query}`),
    buyTicket: (body: LottoTicketBody, key: string | null = randomUUID()) => post(CasinoPoolPaths.lottoTickets, body, key),
    tickets: (query = '') => get(`${CasinoPoolPaths.lottoTickets}${query}`),
  };
}

export const bought = (response: LightMyRequestResponse) => ok(response, TotoCouponResponseSchema, 201);
export const boughtTicket = (response: LightMyRequestResponse) => ok(response, LottoTicketResponseSchema, 201);

/** Ledger transactions of a kind with a reference (`toto-coupon:{id}`, `lotto-ticket:{id}`). */
export async function ledgerCount(db: Queryable, kind: 'bet_stake' | 'bet_win' | 'bet_refund', reference: string): Promise<number> {
  const [row] = await db.query<{ n: string | number }>('select count(*) as n from ledger_transactions where kind = $1 and reference = $2', [kind, reference]);
  return Number(row?.n ?? 0);
}

export async function totoJackpot(db: Queryable, currency: string): Promise<number> {
  const [row] = await db.query<{ amount: string | number }>('select amount from toto_jackpots where currency = $1', [currency]);
  return Number(row?.amount ?? 0);
}

export async function lottoJackpot(db: Queryable, currency: string): Promise<number> {
  const [row] = await db.query<{ amount: string | number }>('select amount from lotto_jackpots where currency = $1', [currency]);
  return Number(row?.amount ?? 0);
}
