import { AuthPaths, SESSION_COOKIE } from '@betting/contracts';
import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from './db/testing/engines';
import { seededApp, seededSite } from './testing/app.fixture';

/**
 * Every route of the route table, called with what a hostile client sends: invalid JSON, wrong types, NaN and 1e309,
 * 100,000-character strings, NUL, impossible dates, `__proto__`. Each case starts from a body, query and path the
 * route's schemas accept and spoils one field, so the spoiled value reaches the handler whenever the schema lets it
 * through. Fixed seed, a bounded number of cases per route: no answer may be 500 or above.
 */

const SEED = 0x5eed_18;
const CASES_PER_ROUTE = 48;

/** mulberry32: a small PRNG, so a failing case is the same on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface ZodLike {
  readonly _zod: { readonly def: Record<string, unknown> & { readonly type: string } };
}
const isZod = (value: unknown): value is ZodLike => typeof value === 'object' && value !== null && '_zod' in value;
const defOf = (schema: ZodLike) => schema._zod.def;
const accepts = (schema: ZodLike, value: unknown) => {
  try {
    return (schema as unknown as { '~standard': { validate: (v: unknown) => { issues?: unknown } } })['~standard'].validate(value).issues === undefined;
  } catch {
    return false;
  }
};

const STRING_CANDIDATES = [
  'abc', 'Abcdef-12', '1', '2026-11-22', 'test@example.com', '+79161234567', 'https://example.com/', '/', 'ru', 'en', 'RUB', 'football',
  '00000000-0000-4000-8000-000000000000', '2026-11-22T12:00:00.000Z', '12:00', 'a'.repeat(64), 'abcdefghij0123456789', '0123456789abcdef0123456789abcdef',
];
const NUMBER_CANDIDATES = [1, 643, 0, 10, 100, 1000, 2026, 0.5, 1.5];

/** A value the schema accepts, or the closest guess (a schema too narrow for the guesses still gets its spoiled cases). */
function sample(schema: unknown, depth = 0): unknown {
  if (!isZod(schema) || depth > 6) return 'abc';
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      return Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, sample(field, depth + 1)]));
    }
    case 'string': return STRING_CANDIDATES.find((candidate) => accepts(schema, candidate)) ?? 'abc';
    case 'number': return NUMBER_CANDIDATES.find((candidate) => accepts(schema, candidate)) ?? 1;
    case 'bigint': return 1;
    case 'boolean': return true;
    case 'literal': return (def.values as unknown[])[0];
    case 'enum': return Object.values(def.entries as Record<string, unknown>)[0];
    case 'optional': case 'nullable': case 'default': case 'prefault': case 'catch': case 'readonly': case 'nonoptional':
      return sample(def.innerType, depth + 1);
    case 'pipe': return sample(def.in, depth + 1);
    case 'lazy': return sample((def.getter as () => unknown)(), depth + 1);
    case 'union': {
      const options = def.options as unknown[];
      return options.map((option) => sample(option, depth + 1)).find((candidate) => accepts(schema, candidate)) ?? sample(options[0], depth + 1);
    }
    case 'intersection': {
      const left = sample(def.left, depth + 1);
      const right = sample(def.right, depth + 1);
      return typeof left === 'object' && typeof right === 'object' ? { ...(left as object), ...(right as object) } : left;
    }
    case 'array': return [sample(def.element, depth + 1)];
    case 'tuple': return (def.items as unknown[]).map((item) => sample(item, depth + 1));
    case 'record': return {};
    default: return 'abc';
  }
}

/** Fields of an object schema (after optional/pipe wrappers), or none. */
function fieldsOf(schema: unknown): string[] {
  if (!isZod(schema)) return [];
  const def = defOf(schema);
  if (def.type === 'object') return Object.keys(def.shape as object);
  if (['optional', 'nullable', 'default', 'readonly'].includes(def.type)) return fieldsOf(def.innerType);
  if (def.type === 'pipe') return fieldsOf(def.in);
  if (def.type === 'union') return [...new Set((def.options as unknown[]).flatMap(fieldsOf))];
  if (def.type === 'intersection') return [...fieldsOf(def.left), ...fieldsOf(def.right)];
  return [];
}

/** Marks a value written into the JSON text as is (1e309, NaN): no JSON.stringify can produce them. */
const RAW = (text: string) => ({ raw: text });
const LONG = 'x'.repeat(100_000);
const BODY_VALUES: unknown[] = [
  null, true, false, [], {}, -1, 0, 1.5, 2 ** 53 + 2, -(2 ** 63), LONG, '', 'a\u0000b', '\u0000', '2026-02-30', '0000-00-00', '9999-99-99', '2026-13-01T25:61:00Z',
  RAW('1e309'), RAW('-1e309'), RAW('NaN'), '1e309', 'NaN', 'Infinity', { __proto__: null }, ['a\u0000'], { a: LONG }, '<script>alert(1)</script>', "' or 1=1 --",
];
const TEXT_VALUES = ['\u0000', 'a\u0000b', 'NaN', '1e309', '-1e309', 'Infinity', '-1', '0', '1.5', '99999999999999999999', '2026-02-30', '0000-00-00', '2026-13-45', LONG, '__proto__', '[]', "' or 1=1 --", '%', ''];

function jsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, inner: unknown) => {
    if (typeof inner === 'object' && inner !== null && 'raw' in inner && Object.keys(inner).length === 1) {
      raws.push(String((inner as { raw: unknown }).raw));
      return `@@RAW${raws.length - 1}@@`;
    }
    return inner;
  });
  return text.replace(/"@@RAW(\d+)@@"/g, (_match, index: string) => raws[Number(index)] ?? 'null');
}

