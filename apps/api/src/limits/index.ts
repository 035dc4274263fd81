export { limitsRoutes, type LimitsRoutesOptions } from './limits.routes';
export { createLimitsService, personTime, signInRefusal, userClockSubject, type LimitsService } from './limits.service';
export { countedInMain, usageOf, mainCurrencyOf, type CurrencyAmount } from './usage';
