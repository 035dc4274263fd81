import { BonusesErrorCodeSchema, type BonusesErrorCode } from '@betting/contracts';
import { failureCode } from '../../../shared/api/api';

/** Why a bonus call was refused: one of the API's codes, or what went wrong on the way. */
export type BonusRefusal = BonusesErrorCode | 'network_error' | 'unknown_error';

/** Every refusal the bonus pages explain (each has a text `bonuses.errors.<code>`). */
export const BONUS_REFUSALS: readonly BonusRefusal[] = [...BonusesErrorCodeSchema.options, 'network_error', 'unknown_error'];
const KNOWN: ReadonlySet<string> = new Set(BONUS_REFUSALS);

export function bonusRefusalOf(error: unknown): BonusRefusal {
  const code = failureCode(error);
  return KNOWN.has(code) ? (code as BonusRefusal) : 'unknown_error';
}
