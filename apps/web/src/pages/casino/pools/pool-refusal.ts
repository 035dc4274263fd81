import { CasinoPoolErrorCodeSchema, limitRefusalOfPaymentError, type LimitRefusal } from '@betting/contracts';
import { failureCode, isApiFailure } from '../../../shared/api/api';

/** Why a purchase was refused: the API's code (or network_error / unknown_error), its numbers and a limit's reason. */
export interface PoolRefusal {
  readonly code: string;
  readonly params: Readonly<Record<string, string | number>>;
  readonly limit: LimitRefusal | null;
}

const KNOWN: ReadonlySet<string> = new Set([...CasinoPoolErrorCodeSchema.options, 'network_error']);

export function poolRefusalOf(error: unknown): PoolRefusal {
  const code = failureCode(error);
  const body = isApiFailure(error) && error.kind === 'http' ? error.error : undefined;
  return {
    code: KNOWN.has(code) ? code : 'unknown_error',
    params: body?.params ?? {},
    limit: body && code === 'limit_refused' ? limitRefusalOfPaymentError({ error: body }) : null,
  };
}
