/**
 * `npm run test:cluster`: three API processes (the test-control build) on one PostgreSQL database behind HAProxy,
 * on loopback, as an operator would run them. Each check prints one line; any failed check fails the run.
 *
 * Needs the PostgreSQL server (DATABASE_URL's server, else 127.0.0.1:5432; a fresh database is created and dropped)
 * and Debian's `haproxy`.
 */
import { LineTestControlPaths } from '@betting/contracts';
import pg from 'pg';
import { DEPOSIT, Site, audit, deposit, openOutcomes, picker, postgresDatabase, register, runPhase } from '../bench/placing';
import { layoutFor } from './haproxy';
import { readyz, startApiProcess, startBalancer, stopProcess, type ApiProcess } from './processes';
import { openStream } from './sse';

const PROCESSES = 3;
const BALANCER_PORT = Number(process.env['CLUSTER_TEST_PORT'] ?? 3460);
const ENV = {
  LINE_SIMULATOR_SECRET: 'cluster-test-line-simulator-secret-0123456789',
  JOBS_ELECTION_MS: '1000',
  DEMO_PAY_JOB_INTERVAL_MS: '1000',
  SHUTDOWN_GRACE_MS: '5000',
};

const failures: string[] = [];
function check(ok: boolean, line: string): void {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${line}`);
  if (!ok) failures.push(line);
}

const post = (origin: string, path: string, body: unknown = {}) =>
  fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function liveSeconds(db: pg.Client): Promise<Map<number, number>> {
  const { rows } = await db.query<{ id: number; game_seconds: number }>("select id, game_seconds from line_games where status = 'live'");
  return new Map(rows.map((row) => [row.id, row.game_seconds]));
}

/** Game seconds per wall second over `ms`, per game live at both ends (median and highest). */
async function gameClockRate(db: pg.Client, ms: number): Promise<{ games: number; median: number; highest: number }> {
  const before = await liveSeconds(db);
  const started = Date.now();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = await liveSeconds(db);
  const seconds = (Date.now() - started) / 1000;
  const rates = [...after].filter(([id]) => before.has(id)).map(([id, value]) => (value - (before.get(id) ?? value)) / seconds).sort((a, b) => a - b);
  return { games: rates.length, median: rates[Math.floor(rates.length / 2)] ?? 0, highest: rates.at(-1) ?? 0 };
}

async function leaders(processes: readonly ApiProcess[]): Promise<ApiProcess[]> {
  const answers = await Promise.all(processes.map(async (api) => ((await readyz(api.origin, api.child, 10_000).catch(() => ({ jobs: false }))).jobs ? api : null)));
  return answers.filter((api): api is ApiProcess => api !== null);
}

async function main(): Promise<void> {
  const started = Date.now();
  const database = await postgresDatabase('cluster_test');
  const db = new pg.Client({ connectionString: database.url });
  const layout = layoutFor(PROCESSES, '127.0.0.1', BALANCER_PORT);
  const processes: ApiProcess[] = [];
  let balancer: ReturnType<typeof startBalancer> | null = null;
  try {
    // Three processes at the same moment on an empty database.
    processes.push(...layout.servers.map((server) => startApiProcess('dist-test', server, database.url, ENV)));
    await Promise.all(processes.map((api) => readyz(api.origin, api.child)));
    await db.connect();
    const applied = await db.query<{ id: string; times: number }>('select id, count(*)::int as times from schema_migrations group by id');
    const seeds = await db.query<{ id: string; times: number }>('select id, count(*)::int as times from seed_steps group by id');
    check(
      applied.rows.length > 0 && [...applied.rows, ...seeds.rows].every((row) => row.times === 1) && seeds.rows.length > 0,
      `started together on an empty database: ${applied.rows.length} migrations and ${seeds.rows.length} seed steps, each applied once`,
    );
    const [api1, api2, api3] = processes as [ApiProcess, ApiProcess, ApiProcess];
    check((await leaders(processes)).length === 1, `one of ${PROCESSES} processes runs the jobs`);

    // Live games, started through one process's test control; the simulator runs in the leader only.
    const prematch = await db.query<{ id: number }>("select id from line_games where status = 'prematch' and sport_id = 1 order by start_at limit 12");
    for (const game of prematch.rows) await post(api1.origin, LineTestControlPaths.start(game.id));
    const clock = await gameClockRate(db, 10_000);
    check(clock.games >= 5 && clock.median >= 0.8 && clock.median <= 1.2 && clock.highest <= 1.5, `one simulator: ${clock.games} live games advance ${clock.median.toFixed(2)} game s/s (median, highest ${clock.highest.toFixed(2)})`);

    // An odds change set through one process reaches a stream on another, and a stream resumed on a third.
    const [outcome] = (await db.query<{ id: number; game_id: number; coef: number }>(
      "select o.id, m.game_id, o.coef from line_outcomes o join line_markets m on m.id = o.market_id join line_games g on g.id = m.game_id where g.status = 'prematch' order by g.start_at desc, o.id limit 1",
    )).rows;
    if (!outcome) throw new Error('no prematch outcome');
    const streamPath = `/line-api/v1/stream?gameIds=${outcome.game_id}`;
    const stream = await openStream(`${api2.origin}${streamPath}`);
    await stream.waitFor((event) => event.event === 'ready', 5_000);
    const hasCoef = (coef: number) => (event: { event: string; data: string }) => event.event === 'coefs' && event.data.includes(`"outcomeId":${outcome.id}`) && event.data.includes(`"coef":${coef}`);
    const setAt = Date.now();
    await post(api3.origin, LineTestControlPaths.coef(outcome.id), { coef: 3210 });
    const seen = await stream.waitFor(hasCoef(3210), 3_000);
    check(seen !== null, `a coefficient set through ${api3.name} reached a stream on ${api2.name}${seen ? ` in ${Date.now() - setAt} ms` : ' — not within 3 s'}`);
    const lastId = stream.events.at(-1)?.id;
    stream.close();
    await post(api3.origin, LineTestControlPaths.coef(outcome.id), { coef: 3330 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const resumed = await openStream(`${api1.origin}${streamPath}`, lastId);
    const missed = await resumed.waitFor(hasCoef(3330), 3_000);
    resumed.close();
    check(missed !== null && !resumed.events.some((event) => event.event === 'ready'), `a stream left on ${api2.name} and resumed on ${api1.name} with Last-Event-ID got the change it missed${missed ? '' : ' — it did not'}, without a reload`);

    // The jobs' process killed: another takes them over; the games go on.
    const [leader] = await leaders(processes);
    if (!leader) throw new Error('no leader');
    const killedAt = Date.now();
    leader.child.kill('SIGKILL');
    let successor: ApiProcess | undefined;
    while (!successor && Date.now() - killedAt < 30_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      [successor] = await leaders(processes.filter((api) => api !== leader));
    }
    const takeover = (Date.now() - killedAt) / 1000;
    check(successor !== undefined && takeover <= 20, `kill -9 of ${leader.name} (the jobs): ${successor ? `${successor.name} took the jobs over after ${takeover.toFixed(1)} s` : 'nobody took them over'}`);
    const after = await gameClockRate(db, 5_000);
    check(after.games >= 1 && after.median >= 0.5 && after.highest <= 1.5, `after the takeover ${after.games} live games go on at ${after.median.toFixed(2)} game s/s`);
    const restarted = layout.servers.find((server) => server.name === leader.name)!;
    leader.child = startApiProcess('dist-test', restarted, database.url, ENV).child;
    await readyz(leader.origin, leader.child);

    // Bets through the balancer while a process is killed and restarted.
    balancer = startBalancer(layout);
    const site = new Site(`http://${layout.host}:${layout.port}`);
    await readyz(site.origin, null, 30_000);
    const outcomes = await openOutcomes(site);
    const users = await Promise.all(Array.from({ length: 8 }, async () => {
      const user = await register(site);
      await deposit(site, user, DEPOSIT);
      return user;
    }));
    const picks = users.map((_, index) => picker(outcomes, index + 1));
    const victim = processes.find((api) => api !== successor) ?? api2;
    const chaos = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      victim.child.kill('SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      victim.child = startApiProcess('dist-test', layout.servers.find((server) => server.name === victim.name)!, database.url, ENV).child;
    })();
    const placed = await runPhase(site, users, picks, 1, 15);
    await chaos;
    await readyz(victim.origin, victim.child);
    const checked = await audit(site, users, [placed.phase]);
    const verdict = checked.verdict;
    check(verdict.lost === 0 && verdict.doubled === 0 && verdict.negative === 0 && placed.phase.accepted > 0,
      `8 clients through the balancer, ${victim.name} killed and restarted: ${placed.phase.accepted} bets accepted, lost ${verdict.lost}, doubled ${verdict.doubled}, negative ${verdict.negative} (${checked.detail})`);
    const ledger = (await (await fetch(`${api1.origin}/__test/ledger/audit`)).json()) as { lost: number; doubled: number; negative: number; mismatched: number };
    check(ledger.lost + ledger.doubled + ledger.negative + ledger.mismatched === 0, `ledger audit after all of it: ${JSON.stringify(ledger)}`);
  } finally {
    if (balancer) await stopProcess(balancer);
    await Promise.all(processes.map((api) => stopProcess(api.child)));
    await db.end().catch(() => undefined);
    await database.drop();
  }
  console.log(`cluster: ${failures.length === 0 ? 'all checks passed' : `${failures.length} failed`} in ${Math.round((Date.now() - started) / 1000)} s`);
  if (failures.length > 0) process.exitCode = 1;
}

await main();
