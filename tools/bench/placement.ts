/**
 * Bet placement under load over real HTTP: `npm run bench -- placement [--clients 8] [--seconds 10]`.
 *
 * Against PostgreSQL (DATABASE_URL, else a fresh database on postgres://postgres@127.0.0.1:5432 that the bench creates
 * and drops), in one run:
 * 1. the raw reference: `--clients` connections each committing one-row INSERTs (one statement, one transaction) on a
 *    scratch table for `--seconds`, with the server's durability as configured (printed): what the disk allows;
 * 2. the site (the test-control build, `apps/api/dist-test`) on a free port: each client registers a user, deposits
 *    through the demo provider, then places single bets for `--seconds` on open prematch outcomes read from the line
 *    API, each with its own Idempotency-Key (a 5xx or a network failure is retried with the same key; one bet in 50
 *    is sent again with its key and must answer the same coupon); then 3-leg expresses the same way;
 * 3. the audit: the ledger's own (`/__test/ledger/audit`), each user's balance against deposits − accepted stakes, and
 *    each user's bet history against the accepted coupons (`lost`: an accepted coupon missing or its stake not taken;
 *    `doubled`: a coupon nobody was told about, a stake taken twice, a replay answering another coupon).
 * The same flow runs first on the embedded engine (PGlite, no ratio). The last line is the verdict, its counts summed
 * over both engines.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { startSite } from './wallet';
import { DEPOSIT, Site, audit, deposit, openOutcomes, p99, picker, placeUntil, postgresDatabase, register, runPhase, type Phase, type Verdict } from './placing';

interface Options {
  readonly clients: number;
  readonly seconds: number;
}


function optionsFrom(argv: readonly string[]): Options {
  const count = (name: string, fallback: number) => {
    const index = argv.indexOf(name);
    const parsed = index >= 0 ? Number(argv[index + 1]) : Number.NaN;
    return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
  };
  return { clients: count('--clients', 8), seconds: count('--seconds', 10) };
}


interface Raw {
  readonly txPerSecond: number;
  readonly p99: number;
  readonly fsync: string;
  readonly synchronousCommit: string;
}

/** One-row INSERTs, each its own transaction, from `clients` connections: the server's commit rate as configured. */
async function rawReference(url: string, options: Options): Promise<Raw> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const table = `bench_raw_${randomUUID().replaceAll('-', '')}`;
  try {
    const settings = await admin.query<{ fsync: string; synchronous_commit: string }>("select current_setting('fsync') as fsync, current_setting('synchronous_commit') as synchronous_commit");
    await admin.query(`create table ${table} (id bigint generated always as identity primary key, client integer not null, at timestamptz not null default now())`);
    const latencies: number[] = [];
    const started = performance.now();
    const deadline = started + options.seconds * 1000;
    await Promise.all(
      Array.from({ length: options.clients }, async (_, client) => {
        const connection = new pg.Client({ connectionString: url });
        await connection.connect();
        try {
          while (performance.now() < deadline) {
            const at = performance.now();
            await connection.query({ name: 'bench_raw_insert', text: `insert into ${table} (client) values ($1)`, values: [client] });
            latencies.push(performance.now() - at);
          }
        } finally {
          await connection.end();
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    return { txPerSecond: latencies.length / seconds, p99: p99(latencies), fsync: settings.rows[0]?.fsync ?? '?', synchronousCommit: settings.rows[0]?.synchronous_commit ?? '?' };
  } finally {
    await admin.query(`drop table if exists ${table}`);
    await admin.end();
  }
}


interface EngineRun {
  readonly singles: { readonly perSecond: number; readonly p99: number };
  readonly expresses: { readonly perSecond: number; readonly p99: number };
  readonly verdict: Verdict;
}

const describePhase = (label: string, run: { phase: Phase; seconds: number }) =>
  `${label}: ${run.phase.accepted} accepted in ${run.seconds.toFixed(1)} s = ${Math.round(run.phase.accepted / run.seconds)}/s, p99 ${Math.round(p99(run.phase.latencies))} ms; refused ${run.phase.refused}, failed ${run.phase.failed}${run.phase.refusals.size > 0 ? ` (${[...run.phase.refusals].map(([code, n]) => `${code} ${n}`).join(', ')})` : ''}`;

async function runEngine(label: string, databaseUrl: string | undefined, options: Options): Promise<EngineRun> {
  const { origin, server } = await startSite(databaseUrl);
  try {
    const site = new Site(origin);
    const outcomes = await openOutcomes(site);
    if (outcomes.length < 10) throw new Error(`only ${outcomes.length} open prematch outcomes on the line`);
    const users = await Promise.all(
      Array.from({ length: options.clients }, async () => {
        const user = await register(site);
        await deposit(site, user, DEPOSIT);
        return user;
      }),
    );
    const picks = users.map((_, index) => picker(outcomes, index + 1));
    // Warm-up (not measured): the code paths compiled, the pools filled.
    const warmUp = performance.now() + 1_000;
    await Promise.all(users.map((user, index) => placeUntil(site, user, picks[index]!, 1, warmUp, null)));
    const singles = await runPhase(site, users, picks, 1, options.seconds);
    const expresses = await runPhase(site, users, picks, 3, options.seconds);
    const checked = await audit(site, users, [singles.phase, expresses.phase]);
    console.log(`${label} at ${origin}, ${options.clients} clients, ${outcomes.length} open outcomes`);
    console.log(`  ${describePhase('singles', singles)}`);
    console.log(`  ${describePhase('3-leg expresses', expresses)}`);
    console.log(`  ${checked.detail}`);
    return {
      singles: { perSecond: singles.phase.accepted / singles.seconds, p99: p99(singles.phase.latencies) },
      expresses: { perSecond: expresses.phase.accepted / expresses.seconds, p99: p99(expresses.phase.latencies) },
      verdict: checked.verdict,
    };
  } finally {
    // Gone before its database is dropped (else its pool hears the drop terminate its connections).
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
  }
}


export async function runPlacementBench(argv: readonly string[]): Promise<void> {
  const options = optionsFrom(argv);
  const database = await postgresDatabase();
  try {
    const raw = await rawReference(database.url, options);
    console.log(`raw: ${options.clients} connections × one-row INSERT per transaction for ${options.seconds} s (fsync ${raw.fsync}, synchronous_commit ${raw.synchronousCommit}): ${Math.round(raw.txPerSecond)} tx/s, p99 ${raw.p99.toFixed(1)} ms`);
    const embedded = await runEngine('PGlite', undefined, options);
    console.log(`PGlite: ${Math.round(embedded.singles.perSecond)} bets/s, p99 ${Math.round(embedded.singles.p99)} ms; expresses ${Math.round(embedded.expresses.perSecond)}/s, p99 ${Math.round(embedded.expresses.p99)} ms`);
    const server = await runEngine('PostgreSQL', database.url, options);
    const lost = embedded.verdict.lost + server.verdict.lost;
    const doubled = embedded.verdict.doubled + server.verdict.doubled;
    const negative = embedded.verdict.negative + server.verdict.negative;
    const ratio = (server.singles.perSecond / raw.txPerSecond) * 100;
    console.log(`expresses: ${Math.round(server.expresses.perSecond)} 3-leg expresses/s, p99 ${Math.round(server.expresses.p99)} ms`);
    console.log(
      `placement: ${Math.round(server.singles.perSecond)} bets/s = ${ratio.toFixed(1)} % of raw ${Math.round(raw.txPerSecond)} tx/s, p99 ${Math.round(server.singles.p99)} ms (raw p99 ${raw.p99.toFixed(1)} ms), lost ${lost}, doubled ${doubled}, negative ${negative}`,
    );
  } finally {
    await database.drop();
  }
}
