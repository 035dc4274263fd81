// Casino bonus wagering: the one path every casino product's stakes take (rounds, keno/bingo, toto, lotto).
export { CASINO_WAGERING_CONTRIBUTION_PERCENT, CASINO_WAGERING_GAMES, countedStakeOf, wageringContribution } from './contribution';
export { casinoRoundStakeReference, recordCasinoWagering, sweepCasinoWagering } from './record';
export type { CasinoWageringGame } from './contribution';
export type { CasinoStakeSource, CasinoWageringDeps } from './record';
