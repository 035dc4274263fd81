import type { BonusOfferKind } from '@betting/contracts';

/** The bonuses pages and their offer counterparts (spec §2: the same pages under offers names). */
export type BonusFamily = 'bonuses' | 'offers';

/** Which family a routing-table id belongs to: `bonus.offers`, `bonus.offer-partner`… are offers. */
export function bonusFamilyOf(routeId: string | undefined): BonusFamily {
  return routeId?.startsWith('bonus.offer') ? 'offers' : 'bonuses';
}

export interface BonusPaths {
  readonly list: string;
  readonly rules: string;
  readonly games: string;
  partner(id: string): string;
  offer(id: string): string;
}

/** The family's page paths in a language (the routing table's `bonuses/…`, `bonus/{id}` or `offers/…`, `offer/{id}`). */
export function bonusPaths(lng: string, family: BonusFamily): BonusPaths {
  const list = `/${lng}/${family}`;
  const single = family === 'offers' ? 'offer' : 'bonus';
  return {
    list,
    rules: `${list}/rules`,
    games: `${list}/games`,
    partner: (id) => `${list}/partners/${encodeURIComponent(id)}`,
    offer: (id) => `/${lng}/${single}/${encodeURIComponent(id)}`,
  };
}

/** Where in the office an offer is taken: the first-deposit choice, the promo check, a cashback page; null for none. */
export function officePathOf(kind: BonusOfferKind, lng: string): string | null {
  switch (kind) {
    case 'first_deposit_sport':
    case 'first_deposit_casino':
      return `/${lng}/office/bonuses/deposit`;
    case 'promo_code':
      return `/${lng}/office/promotion`;
    case 'cashback_vip':
      return `/${lng}/office/casino/vipcashback`;
    case 'cashback_premium':
      return `/${lng}/office/casino/premiumcashback`;
    default:
      return null;
  }
}