interface Route {
  readonly method: HTTPMethods;
  readonly url: string;
  readonly schema: { body?: unknown; querystring?: unknown; params?: unknown };
}

interface Case {
  readonly method: HTTPMethods;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly payload?: string;
}

function pick<T>(next: () => number, values: readonly T[]): T {
  return values[Math.floor(next() * values.length)] as T;
}

function pathOf(url: string, params: Record<string, string>): string {
  return url.replace(/:(\w+)|\*/g, (_match, name: string | undefined) => encodeURIComponent(params[name ?? '*'] ?? 'abc'));
}

function queryText(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The route's bounded set of cases: a valid one, then one spoiled part each, chosen by the seeded PRNG. */
function casesOf(route: Route, next: () => number): Case[] {
  const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] as string).concat(route.url.includes('*') ? ['*'] : []);
  const baseParams = Object.fromEntries(paramNames.map((name) => {
    const sampled = route.schema.params ? (sample(route.schema.params) as Record<string, unknown>)[name] : undefined;
    return [name, String(sampled ?? '1')];
  }));
  const baseQuery = route.schema.querystring ? (sample(route.schema.querystring) as Record<string, unknown>) : {};
  const hasBody = route.method !== 'GET' && route.method !== 'HEAD' && route.method !== 'OPTIONS';
  const baseBody = route.schema.body ? sample(route.schema.body) : {};
  const bodyFields = fieldsOf(route.schema.body);
  const queryFields = [...new Set([...fieldsOf(route.schema.querystring), 'date', 'q', 'id'])];

  const make = (parts: { params?: Record<string, string>; query?: Record<string, unknown>; body?: string; contentType?: string }): Case => ({
    method: route.method,
    url: pathOf(route.url, parts.params ?? baseParams) + queryText(parts.query ?? baseQuery),
    headers: hasBody ? { 'content-type': parts.contentType ?? 'application/json' } : {},
    ...(hasBody ? { payload: parts.body ?? jsonText(baseBody) } : {}),
  });

  // Every (part, value) pair, shuffled by the seeded PRNG; the route gets the first of them up to its bound.
  const candidates: (() => Case)[] = [];
  for (const name of paramNames) for (const value of TEXT_VALUES) candidates.push(() => make({ params: { ...baseParams, [name]: value } }));
  for (const name of queryFields) for (const value of TEXT_VALUES) candidates.push(() => make({ query: { ...baseQuery, [name]: value } }));
  if (hasBody) {
    if (bodyFields.length > 0 && typeof baseBody === 'object' && baseBody !== null && !Array.isArray(baseBody)) {
      for (const name of bodyFields) for (const value of BODY_VALUES) candidates.push(() => make({ body: jsonText({ ...(baseBody as object), [name]: value }) }));
    } else {
      for (const value of BODY_VALUES) candidates.push(() => make({ body: jsonText(value) }));
    }
  }
  for (let index = candidates.length - 1; index > 0; index -= 1) {
    const other = Math.floor(next() * (index + 1));
    [candidates[index], candidates[other]] = [candidates[other] as () => Case, candidates[index] as () => Case];
  }
  const cases: Case[] = [make({})];
  if (hasBody) {
    cases.push(make({ body: pick(next, ['{"a":', '{', '[', 'nul', '"\\u0000"', '{"a":1}}', '\u0000', 'NaN', '1e309', '-1e309']) }));
    cases.push(make({ body: jsonText(baseBody).replace(/^\{/, '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},') }));
    cases.push(make({ body: jsonText(baseBody), contentType: 'text/plain' }));
  }
  for (const candidate of candidates.slice(0, Math.max(0, CASES_PER_ROUTE - cases.length))) cases.push(candidate());
  return cases;
}

describe.each(enginesUnderTest())('every route under hostile input on $name', (engine) => {
  const routes: Route[] = [];
  const site = seededSite(() => seededApp({
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        routes.push({ method, url: route.url, schema: (route.schema ?? {}) as Route['schema'] });
      }
    },
  }, engine));

  async function session(app: FastifyInstance): Promise<string> {
    const response = await app.inject({ method: 'POST', url: AuthPaths.register, payload: { type: 'fast_reg', country_id: 643, currency_id: 643, ref_code: null, first_deposit_bonus_choice: 1 } });
    return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value ?? '';
  }

  it('answers no route with 500 or above', { timeout: 240_000 }, async () => {
    const { app } = site;
    expect(routes.length).toBeGreaterThan(100);
    const next = random(SEED);
    // Signing out or closing the account ends the session the other cases ride on: those routes go last.
    const ordered = [...routes].sort((a, b) => Number(/logout|sign-out|exit|close|delete/i.test(a.url)) - Number(/logout|sign-out|exit|close|delete/i.test(b.url)) || a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
    const cookie = await session(app);
    const failures: string[] = [];
    let sent = 0;
    for (const route of ordered) {
      for (const call of casesOf(route, next)) {
        sent += 1;
        // As a stream: the answer's status is known once its head is written, and the line's event stream never ends.
        const response = await app.inject({ ...call, cookies: { [SESSION_COOKIE]: cookie }, payloadAsStream: true });
        const body = response.stream();
        if (response.statusCode >= 500) {
          const chunks: Buffer[] = [];
          for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
          failures.push(`${response.statusCode} ${call.method} ${call.url.slice(0, 160)} ${(call.payload ?? '').slice(0, 160)} → ${Buffer.concat(chunks).toString('utf8').slice(0, 200)}`);
        } else {
          body.destroy();
        }
      }
    }
    expect(sent).toBeGreaterThan(routes.length);
    expect(failures).toEqual([]);
  });
});
