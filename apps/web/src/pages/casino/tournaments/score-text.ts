import type { CasinoTournamentScoring } from '@betting/contracts';
import { formatMoney } from '@betting/kernel';
import { multiplierText } from '../../../entities/casino/round-text';

/** A board's score as people read it: money for stakes and net win, `×2.50` for a multiplier. */
export function scoreText(score: number, scoring: CasinoTournamentScoring, currency: string, lng: string): string {
  return scoring === 'biggest_multiplier' ? `×${multiplierText(score)}` : formatMoney(score, currency, lng);
}
