// Toto and lotto: draws, coupons and tickets bought through the ledger, results.

// assembly (app.ts) and test control
export { createCasinoPoolsModule, DEFAULT_POOLS_TICK_INTERVAL_MS } from './pools.module';
export { casinoPoolsTestControlRoutes } from './pools.test-control';

// types
export type { CasinoPoolsModule, CasinoPoolsModuleDeps, CasinoPoolsOptions } from './pools.module';
