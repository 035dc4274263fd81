import type { PersonalDataBody, PersonalDataResponse, UserData, UserDataField } from '@betting/contracts';
import { missingProfileFields } from '@betting/auth';

export const ADULT_AGE_YEARS = 18;
/** Nobody alive was born before this. */
export const EARLIEST_BIRTHDAY = '1900-01-01';

export type PersonalDataRefusal = { readonly code: 'too_young' | 'invalid_date'; readonly field: UserDataField };

/**
 * True when someone born on `birthday` is at least 18 on `today` (both `YYYY-MM-DD`). ISO dates compare as strings;
 * the 18th birthday of someone born on 29 February is 1 March in common years (the 29th of a common year sorts
 * after the 28th and before the 1st).
 */
export function isAdultOn(birthday: string, today: string): boolean {
  const year = Number(today.slice(0, 4)) - ADULT_AGE_YEARS;
  return birthday <= `${String(year).padStart(4, '0')}${today.slice(4)}`;
}

/**
 * The first reason the server refuses personal data that passed its contract, or null: a birthday in the future or
 * before 1900, under 18, a document issued in the future or before birth, an expiry not after the issue date.
 */
export function personalDataRefusal(data: PersonalDataBody, today: string): PersonalDataRefusal | null {
  const { date_birthday: birthday, passport_date: issued, passport_end_date: expires } = data;
  if (birthday !== null) {
    if (birthday > today || birthday < EARLIEST_BIRTHDAY) return { code: 'invalid_date', field: 'date_birthday' };
    if (!isAdultOn(birthday, today)) return { code: 'too_young', field: 'date_birthday' };
  }
  if (issued !== null && (issued > today || (birthday !== null && issued < birthday))) return { code: 'invalid_date', field: 'passport_date' };
  if (expires !== null && issued !== null && expires <= issued) return { code: 'invalid_date', field: 'passport_end_date' };
  return null;
}

/** The answer of GET and PUT: the data and the filled check of spec §5. */
export function personalDataAnswer(userData: UserData): PersonalDataResponse {
  const missing = missingProfileFields(userData);
  return { user_data: userData, is_filled: missing.length === 0, missing_fields: missing };
}
