import { exponentOf } from '@betting/kernel';

/** A ticket's stake (keno) or a card's price (bingo), minor units of the account's currency: 1 to 1 000 whole units, 10 to start with. */
export function drawStakeRangeOf(currency: string): { readonly min: number; readonly max: number; readonly initial: number } {
  const unit = 10 ** exponentOf(currency);
  return { min: unit, max: 1_000 * unit, initial: 10 * unit };
}
