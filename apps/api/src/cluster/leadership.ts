import pg from 'pg';

export interface LeadershipHandlers {
  /** This process now holds the jobs: start them. */
  onLead(): Promise<void>;
  /** It may no longer hold them (its connection to the lock went away): stop them at once. */
  onLose(): Promise<void>;
}

/** Who runs the site's jobs. */
export interface Leadership {
  readonly leading: boolean;
  /** Starts trying to lead; resolves once the first attempt is over (led or not). */
  campaign(handlers: LeadershipHandlers): Promise<void>;
  /** Stops trying, runs `stop` if leading, then lets another process lead. */
  resign(stop: () => Promise<void>): Promise<void>;
}

/** One process: it always leads. */
export function soleLeadership(): Leadership {
  let leading = false;
  return {
    get leading() {
      return leading;
    },
    async campaign(handlers) {
      leading = true;
      await handlers.onLead();
    },
    async resign(stop) {
      if (leading) await stop();
      leading = false;
    },
  };
}

/** A process that only answers requests and never runs the jobs (a request-only replica; a test counting one call's statements). */
export function requestsOnly(): Leadership {
  return {
    leading: false,
    campaign: () => Promise.resolve(),
    resign: () => Promise.resolve(),
  };
}

/** How many election rounds a leader that lost its connection waits before campaigning again. */
const STEP_BACK_ROUNDS = 10;

export interface AdvisoryLockOptions {
  readonly connectionString: string;
  /** The advisory lock's key: every process of one site must use the same. */
  readonly key: bigint;
  /** How often a follower tries the lock and the leader checks its connection (the takeover time's upper bound). */
  readonly retryMs: number;
  readonly log: (message: string, error?: unknown) => void;
}

/**
 * Several processes on one PostgreSQL: the one holding a session-level advisory lock leads. The lock lives as long as
 * its connection, so a process that dies (even `kill -9`) hands it over as soon as the server sees the socket close,
 * and the others, trying every `retryMs`, take over within that time. A leader that cannot reach its connection stops
 * its jobs at once rather than risk running them beside the next leader.
 */
export function advisoryLockLeadership(options: AdvisoryLockOptions): Leadership {
  let leading = false;
  let resigned = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let handlers: LeadershipHandlers | null = null;
  let attempt: Promise<void> = Promise.resolve();
  // A leader whose connection broke is the likeliest to be unwell: it sits out a few rounds so a healthy follower
  // takes the lock first, rather than racing to win it straight back.
  let steppedBackUntil = 0;

  const drop = async (reason: unknown) => {
    const lost = client;
    client = null;
    lost?.end().catch(() => undefined);
    if (leading) {
      leading = false;
      steppedBackUntil = Date.now() + STEP_BACK_ROUNDS * options.retryMs;
      options.log('lost the jobs lock; jobs stopped', reason);
      await handlers?.onLose();
    }
  };

  const connect = async () => {
    const connection = new pg.Client({ connectionString: options.connectionString, application_name: 'jobs-leadership' });
    connection.on('error', (error) => {
      if (client === connection) attempt = attempt.then(() => drop(error));
    });
    await connection.connect();
    return connection;
  };

  const tryOnce = async () => {
    if (resigned || Date.now() < steppedBackUntil) return;
    try {
      client ??= await connect();
      if (leading) {
        await client.query('select 1');
      } else {
        const [row] = (await client.query<{ won: boolean }>('select pg_try_advisory_lock($1::bigint) as won', [options.key.toString()])).rows;
        if (row?.won && !resigned) {
          leading = true;
          options.log('took the jobs lock; this process runs the jobs');
          await handlers?.onLead();
        }
      }
    } catch (error) {
      await drop(error);
    }
  };

  const schedule = () => {
    if (resigned) return;
    timer = setTimeout(() => {
      attempt = attempt.then(tryOnce).finally(schedule);
    }, options.retryMs);
    timer.unref();
  };

  return {
    get leading() {
      return leading;
    },
    async campaign(given) {
      handlers = given;
      attempt = tryOnce();
      await attempt;
      schedule();
    },
    async resign(stop) {
      resigned = true;
      if (timer) clearTimeout(timer);
      await attempt;
      if (leading) await stop();
      leading = false;
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
