import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../platform/app-context';
import { serverPersonClock, type PersonClock } from '../limits';
import type { FirstDepositHook } from '../payments';
import { catalogueRoutes } from './catalogue/catalogue.routes';
import { firstDepositBonusHook } from './grants/first-deposit-bonus';
import { officeBonusesRoutes } from './office.routes';
import { DEFAULT_BONUS_EXPIRY_SWEEP_MS, expireDueBonuses } from './wagering/expiry';
import { recordWagering, type WageringInput, type WageringOutcome } from './wagering/record-wagering';

export interface BonusesModuleDeps {
  readonly context: AppContext;
  /** PUBLIC_URL: the origin of referral links; unset, the request's own. */
  readonly publicUrl?: string | undefined;
  readonly allowedHosts?: readonly string[] | undefined;
  /** The person's "now" for their own bonus reads (the server's clock in production; test control can move it). */
  readonly personClock?: PersonClock | undefined;
  /** How often every overdue bonus is expired and its money taken back (0: only on the person's reads and stakes). */
  readonly expirySweepMs?: number | undefined;
}

export interface BonusesModule {
  /** The public catalogue and the office's bonus calls. */
  readonly routes: FastifyPluginAsync;
  /** For `createPaymentsModule({ onFirstDeposit })`: grants the first-deposit bonus the person chose. */
  readonly onFirstDeposit: FirstDepositHook;
  /** For the betting and casino issues: count a settled stake towards wagering (idempotent by reference). */
  recordWagering(input: WageringInput): Promise<WageringOutcome>;
}

/** Bonuses, assembled with the app's database, clock and user-token key. */
export function createBonusesModule(deps: BonusesModuleDeps): BonusesModule {
  const { db, clock } = deps.context;
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(catalogueRoutes, { db });
    await app.register(officeBonusesRoutes, { db, clock, publicUrl: deps.publicUrl, allowedHosts: deps.allowedHosts, personClock: deps.personClock ?? serverPersonClock });
    app.jobs.every('bonus expiry sweep', deps.expirySweepMs ?? DEFAULT_BONUS_EXPIRY_SWEEP_MS, () => expireDueBonuses(db, new Date(clock.now())));
  };
  return { routes, onFirstDeposit: firstDepositBonusHook(db), recordWagering: (input) => recordWagering(db, input) };
}
