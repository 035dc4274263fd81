import { AuthPaths, CaptchaChallengeSchema, CaptchaPaths, CaptchaTestControlPath, encodeCredential, OutboxResponseSchema, SESSION_COOKIE, TestControlPaths } from '@betting/contracts';
import { manualClock, type ManualClock } from '@betting/kernel';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AppOptions } from '../app';
import type { EngineUnderTest } from '../db/testing/engines';
import { testControlAppOptions } from '../test-control';
import { seededApp, seededSite, type SeededApp } from '../testing/app.fixture';

export const START = Date.UTC(2026, 10, 22, 12);

export interface IdentityApp extends SeededApp {
  readonly clock: ManualClock;
}

/** The whole site with test control, migrated and seeded, on one engine, with a clock the test moves from `start`. */
export async function identityApp(engine: EngineUnderTest, options: Partial<AppOptions> = {}, start = START): Promise<IdentityApp> {
  const clock = manualClock(start);
  return { ...(await seededApp({ clock, ...testControlAppOptions, ...options }, engine)), clock };
}

/** The identity app of the describe block this is called in: open for its tests, closed after them. */
export const identitySite = (engine: EngineUnderTest, options: Partial<AppOptions> = {}): IdentityApp => seededSite(() => identityApp(engine, options));

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
    remoteAddress: options.ip,
    headers: { ...options.headers },
    payload: { uLogin: encodeCredential(login), uPassword: encodeCredential(password), save: options.save ?? false },
  });
}

export async function checkSession(app: FastifyInstance, session: string | undefined): Promise<number | null> {
  const response = await app.inject({ method: 'GET', url: AuthPaths.checkSession, cookies: session ? { [SESSION_COOKIE]: session } : {} });
  return response.json<{ user_id: number | null }>().user_id;
}

let phones = 0;
/** A user registered by phone (Russia): a number of their own, its outbox address and the registration's session. */
export async function registerByPhone(app: FastifyInstance, password = 'Phone-pass-1') {
  phones += 1;
  const phoneNumber = `916${String(1_000_000 + phones).slice(1)}0`;
  const response = await app.inject({ method: 'POST', url: AuthPaths.register, payload: { type: 'phone_reg', country_id: 643, currency_id: 643, first_deposit_bonus_choice: 0, phone_number: phoneNumber, country_code: 'ru', password } });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  return { userId: response.json<{ user_id: number }>().user_id, phoneNumber, recipient: `+7${phoneNumber}`, password, session: cookieOf(response, SESSION_COOKIE)?.value ?? '' };
}

/** The messages the outbox holds for one recipient, newest first, read as a person would through test control. */
export async function outboxOf(app: FastifyInstance, recipient: string) {
  const response = await app.inject({ method: 'GET', url: `${TestControlPaths.outbox}?recipient=${encodeURIComponent(recipient)}` });
  return OutboxResponseSchema.parse(response.json()).messages;
}

/** The one-time code in an SMS or e-mail text ('' when there is none). */
export const codeIn = (body: string) => /Your code: (\d{6})\./.exec(body)?.[1] ?? '';

/** A new captcha challenge with its answer, read through test control. */
export async function solvedCaptcha(app: FastifyInstance, captchaCode?: number) {
  const response = await app.inject({ method: 'GET', url: CaptchaPaths.update + (captchaCode ? `?captcha_code=${captchaCode}` : '') });
  const challenge = CaptchaChallengeSchema.parse(response.json());
  const answer = (await app.inject({ method: 'GET', url: CaptchaTestControlPath(challenge.captcha_id) })).json<{ answer: string }>().answer;
  return { ...challenge, answer };
}
