import type { Clock } from '../rules/clock';

/** The machine's clock. Inject it at the edge (app start, API server); rules never call it themselves. */
export const systemClock: Clock = { now: () => Date.now() };
