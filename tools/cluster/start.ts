/**
 * `npm run cluster [-- --processes 3 --port 3000]`: the production build as N API processes behind HAProxy on one
 * machine, sharing DATABASE_URL (default: database `betting` on the local server). Ctrl+C stops them all.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { layoutFor } from './haproxy';
import { readyz, startApiProcess, startBalancer, stopProcess } from './processes';

const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = argv.indexOf(name);
  const parsed = index >= 0 ? Number(argv[index + 1]) : Number.NaN;
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
};

async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
}

const databaseUrl = process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/betting';
const layout = layoutFor(option('--processes', 3), process.env['HOST'] ?? '127.0.0.1', option('--port', 3000));
await ensureDatabase(databaseUrl);
// Every process must draw the live games alike: whichever holds the jobs after a takeover plays them on the same way.
const simulatorSecret = process.env['LINE_SIMULATOR_SECRET'] ?? randomBytes(32).toString('hex');
const processes = layout.servers.map((server) => startApiProcess('dist', server, databaseUrl, { LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'info', LINE_SIMULATOR_SECRET: simulatorSecret }));
await Promise.all(processes.map((api) => readyz(api.origin, api.child)));
const balancer = startBalancer(layout);
console.log(`\n  Site ready on http://${layout.host}:${layout.port}  (${processes.length} processes: ${processes.map((api) => api.origin).join(', ')}; PostgreSQL at DATABASE_URL)\n`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await stopProcess(balancer);
  await Promise.all(processes.map((api) => stopProcess(api.child)));
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
