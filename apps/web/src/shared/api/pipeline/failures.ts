import { ApiErrorSchema, type ApiError } from '@betting/contracts';
import * as z from 'zod/mini';

/**
 * Why a call failed (spec §8): no answer (network error), cancelled (499), an error status with the API's typed
 * error body, or an answer that breaks its contract. Thrown by `apiRequest`; views translate `error.code`.
 */
export type ApiFailure =
  | { readonly kind: 'network'; readonly status: 0; readonly message: string }
  | { readonly kind: 'cancelled'; readonly status: 499 }
  | { readonly kind: 'http'; readonly status: number; readonly error: ApiError['error'] | undefined; readonly body?: unknown }
  | { readonly kind: 'invalid-data'; readonly status: number; readonly messages: readonly string[] };

export const CANCELLED_STATUS = 499;

export function isApiFailure(value: unknown): value is ApiFailure {
  return typeof value === 'object' && value !== null && 'kind' in value && 'status' in value;
}

/** An API error body's `{ code, message }`: what a farfetched query's `$error` holds for an http failure (it unwraps `error`). */
function isApiErrorBody(value: unknown): value is { readonly code: string } {
  return typeof value === 'object' && value !== null && 'code' in value && typeof value.code === 'string';
}

/**
 * The API's error code of a failure (`invalid_credentials`, …), `network_error` or `cancelled`, else `unknown_error`.
 * Takes a thrown `ApiFailure` or a query's `$error` (the failure's error body).
 */
export function failureCode(failure: unknown): string {
  if (!isApiFailure(failure)) return isApiErrorBody(failure) ? failure.code : 'unknown_error';
  switch (failure.kind) {
    case 'network':
      return 'network_error';
    case 'cancelled':
      return 'cancelled';
    case 'http':
      return failure.error?.code ?? `http_${failure.status}`;
    case 'invalid-data':
      return 'invalid_data';
  }
}

export async function httpFailure(response: Response): Promise<ApiFailure> {
  const body = await response.json().catch(() => undefined);
  const parsed = z.safeParse(ApiErrorSchema, body);
  return { kind: 'http', status: response.status, error: parsed.success ? parsed.data.error : undefined, body };
}
