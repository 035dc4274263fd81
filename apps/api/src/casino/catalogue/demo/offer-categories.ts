import type { CasinoTileLaunch } from '@betting/contracts';
import { texts, type Texts } from './languages';

/**
 * Two sections that are rules over the catalogue rather than kinds of game, mapped once the games and the bonus
 * offers are in (seed 0036):
 *
 * - `fast-bet`: the fast games where one stake plays one round and the result comes at once, with no choice after
 *   the bet: the tiles the house's dice, plinko and fortuna wheel engines play (mines and hi-lo ask for more
 *   choices, crash for a cash-out: they stay in fast games).
 * - `slot-first-deposit`: the slots the first-deposit casino bonus (`slot_first_deposit`) is wagered on, as its games
 *   list (`bonus_offer_games`) names them by route; its table and live games are not slots.
 *
 * Neither is on a lobby page (`pages` empty): each is reached by its own route.
 */
export interface OfferCategory {
  readonly id: number;
  readonly slug: string;
  readonly route: string;
  readonly title: Texts;
}

export const FAST_BET_LAUNCHES: readonly CasinoTileLaunch[] = ['dice', 'plinko', 'fortuna'];
export const FIRST_DEPOSIT_CASINO_OFFER = 'slot_first_deposit';

export const FAST_BET_CATEGORY: OfferCategory = {
  id: 101,
  slug: 'fast-bet',
  route: 'fast-bet',
  title: texts('Fast bet', 'Быстрая ставка', 'Apuesta rápida', 'Aposta rápida', 'Hızlı bahis', 'Швидка ставка'),
};

export const SLOT_FIRST_DEPOSIT_CATEGORY: OfferCategory = {
  id: 102,
  slug: 'slot-first-deposit',
  route: 'casino/slot-first-deposit',
  title: texts(
    'Slots for the first-deposit bonus',
    'Слоты для бонуса на первый депозит',
    'Tragamonedas del bono de primer depósito',
    'Caça-níqueis do bónus do primeiro depósito',
    'İlk para yatırma bonusu slotları',
    'Слоти для бонусу на перший депозит'
  ),
};

export const OFFER_CATEGORIES: readonly OfferCategory[] = [FAST_BET_CATEGORY, SLOT_FIRST_DEPOSIT_CATEGORY];
