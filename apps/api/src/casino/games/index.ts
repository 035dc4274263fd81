// The casino game server: provably fair rounds of @betting/games for real or play money.

// assembly (app.ts) and test control
export { createCasinoGamesModule, DEFAULT_CASINO_SWEEP_INTERVAL_MS } from './games.module';
export { casinoGamesTestControlRoutes } from './games.test-control';

// types
export type { CasinoGamesModule, CasinoGamesModuleDeps, CasinoGamesOptions } from './games.module';
