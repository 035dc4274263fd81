import type { Leadership } from './leadership';

/** A job that runs in one process at a time: started when this process takes the jobs, stopped when it gives them up. */
export interface SingletonJob {
  start(): void | Promise<void>;
  stop(): Promise<void>;
}

/**
 * Where the site's periodic work is declared (settlement sweeps, draws, prizes, the line simulator, payment jobs, mail).
 * The work runs only while this process holds the jobs: always in one process, in the elected one when several share
 * a database (`leadership`). Every job must be safe to run again after a process died half-way through it.
 */
export interface JobHost {
  /** `run` every `intervalMs` (0: never) while leading; a run never overlaps the previous one (a tick is skipped). */
  every(name: string, intervalMs: number, run: () => Promise<unknown>): void;
  singleton(name: string, job: SingletonJob): void;
  /** Whether this process runs the jobs now. */
  readonly leading: boolean;
  /** Starts campaigning (the app's onReady). */
  begin(): Promise<void>;
  /** Stops every job, waits for the runs in flight and gives the jobs up (the app's onClose). */
  end(): Promise<void>;
}

type Log = (message: string, error: unknown) => void;

function periodic(name: string, intervalMs: number, run: () => Promise<unknown>, log: Log): SingletonJob {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  return {
    start() {
      timer ??= setInterval(() => {
        if (running) return;
        running = run()
          .catch((error: unknown) => log(`${name} failed`, error))
          .finally(() => {
            running = null;
          });
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

export function createJobHost(leadership: Leadership, log: Log): JobHost {
  const jobs = new Map<string, SingletonJob>();
  let ended = false;
  const startJob = (name: string, job: SingletonJob) => Promise.resolve(job.start()).catch((error: unknown) => log(`${name} did not start`, error));
  const startAll = async () => {
    for (const [name, job] of jobs) await startJob(name, job);
  };
  const stopAll = async () => {
    await Promise.all([...jobs].map(([name, job]) => job.stop().catch((error: unknown) => log(`${name} did not stop cleanly`, error))));
  };
  const add = (name: string, job: SingletonJob) => {
    if (jobs.has(name)) throw new Error(`job ${name} declared twice`);
    jobs.set(name, job);
    if (leadership.leading && !ended) void startJob(name, job);
  };
  return {
    every(name, intervalMs, run) {
      if (intervalMs > 0) add(name, periodic(name, intervalMs, run, log));
    },
    singleton: add,
    get leading() {
      return leadership.leading;
    },
    begin: () => leadership.campaign({ onLead: startAll, onLose: stopAll }),
    async end() {
      ended = true;
      await leadership.resign(stopAll);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The site's periodic work, run by the process that holds the jobs (see JobHost). */
    jobs: JobHost;
  }
}
