import { randomUUID } from 'node:crypto';
import {
  CASINO_DEMO_COOKIE,
  CasinoGamePaths,
  CasinoGameTestControlPaths,
  CasinoNextSeedResponseSchema,
  CasinoRoundResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  SESSION_COOKIE,
  type CasinoLaunchKind,
  type CasinoPlayBody,
  type CasinoRoundResponse,
} from '@betting/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AppOptions } from '../../app';
import type { Queryable } from '../../db/database';
import type { EngineUnderTest } from '../../db/testing/engines';
import { identityApp, type IdentityApp } from '../../identity/testing';
import { fund, newPerson } from '../../limits/testing';
import { seededSite } from '../../testing/app.fixture';

/** The site with test control and the game server without its sweep (calls settle due rounds themselves). */
export const gamesSite = (engine: EngineUnderTest, options: Partial<AppOptions> = {}): IdentityApp =>
  seededSite(() => identityApp(engine, { casinoGames: { sweepIntervalMs: 0 }, betting: { sweepIntervalMs: 0 }, ...options }));

/** Who calls: a signed-in person (session cookie) or a demo player (demo cookie, none before the first call). */
export interface Player {
  readonly userId: number;
  readonly accountId: number;
  readonly session: string;
}

/** A registered person (RUB main account) with `amount` minor units on it. */
export async function newPlayer(site: IdentityApp, amount = 1_000_000): Promise<Player> {
  const person = await newPerson(site.app);
  if (amount > 0) await fund(site.db, person, amount, 'RUB', new Date(site.clock.now()));
  return { userId: person.userId, accountId: person.accountId, session: person.session };
}

export type Caller = { readonly session: string } | { readonly demo: string | null };

const cookiesOf = (caller: Caller): Record<string, string> =>
  'session' in caller ? { [SESSION_COOKIE]: caller.session } : caller.demo ? { [CASINO_DEMO_COOKIE]: caller.demo } : {};
const modeOf = (caller: Caller) => `?demo=${'session' in caller ? 0 : 1}`;

/** The game server's calls as the frame makes them. */
export function gameCalls(app: FastifyInstance, caller: Caller) {
  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, key?: string) =>
    app.inject({ method, url: url + modeOf(caller), cookies: cookiesOf(caller), headers: key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}, ...(payload ? { payload } : {}) });
  return {
    state: (kind: CasinoLaunchKind) => inject('GET', CasinoGamePaths.state(kind)),
    play: (kind: CasinoLaunchKind, body: CasinoPlayBody, key: string = randomUUID()) => inject('POST', CasinoGamePaths.rounds(kind), body, key),
    round: (roundId: number) => inject('GET', CasinoGamePaths.round(roundId)),
    cashOut: (roundId: number, key: string = randomUUID()) => inject('POST', CasinoGamePaths.cashOut(roundId), undefined, key),
    act: (roundId: number, action: { readonly type: string } & Record<string, unknown>, key: string = randomUUID()) => inject('POST', CasinoGamePaths.action(roundId), { action }, key),
    clientSeed: (kind: CasinoLaunchKind, clientSeed: string) => inject('PUT', CasinoGamePaths.clientSeed(kind), { clientSeed }),
    rotate: (kind: CasinoLaunchKind) => inject('POST', CasinoGamePaths.rotateSeed(kind)),
    verify: (roundId: number) => inject('GET', CasinoGamePaths.verify(roundId)),
    history: (query = '') => app.inject({ method: 'GET', url: `${CasinoGamePaths.history}${query}`, cookies: cookiesOf(caller) }),
  };
}

/** A round call that must succeed: its parsed answer. */
export function played(response: LightMyRequestResponse, status = 201): CasinoRoundResponse {
  if (response.statusCode !== status) throw new Error(`expected ${status}, got ${response.statusCode} ${response.body}`);
  return CasinoRoundResponseSchema.parse(response.json());
}

/** The demo cookie a response set (the first demo call makes one). */
export const demoCookieOf = (response: LightMyRequestResponse): string | null => response.cookies.find((cookie) => cookie.name === CASINO_DEMO_COOKIE)?.value ?? null;

/** Test control: the user's next server seed of a game (searched for a first crash point when asked). */
export async function nextSeed(app: FastifyInstance, body: { userId: number; launchKind: CasinoLaunchKind; serverSeed?: string; clientSeed?: string; minCrashPoint?: number }) {
  const response = await app.inject({ method: 'PUT', url: CasinoGameTestControlPaths.nextSeed, payload: body });
  if (response.statusCode !== 200) throw new Error(`next seed: ${response.statusCode} ${response.body}`);
  return CasinoNextSeedResponseSchema.parse(response.json());
}

export async function balanceOf(db: Queryable, accountId: number): Promise<number> {
  const [row] = await db.query<{ balance: string | number }>('select b.balance from ledger_balances b join ledger_accounts l on l.id = b.account_id where l.wallet_account_id = $1', [accountId]);
  return Number(row?.balance ?? 0);
}

/** Ledger transactions of a kind posted for a round (`casino:{id}`). */
export async function roundLedgerCount(db: Queryable, kind: 'bet_stake' | 'bet_win', roundId: number): Promise<number> {
  const [row] = await db.query<{ n: string | number }>('select count(*) as n from ledger_transactions where kind = $1 and reference = $2', [kind, `casino:${roundId}`]);
  return Number(row?.n ?? 0);
}

export async function ledgerTransactionCount(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: string | number }>('select count(*) as n from ledger_transactions');
  return Number(row?.n ?? 0);
}

export async function casinoRoundCount(db: Queryable, owner: string): Promise<number> {
  const [row] = await db.query<{ n: string | number }>('select count(*) as n from casino_rounds where owner = $1', [owner]);
  return Number(row?.n ?? 0);
}
