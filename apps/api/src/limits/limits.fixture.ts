import { randomUUID } from 'node:crypto';
import { AuthPaths, LimitPaths, SESSION_COOKIE, limitCancelQuery, type LimitType, type SetLimitBody } from '@betting/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { registerFast } from '../identity/identity.fixture';
import { creditDeposit } from '../wallet/ledger';

export interface LimitsPerson {
  readonly userId: number;
  readonly accountId: number;
  readonly password: string;
  readonly session: string;
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
  };
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
