// Casino tournaments (leaderboards computed from the game server's rounds) and the casino bonus pages' calls.

// assembly (app.ts)
export { createCasinoTournamentsModule } from './tournaments.module';

// prizes: paid once through the ledger when a tournament ends (the sweep, the board's hook, test control)
export { payTournamentPrizes, sweepTournamentPrizes, tournamentPrizeReference } from './prizes';
export { casinoTournamentsTestControlRoutes } from './tournaments.test-control';

// writing definitions (seed 0029_casino_tournaments)
export { saveTournament } from './tournaments.repository';
export { saveActionDetails } from './actions.repository';
export { demoActionDetails, demoTournaments } from './demo/tournaments';

// types
export type { CasinoTournamentsModule, CasinoTournamentsModuleDeps, CasinoTournamentsOptions } from './tournaments.module';
export type { TournamentInput, TournamentTexts } from './tournaments.repository';
export type { ActionDetailsInput, ActionDetailTexts } from './actions.repository';
