/**
 * Betting as the placement bench and the cluster test do it over real HTTP: bettors registered and paid in through the
 * demo provider, bets placed with an Idempotency-Key each (retried with the same key after a 5xx or a network failure),
 * and the audit of what was accepted against the ledger, the balances and the bet histories.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { json, registerBettor } from './bettor';

export const STAKE = 100;
export const DEPOSIT = 50_000_000;
/** Outcomes of games starting sooner than this are skipped: they could go live during the run. */
const MIN_LEAD_SECONDS = 15 * 60;
const REPLAY_EVERY = 50;
const BET_PATH = '/web-api/betting/coupons';

export const p99 = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
};


export interface Outcome {
  readonly id: number;
  readonly gameId: number;
  readonly coef: number;
}

export interface User {
  readonly cookie: string;
  readonly accountId: number;
  deposited: number;
  /** Accepted coupon id → its stake. */
  readonly accepted: Map<number, number>;
}

export interface Phase {
  readonly latencies: number[];
  accepted: number;
  refused: number;
  failed: number;
  doubledReplays: number;
  readonly refusals: Map<string, number>;
}

export const newPhase = (): Phase => ({ latencies: [], accepted: 0, refused: 0, failed: 0, doubledReplays: 0, refusals: new Map() });

export class Site {
  constructor(readonly origin: string) {}

  /** One HTTP call; a network failure or a 5xx is retried with the very same request (and key). */
  async call(path: string, init: RequestInit & { readonly cookie?: string }, attempts = 10): Promise<Response> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const response = await fetch(new URL(path, this.origin), { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), ...(init.cookie ? { cookie: init.cookie } : {}) } });
        if (response.status < 500 || attempt >= attempts) return response;
        await response.arrayBuffer();
      } catch (error) {
        if (attempt >= attempts) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, attempt * 20));
    }
  }
}

export async function register(site: Site): Promise<User> {
  return { ...(await registerBettor(site)), deposited: 0, accepted: new Map() };
}

export async function balanceOf(site: Site, user: User): Promise<number> {
  const body = await json<{ balance: Array<{ id: number; money: number }> }>(await site.call('/web-api/user/balance', { method: 'GET', cookie: user.cookie }));
  return body.balance.find((account) => account.id === user.accountId)?.money ?? Number.NaN;
}

/** A deposit through the demo provider's page; resolves once the money is on the account. */
export async function deposit(site: Site, user: User, amount: number): Promise<void> {
  const created = await site.call('/web-api/payments/deposits', {
    method: 'POST',
    cookie: user.cookie,
    headers: { 'content-type': 'application/json', 'idempotency-key': `bench-deposit-${randomUUID()}` },
    body: JSON.stringify({ accountId: user.accountId, amount, method: 'demo_card', lng: 'en' }),
  });
  if (created.status !== 201) throw new Error(`deposit answered ${created.status}: ${await created.text()}`);
  const { redirectUrl } = await json<{ redirectUrl: string }>(created);
  const paid = await site.call(new URL(redirectUrl).pathname, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'outcome=success' });
  if (paid.status !== 303) throw new Error(`the demo provider answered ${paid.status}`);
  user.deposited += amount;
  const deadline = Date.now() + 30_000;
  while ((await balanceOf(site, user)) !== user.deposited) {
    if (Date.now() > deadline) throw new Error('the deposit never reached the balance');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Open prematch outcomes of main markets, from the line API as the page reads it. */
export async function openOutcomes(site: Site): Promise<Outcome[]> {
  const body = await json<{ now: number; games: Array<{ id: number; startAt: number; isLive: boolean; isFinished: boolean; mainMarket: { isBlocked: boolean; isSuspended: boolean; outcomes: Array<{ id: number; coef: number; isBlocked: boolean }> } | null }> }>(
    await site.call('/line-api/v1/events?lng=en&section=line&limit=500', { method: 'GET' }),
  );
  return body.games
    .filter((game) => !game.isLive && !game.isFinished && game.startAt >= body.now + MIN_LEAD_SECONDS && game.mainMarket && !game.mainMarket.isBlocked && !game.mainMarket.isSuspended)
    .flatMap((game) => (game.mainMarket?.outcomes ?? []).filter((outcome) => !outcome.isBlocked).map((outcome) => ({ id: outcome.id, gameId: game.id, coef: outcome.coef })));
}

/** `legs` outcomes of distinct games, drawn from a deterministic source. */
export function picker(outcomes: readonly Outcome[], seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state;
  };
  return (legs: number): Outcome[] => {
    const picked: Outcome[] = [];
    while (picked.length < legs) {
      const outcome = outcomes[next() % outcomes.length];
      if (outcome && !picked.some((other) => other.gameId === outcome.gameId)) picked.push(outcome);
    }
    return picked;
  };
}

export interface Placed {
  readonly status: number;
  readonly couponIds: number[];
  readonly refusals: string[];
}

