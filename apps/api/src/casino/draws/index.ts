// Keno and bingo draws on a schedule: provably fair draws of @betting/games, tickets through the ledger.

// assembly (app.ts) and test control
export { createCasinoDrawsModule, DEFAULT_DRAWS_TICK_MS } from './draws.module';
export { casinoDrawsTestControlRoutes } from './draws.test-control';

// types
export type { CasinoDrawsModule, CasinoDrawsModuleDeps, CasinoDrawsOptions } from './draws.module';
