import { isApiFailure } from '../../shared/api/api';

/** A whole-number parameter of the API's refusal `code` (the moved offer, the target's ceiling), if it carries one. */
export function refusalAmount(failure: unknown, code: string, param: string): number | undefined {
  if (!isApiFailure(failure) || failure.kind !== 'http' || failure.error?.code !== code) return undefined;
  const amount = Number(failure.error.params?.[param]);
  return Number.isSafeInteger(amount) ? amount : undefined;
}
