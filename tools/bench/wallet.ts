/**
 * The wallet under load over real HTTP: `npm run bench -- wallet [--url http://127.0.0.1:PORT] [--clients 8] [--flows 30]`.
 * Without `--url` it starts the site itself (the build with test control, `apps/api/dist-test`) on a free port, on
 * PGlite and then, when DATABASE_URL is set, on that PostgreSQL. Each client registers a user and runs a fixed number of
 * payment flows through the demo provider's pages: deposits (some sent twice with the same Idempotency-Key), retries
 * after failures, withdrawals paid out, refused or cancelled. Then it audits: every user's balance against what the
 * flows should have left, and the ledger's own audit (`/__test/ledger/audit`). The last line is the verdict.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { siteReady } from './site-ready';
import { json, registerBettor } from './bettor';
import { GENEROUS_LIMITS_ENV } from './generous-limits';

interface Options {
  readonly url: string | undefined;
  readonly clients: number;
  readonly flows: number;
}

function optionsFrom(argv: readonly string[]): Options {
  const value = (name: string) => {
    const index = argv.indexOf(name);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const count = (name: string, fallback: number) => {
    const parsed = Number(value(name));
    return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
  };
  return { url: value('--url'), clients: count('--clients', 8), flows: count('--flows', 30) };
}

/** A deterministic random source per client, so every run asks the same. */
function randomFor(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

class Site {
  readonly latencies: number[] = [];
  constructor(readonly origin: string) {}

  /** One HTTP call, timed; network failures and 5xx answers are retried up to 3 times with the same request. */
  async call(path: string, init: RequestInit & { readonly cookie?: string }): Promise<Response> {
    for (let attempt = 1; ; attempt += 1) {
      const started = performance.now();
      try {
        const response = await fetch(new URL(path, this.origin), { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), ...(init.cookie ? { cookie: init.cookie } : {}) } });
        this.latencies.push(performance.now() - started);
        if (response.status < 500 || attempt === 3) return response;
      } catch (error) {
        this.latencies.push(performance.now() - started);
        if (attempt === 3) throw error;
      }
    }
  }
}

interface User {
  readonly cookie: string;
  readonly accountId: number;
  /** Minor units the flows should have left on the main account. */
  expected: number;
}

interface Tally {
  ops: number;
  doubledReplies: number;
}

async function register(site: Site): Promise<User> {
  return { ...(await registerBettor(site)), expected: 0 };
}

/** Creates a payment (sometimes twice with one key, which must answer the same payment) and ends it on the provider's page. */
async function payment(site: Site, user: User, tally: Tally, kind: 'deposits' | 'withdrawals', amount: number, outcome: string, duplicate: boolean, key: string): Promise<boolean> {
  const body = JSON.stringify({ accountId: user.accountId, amount, method: 'demo_card', lng: 'en', ...(kind === 'withdrawals' ? { destination: '4242 4242 4242 4242' } : {}) });
  const create = () => site.call(`/web-api/payments/${kind}`, { method: 'POST', cookie: user.cookie, headers: { 'content-type': 'application/json', 'idempotency-key': key }, body });
  const created = await create();
  tally.ops += 1;
  if (created.status !== 201) return false;
  const first = await json<{ paymentId: number; redirectUrl: string }>(created);
  if (duplicate) {
    const again = await create();
    tally.ops += 1;
    const replay = again.status === 201 ? await json<{ paymentId: number }>(again) : null;
    if (replay?.paymentId !== first.paymentId) tally.doubledReplies += 1;
  }
  const page = new URL(first.redirectUrl);
  const chosen = await site.call(page.pathname, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ outcome }).toString() });
  tally.ops += 1;
  return chosen.status === 303 && outcome === 'success';
}

