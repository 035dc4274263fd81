import { ROUTE_AVAILABILITY } from '../constants';
import { area } from './define';

const bonus = area({ meta: { needsAcceptedTerms: true, middleware: ['bonus-to-offer'] } });
const single = { meta: { middleware: ['slot-first-deposit', 'bonus-to-offer'] } } as const;
const rules = { meta: { enabledBy: [{ routeAvailability: ROUTE_AVAILABILITY.bonusesRules }] } } as const;

/**
 * Bonuses and their offer counterparts. With promoBonusToOffer on, a bonus route is replace-redirected to its
 * offer route (params and query kept); with it off, an offer route goes back to its bonus route.
 */
export const bonusRoutes = [
  bonus('bonus.bonuses', 'bonuses'),
  bonus('bonus.bonuses-rules', 'bonuses/rules', rules),
  bonus('bonus.bonuses-games', 'bonuses/games'),
  bonus('bonus.bonus-partner', 'bonuses/partners/{id}'),
  bonus('bonus.bonus', 'bonus/{id}', single),
  bonus('bonus.offers', 'offers'),
  bonus('bonus.offers-rules', 'offers/rules', rules),
  bonus('bonus.offers-games', 'offers/games'),
  bonus('bonus.offer-partner', 'offers/partners/{id}'),
  bonus('bonus.offer', 'offer/{id}', single),
] as const;

/** bonus route id → offer route id (same params). */
export const BONUS_TO_OFFER: Readonly<Record<string, string>> = {
  'bonus.bonuses': 'bonus.offers',
  'bonus.bonuses-rules': 'bonus.offers-rules',
  'bonus.bonuses-games': 'bonus.offers-games',
  'bonus.bonus-partner': 'bonus.offer-partner',
  'bonus.bonus': 'bonus.offer',
};
/** offer route id → bonus route id. */
export const OFFER_TO_BONUS: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(BONUS_TO_OFFER).map(([from, to]) => [to, from]));
