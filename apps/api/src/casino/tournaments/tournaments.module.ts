import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/app-context';
import { bonusRoutes } from './bonus.routes';
import { payTournamentPrizes, sweepTournamentPrizes, type PrizeDeps, type PrizeState } from './prizes';
import { tournamentsRoutes } from './tournaments.routes';

export interface CasinoTournamentsOptions {
  /** The prize sweep's period (default 60 s): ended tournaments get their prizes paid; 0: off (tests pay through calls). */
  readonly sweepIntervalMs?: number;
}

export interface CasinoTournamentsModuleDeps {
  readonly context: AppContext;
  readonly options?: CasinoTournamentsOptions;
}

export interface CasinoTournamentsModule {
  /** The tournaments with their leaderboards (CasinoTournamentPaths) and the bonus pages' calls (CasinoBonusPaths); registering them starts the prize sweep. */
  readonly routes: FastifyPluginAsync;
  /** Pays every ended tournament's prizes not paid yet; answers the tournaments now paid. */
  sweep(): Promise<number[]>;
}

export const DEFAULT_TOURNAMENT_PRIZE_SWEEP_MS = 60_000;

/**
 * Casino tournaments and the casino bonus pages. The boards are computed from the game server's rounds and
 * the ledger on each call; when a tournament ends its final board's prizes are paid once through the ledger, by the
 * sweep on a timer and by the hook in the board's call (whichever comes first; `prizes.ts`).
 */
export function createCasinoTournamentsModule(deps: CasinoTournamentsModuleDeps): CasinoTournamentsModule {
  let log: PrizeDeps['log'] = (message, error) => console.error(message, error);
  const { context } = deps;
  const prizeDeps: PrizeDeps = { db: context.db, clock: context.clock, log: (message, error) => log(message, error) };
  const payPrizes = (tournamentId: number): Promise<PrizeState> => payTournamentPrizes(prizeDeps, tournamentId);
  const sweep = (): Promise<number[]> => sweepTournamentPrizes(prizeDeps);

  const routes: FastifyPluginAsync = async (app) => {
    log = (message, error) => app.log.error({ err: error }, message);
    await app.register(tournamentsRoutes, { context, payPrizes });
    await app.register(bonusRoutes, { db: context.db, clock: context.clock });
    app.jobs.every('tournament prize sweep', deps.options?.sweepIntervalMs ?? DEFAULT_TOURNAMENT_PRIZE_SWEEP_MS, sweep);
  };
  return { routes, sweep };
}
