// Bonuses: the public catalogue, the first-deposit bonus, wagering, promo codes, weekly cashback, rewards, bring a friend.

// assembly (app.ts)
export { createBonusesModule } from './bonuses.module';

// for the betting and casino issues: count stakes towards wagering; post casino rounds under this reference prefix
export { recordWagering } from './wagering/record-wagering';
export { CASINO_REFERENCE_PREFIX, casinoRoundReference } from './cashback/casino-loss';

// for the payments module and jobs
export { firstDepositBonusHook, grantFirstDepositBonus } from './grants/first-deposit-bonus';
export { releasePendingBonuses } from './wagering/release';
export { expireDueBonuses } from './wagering/expiry';

// types
export type { BonusesModule, BonusesModuleDeps } from './bonuses.module';
export type { WageringInput, WageringOutcome } from './wagering/record-wagering';
export type { BonusRecord } from './grants/bonus-records';
