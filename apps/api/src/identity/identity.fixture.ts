import { AuthPaths, encodeCredential, SESSION_COOKIE } from '@betting/contracts';
import { manualClock, type ManualClock } from '@betting/kernel';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { seed } from '../db/seeds';
import type { EngineUnderTest } from '../db/testing/engines';
import { testControlAppOptions } from '../test-control/app-options';
import { TEMPLATE } from '../testing/app.fixture';
import type { IdentityOverrides } from './identity.routes';

export const START = Date.UTC(2026, 10, 22, 12);

export interface IdentityApp {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly clock: ManualClock;
  close(): Promise<void>;
}

/** The whole site with test control, migrated and seeded, on one engine, with a clock the test moves. */
export async function identityApp(engine: EngineUnderTest, identity: IdentityOverrides = {}): Promise<IdentityApp> {
  const { db, dispose } = await engine.open();
  await migrate(db);
  await seed(db);
  const clock = manualClock(START);
  const app = await buildApp({ db, clock, template: TEMPLATE, ...testControlAppOptions, identity });
  return { app, db, clock, close: async () => { await app.close(); await dispose(); } };
}

export function cookieOf(response: LightMyRequestResponse, name: string) {
  return response.cookies.find((cookie) => cookie.name === name);
}

let addresses = 0;
/** A fresh client address per caller, so failures counted per address never leak between tests. */
export function freshAddress(): string {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

export const FAST_REG = { type: 'fast_reg', country_id: 643, currency_id: 643, ref_code: null, first_deposit_bonus_choice: 1 } as const;

export async function registerFast(app: FastifyInstance, extra: Record<string, unknown> = {}) {
  const response = await app.inject({ method: 'POST', url: AuthPaths.register, payload: { ...FAST_REG, ...extra } });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  const body = response.json<{ user_id: number; password: string; account_id: number }>();
  return { ...body, session: cookieOf(response, SESSION_COOKIE)?.value ?? '' };
}

export function signIn(app: FastifyInstance, login: string, password: string, options: { ip: string; save?: boolean; headers?: Record<string, string> }) {
  return app.inject({
    method: 'POST',
    url: AuthPaths.loginByLogin,
    headers: { 'x-forwarded-for': options.ip, ...options.headers },
    payload: { uLogin: encodeCredential(login), uPassword: encodeCredential(password), save: options.save ?? false },
  });
}

export async function checkSession(app: FastifyInstance, session: string | undefined): Promise<number | null> {
  const response = await app.inject({ method: 'GET', url: AuthPaths.checkSession, cookies: session ? { [SESSION_COOKIE]: session } : {} });
  return response.json<{ user_id: number | null }>().user_id;
}
