import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { recordWagering } from '../../bonuses';
import type { LimitsService } from '../../limits';
import type { AppContext } from '../../platform/app-context';
import { sweepCasinoWagering, type CasinoStakeSource, type CasinoWageringDeps } from '../wagering';

/** The options every casino money module takes (each module's options extend them). */
export interface CasinoMoneyOptions {
  /** Tests only: replace bonuses' recordWagering. */
  readonly recordWagering?: typeof recordWagering;
}

/** What the money wiring takes from app.ts (each module's deps extend it with their own options). */
export interface CasinoMoneyModuleDeps {
  readonly context: Pick<AppContext, 'db' | 'clock'>;
  /** The responsible-gaming hook (app.ts passes `LimitsService`). */
  readonly limits: Pick<LimitsService, 'checkStake'>;
  readonly options?: CasinoMoneyOptions;
}

/** What every casino money path takes: the ledger's database and clock, the limits' stake check, bonus wagering, a log. */
export interface CasinoMoneyDeps extends CasinoWageringDeps {
  /** LimitsService.checkStake: the stake in the account's currency (the service converts). */
  readonly checkStake: LimitsService['checkStake'];
}

/** A module's timer: how often its pass runs and what the log says when one fails. */
export interface CasinoMoneyTimer {
  /** The pass to run (the module's `serial` one). */
  readonly run: () => Promise<unknown>;
  /** The period; 0: no timer (tests run the pass by hand). */
  readonly intervalMs: number;
  /** The job's name in the log ("… failed"). */
  readonly name: string;
}

export interface CasinoMoney {
  readonly deps: CasinoMoneyDeps;
  /** `pass`, one at a time in this process (a call waits for the running one), each followed by the wagering sweep of `sources`. */
  serial<Result>(pass: () => Promise<Result>, sources: readonly CasinoStakeSource[]): () => Promise<Result>;
  /** The module's plugin: logs go to the app's logger, `register` adds its calls, then the timer (stopped on close, which waits for a running pass). */
  plugin(register: (app: FastifyInstance) => Promise<void>, timer: CasinoMoneyTimer): FastifyPluginAsync;
}

/** The money dependencies as such, with a given log (test control builds them with the app's logger). */
export function casinoMoneyDeps(deps: CasinoMoneyModuleDeps, log: CasinoMoneyDeps['log']): CasinoMoneyDeps {
  return {
    db: deps.context.db,
    clock: deps.context.clock,
    checkStake: (userId, amount, now, within) => deps.limits.checkStake(userId, amount, now, within),
    recordWagering: deps.options?.recordWagering ?? recordWagering,
    log,
  };
}

/**
 * The money wiring the game server, keno/bingo and toto/lotto share: their dependencies (the log goes to the console
 * until the module's plugin registers, then to the app's logger), their timer's pass made one at a time and followed
 * by the casino wagering sweep of their stakes, and the plugin that starts and stops that timer.
 */
export function createCasinoMoney(deps: CasinoMoneyModuleDeps): CasinoMoney {
  let log: CasinoMoneyDeps['log'] = (message, error) => console.error(message, error);
  const money = casinoMoneyDeps(deps, (message, error) => log(message, error));

  let running: Promise<unknown> | null = null;
  const serial = <Result>(pass: () => Promise<Result>, sources: readonly CasinoStakeSource[]) =>
    async (): Promise<Result> => {
      while (running) await running.catch(() => undefined);
      const run = pass().then(async (result) => {
        await sweepCasinoWagering(money, sources);
        return result;
      });
      running = run;
      try {
        return await run;
      } finally {
        running = null;
      }
    };

  const plugin = (register: (app: FastifyInstance) => Promise<void>, timer: CasinoMoneyTimer): FastifyPluginAsync => async (app) => {
    log = (message, error) => app.log.error({ err: error }, message);
    await register(app);
    app.jobs.every(timer.name, timer.intervalMs, timer.run);
    app.addHook('onClose', async () => {
      await running?.catch(() => undefined);
    });
  };

  return { deps: money, serial, plugin };
}
