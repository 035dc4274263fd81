export { limitsRoutes, type LimitsRoutesOptions } from './limits.routes';
export { createLimitsService, personTime, signInRefusal, type LimitsService } from './limits.service';
export { serverPersonClock, userClockSubject, type PersonClock } from './person-clock';
export { countedInMain, usageOf, mainCurrencyOf, type CurrencyAmount } from './usage';

// for betting, casino, line
export { limitsCallerOf } from './limits-caller';
