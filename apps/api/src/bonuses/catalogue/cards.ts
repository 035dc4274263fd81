import type { BonusOfferCard } from '@betting/contracts';
import { initialStakes } from '../rules/amounts';
import type { OfferRecord } from './offers.repository';

/** An offer as a catalogue card, its cap in `iso` (N initial stakes of the kernel's currency table). */
export function offerCard(offer: OfferRecord, iso: string): BonusOfferCard {
  return {
    id: offer.id,
    kind: offer.kind,
    categories: [...offer.categories],
    title: offer.title,
    summary: offer.summary,
    percent: offer.percent,
    max_amount: offer.capInitialStakes === null ? null : initialStakes(iso, offer.capInitialStakes),
    currency: iso,
    wager_multiplier: offer.wagerMultiplier,
    wager_kind: offer.wagerKind,
    min_coef: offer.minCoef,
    valid_days: offer.validDays,
    partner_id: offer.partnerId,
  };
}
