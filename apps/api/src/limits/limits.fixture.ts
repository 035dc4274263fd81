import { randomUUID } from 'node:crypto';
import { AuthPaths, ClockReadingSchema, IDEMPOTENCY_KEY_HEADER, LimitPaths, LimitPingResponseSchema, PaymentsPaths, SESSION_COOKIE, TestControlPaths, limitCancelQuery, type LimitPingResponse, type LimitType, type SetLimitBody } from '@betting/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { registerFast } from '../identity/testing';
import { creditDeposit } from '../wallet';

export interface LimitsPerson {
  readonly userId: number;
  readonly accountId: number;
  readonly password: string;
  readonly session: string;
}

/** A deposit through the payments API (demo card), as the page asks for one: a fresh idempotency key each time. */
export function depositFor(app: FastifyInstance, person: { readonly session: string; readonly accountId: number }, amount: number) {
  return app.inject({
    method: 'POST',
    url: PaymentsPaths.deposits,
    cookies: { [SESSION_COOKIE]: person.session },
    headers: { [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    payload: { accountId: person.accountId, amount, method: 'demo_card', lng: 'en' },
  });
}

export async function newPerson(app: FastifyInstance, extra: Record<string, unknown> = {}): Promise<LimitsPerson> {
  const registered = await registerFast(app, extra);
  return { userId: registered.user_id, accountId: registered.account_id, password: registered.password, session: registered.session };
}

/** The short-lived user token of a session (GET /web-api/user/gettoken). */
export async function userTokenOf(app: FastifyInstance, session: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `${AuthPaths.getToken}?force_refresh=true`, cookies: { [SESSION_COOKIE]: session } });
  if (response.statusCode !== 200) throw new Error(`gettoken: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}

export type Auth = { readonly session: string } | { readonly token: string };

function authOf(auth: Auth, language = 'en'): { headers: Record<string, string>; cookies: Record<string, string> } {
  return 'token' in auth
    ? { headers: { 'x-auth': `Bearer ${auth.token}`, 'x-language': language }, cookies: {} }
    : { headers: { 'x-language': language }, cookies: { [SESSION_COOKIE]: auth.session } };
}

/** The limit service's calls, as the page makes them. */
export function limitCalls(app: FastifyInstance, auth: Auth, language = 'en') {
  const base = () => authOf(auth, language);
  return {
    list: () => app.inject({ method: 'GET', url: LimitPaths.list, ...base() }),
    set: (body: SetLimitBody) => app.inject({ method: 'POST', url: LimitPaths.limit, ...base(), payload: body }),
    action: (limitType: LimitType, action: 0 | 1) => app.inject({ method: 'POST', url: `${LimitPaths.action}?action=${action}`, ...base(), payload: { limitType } }),
    cancel: (limitType: LimitType) => app.inject({ method: 'DELETE', url: `${LimitPaths.limit}?${new URLSearchParams(limitCancelQuery(limitType)).toString()}`, ...base() }),
    ping: () => app.inject({ method: 'POST', url: LimitPaths.ping, ...base(), payload: {} }),
    session: () => app.inject({ method: 'GET', url: LimitPaths.session, ...base() }),
  };
}

/** Moves one person's clock by `seconds` through the test-control API; answers their now, seconds. */
export async function advancePerson(app: FastifyInstance, userId: number, seconds: number): Promise<number> {
  const moved = await app.inject({ method: 'POST', url: TestControlPaths.clockAdvance(`user-${userId}`), payload: { ms: seconds * 1000 } });
  if (moved.statusCode !== 200) throw new Error(`clock advance: ${moved.statusCode} ${moved.body}`);
  return Math.floor(ClockReadingSchema.parse(moved.json()).now / 1000);
}

/**
 * Moves the person's clock to `secondsIntoDay` after the next UTC midnight of their clock, so the session time a test
 * counts never crosses a day. Answers their now, seconds.
 */
export async function startOfNextDay(app: FastifyInstance, userId: number, secondsIntoDay = 3600): Promise<number> {
  const now = await advancePerson(app, userId, 0);
  const target = now - (now % 86_400) + 86_400 + secondsIntoDay;
  return advancePerson(app, userId, target - now);
}

/**
 * The page's pings over `seconds` of the person's clock: a ping now, then one every `step` seconds (test control moves
 * the person's clock between them, the server's stays). Answers the last ping's body.
 */
export async function pingFor(app: FastifyInstance, auth: Auth, userId: number, seconds: number, step = 120): Promise<LimitPingResponse> {
  const calls = limitCalls(app, auth);
  let last = await calls.ping();
  for (let elapsed = 0; elapsed < seconds; elapsed += step) {
    await advancePerson(app, userId, Math.min(step, seconds - elapsed));
    last = await calls.ping();
  }
  if (last.statusCode !== 200) throw new Error(`ping: ${last.statusCode} ${last.body}`);
  return LimitPingResponseSchema.parse(last.json());
}

/** Money in the person's main account straight through the ledger (not a payment: no deposit limit counts it). */
export async function fund(db: Database, person: { userId: number; accountId: number }, amount: number, currency: string, now: Date): Promise<void> {
  const credited = await creditDeposit(db, {
    userId: person.userId,
    walletAccountId: person.accountId,
    amount,
    currency,
    idempotencyKey: `test:fund:${randomUUID()}`,
    actor: 'system:test',
    now,
  });
  if (!credited.ok) throw new Error(`fund: ${credited.error.code}`);
}