async function runClient(site: Site, client: number, flows: number, tally: Tally): Promise<User> {
  const random = randomFor(client + 1);
  const user = await register(site);
  for (let flow = 0; flow < flows; flow += 1) {
    const key = `bench-${client}-${flow}-${Date.now()}`;
    const duplicate = random() < 0.2;
    if (flow % 3 !== 2 || user.expected < 20_000) {
      const amount = 10_000 + Math.floor(random() * 90) * 100;
      const outcome = random() < 0.85 ? 'success' : 'fail';
      if (await payment(site, user, tally, 'deposits', amount, outcome, duplicate, key)) user.expected += amount;
    } else {
      const amount = 10_000 + Math.floor(random() * 10) * 100;
      const roll = random();
      const outcome = roll < 0.7 ? 'success' : roll < 0.85 ? 'fail' : 'cancel';
      if (await payment(site, user, tally, 'withdrawals', amount, outcome, duplicate, key)) user.expected -= amount;
    }
  }
  return user;
}

async function balanceOf(site: Site, user: User): Promise<number> {
  const response = await site.call('/web-api/user/balance', { method: 'GET', cookie: user.cookie });
  const body = await json<{ balance: Array<{ id: number; money: number }> }>(response);
  return body.balance.find((account) => account.id === user.accountId)?.money ?? Number.NaN;
}

/** Waits for callbacks still on their way (the provider retries a failed delivery), then compares. */
async function settledBalances(site: Site, users: readonly User[]): Promise<number[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const balances = await Promise.all(users.map((user) => balanceOf(site, user)));
    if (balances.every((balance, index) => balance === users[index]?.expected) || Date.now() > deadline) return balances;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function runAgainst(origin: string, options: Options, label: string): Promise<string> {
  const site = new Site(origin);
  const tally: Tally = { ops: 0, doubledReplies: 0 };
  const started = performance.now();
  const users = await Promise.all(Array.from({ length: options.clients }, (_, client) => runClient(site, client, options.flows, tally)));
  const seconds = (performance.now() - started) / 1000;
  const balances = await settledBalances(site, users);
  const audit = await json<{ lost: number; doubled: number; negative: number; mismatched: number }>(await site.call('/__test/ledger/audit', { method: 'GET' }));
  const short = balances.filter((balance, index) => !(balance >= (users[index]?.expected ?? 0))).length;
  const over = balances.filter((balance, index) => balance > (users[index]?.expected ?? 0)).length;
  const sorted = [...site.latencies].sort((a, b) => a - b);
  const p99 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
  console.log(`${label}: ${options.clients} clients × ${options.flows} flows; ledger audit ${JSON.stringify(audit)}; balances short ${short}, over ${over}; replays answering another payment ${tally.doubledReplies}`);
  return `wallet: ${tally.ops} ops, ${Math.round(tally.ops / seconds)} ops/s, p99 ${Math.round(p99)} ms, lost ${audit.lost + audit.mismatched + short}, doubled ${audit.doubled + over + tally.doubledReplies}, negative ${audit.negative}`;
}

/** Starts the test-control build on a free loopback port; resolves with its origin once it says it is ready. */
export async function startSite(databaseUrl: string | undefined): Promise<{ origin: string; server: ChildProcess }> {
  const main = fileURLToPath(new URL('../../apps/api/dist-test/main.mjs', import.meta.url));
  if (!existsSync(main)) throw new Error('apps/api/dist-test is missing: run `npx nx run api:build:test-control` first');
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const server = spawn(process.execPath, [main], {
    env: { ...inherited, ...GENEROUS_LIMITS_ENV, PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory', LOG_LEVEL: 'warn', DEMO_PAY_JOB_INTERVAL_MS: '1000', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await siteReady(server);
  return { origin, server };
}

export async function runWalletBench(argv: readonly string[]): Promise<void> {
  const options = optionsFrom(argv);
  if (options.url) {
    console.log(await runAgainst(options.url, options, options.url));
    return;
  }
  const databases: Array<[string, string | undefined]> = [['PGlite', undefined]];
  if (process.env['DATABASE_URL']) databases.push(['PostgreSQL', process.env['DATABASE_URL']]);
  for (const [label, databaseUrl] of databases) {
    const { origin, server } = await startSite(databaseUrl);
    try {
      console.log(await runAgainst(origin, options, `${label} at ${origin}`));
    } finally {
      server.kill('SIGTERM');
    }
  }
}
