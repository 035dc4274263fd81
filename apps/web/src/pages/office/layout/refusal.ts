import { OfficeErrorCodeSchema, type OfficeErrorCode } from '@betting/contracts';
import { failureCode, isApiFailure } from '../../../shared/api/api';

/** Refusals the office forms explain besides the API's own codes. */
const CLIENT_CODES = ['network_error', 'invalid_field', 'passwords_differ', 'unknown_error'] as const;
export type OfficeRefusalCode = OfficeErrorCode | (typeof CLIENT_CODES)[number];

/** Why an office call was refused: a code the dictionaries translate (`office.errors.<code>`), and the field or reason it is about. */
export interface OfficeRefusal {
  readonly code: OfficeRefusalCode;
  readonly field?: string;
  readonly reason?: string;
}

/** Every refusal the office explains: each has a text `office.errors.<code>`. */
export const OFFICE_REFUSAL_CODES: readonly OfficeRefusalCode[] = [...OfficeErrorCodeSchema.options, ...CLIENT_CODES];
const KNOWN: ReadonlySet<string> = new Set<string>(OFFICE_REFUSAL_CODES);

export function officeRefusalOf(error: unknown): OfficeRefusal {
  const code = failureCode(error);
  const known = (KNOWN.has(code) ? code : 'unknown_error') as OfficeRefusalCode;
  const params = isApiFailure(error) && error.kind === 'http' ? error.error?.params : undefined;
  const field = typeof params?.['field'] === 'string' ? params['field'] : undefined;
  const reason = typeof params?.['reason'] === 'string' ? params['reason'] : undefined;
  return { code: known, ...(field ? { field } : {}), ...(reason ? { reason } : {}) };
}