export async function place(site: Site, user: User, legs: readonly Outcome[], key: string): Promise<Placed> {
  const response = await site.call(BET_PATH, {
    method: 'POST',
    cookie: user.cookie,
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify({ typeId: legs.length === 1 ? 0 : 1, bets: legs.map((leg) => ({ outcomeId: leg.id, coef: leg.coef })), amount: STAKE, accountId: user.accountId, changeCoefAction: 1 }),
  });
  const body = await json<{ coupons?: Array<{ id: number }>; refusals?: Array<{ code: string }>; error?: { code: string } }>(response);
  return { status: response.status, couponIds: (body.coupons ?? []).map((coupon) => coupon.id), refusals: body.refusals?.map((item) => item.code) ?? (body.error ? [body.error.code] : []) };
}

/** One client placing bets of `legs` legs until `deadline`; bets still unanswered after every retry are asked again at the end. */
export async function placeUntil(site: Site, user: User, pick: (legs: number) => Outcome[], legs: number, deadline: number, phase: Phase | null): Promise<void> {
  let count = 0;
  while (performance.now() < deadline) {
    const slip = pick(legs);
    const key = `bench-${randomUUID()}`;
    const started = performance.now();
    let placed: Placed;
    for (;;) {
      try {
        placed = await place(site, user, slip, key);
        if (placed.status < 500) break;
      } catch {
        // retried below with the same key, as a page would
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    phase?.latencies.push(performance.now() - started);
    count += 1;
    if (placed.status === 201) {
      for (const id of placed.couponIds) user.accepted.set(id, STAKE);
      if (phase) phase.accepted += 1;
      if (count % REPLAY_EVERY === 0) {
        const again = await place(site, user, slip, key);
        if (phase && (again.status !== 201 || again.couponIds.join() !== placed.couponIds.join())) phase.doubledReplays += 1;
      }
    } else if (placed.status === 409 && phase) {
      phase.refused += 1;
      for (const code of placed.refusals) phase.refusals.set(code, (phase.refusals.get(code) ?? 0) + 1);
    } else if (phase) {
      phase.failed += 1;
      const code = `${placed.status} ${placed.refusals.join(',')}`;
      phase.refusals.set(code, (phase.refusals.get(code) ?? 0) + 1);
    }
  }
}

export async function runPhase(site: Site, users: readonly User[], picks: ReadonlyArray<(legs: number) => Outcome[]>, legs: number, seconds: number): Promise<{ phase: Phase; seconds: number }> {
  const phase = newPhase();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(users.map((user, index) => placeUntil(site, user, picks[index] ?? picks[0]!, legs, deadline, phase)));
  return { phase, seconds: (performance.now() - started) / 1000 };
}

/** Every coupon id in the user's history (pages of 100). */
export async function historyIds(site: Site, user: User): Promise<Set<number>> {
  const ids = new Set<number>();
  for (let page = 1; ; page += 1) {
    const body = await json<{ coupons: Array<{ id: number }>; paging: { totalPages: number } }>(await site.call(`/web-api/betting/history?period=all&pageSize=100&page=${page}`, { method: 'GET', cookie: user.cookie }));
    for (const coupon of body.coupons) ids.add(coupon.id);
    if (page >= body.paging.totalPages) return ids;
  }
}

export interface Verdict {
  lost: number;
  doubled: number;
  negative: number;
}

export async function audit(site: Site, users: readonly User[], phases: readonly Phase[]): Promise<{ verdict: Verdict; detail: string }> {
  const ledger = await json<{ lost: number; doubled: number; negative: number; mismatched: number; transactions: number }>(await site.call('/__test/ledger/audit', { method: 'GET' }));
  const verdict: Verdict = { lost: ledger.lost + ledger.mismatched, doubled: ledger.doubled, negative: ledger.negative };
  let missing = 0;
  let unknown = 0;
  let short = 0;
  let over = 0;
  for (const user of users) {
    const [balance, history] = await Promise.all([balanceOf(site, user), historyIds(site, user)]);
    const expected = user.deposited - [...user.accepted.values()].reduce((sum, stake) => sum + stake, 0);
    if (balance < 0) verdict.negative += 1;
    if (balance > expected) over += 1;
    if (balance < expected) short += 1;
    missing += [...user.accepted.keys()].filter((id) => !history.has(id)).length;
    unknown += [...history].filter((id) => !user.accepted.has(id)).length;
  }
  const replays = phases.reduce((sum, phase) => sum + phase.doubledReplays, 0);
  verdict.lost += missing + over;
  verdict.doubled += unknown + short + replays;
  return {
    verdict,
    detail: `ledger audit ${JSON.stringify(ledger)}; coupons missing from history ${missing}, in history but never accepted ${unknown}; balances over ${over}, short ${short}; replays answering another coupon ${replays}`,
  };
}

/** DATABASE_URL as given, else a fresh database on the local server (dropped afterwards). */
export async function postgresDatabase(prefix = 'bench_placement'): Promise<{ url: string; drop: () => Promise<void> }> {
  const given = process.env['DATABASE_URL'];
  if (given) return { url: given, drop: () => Promise.resolve() };
  const server = 'postgres://postgres@127.0.0.1:5432';
  const name = `${prefix}_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: `${server}/postgres` });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: `${server}/${name}`,
    drop: async () => {
      const again = new pg.Client({ connectionString: `${server}/postgres` });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

