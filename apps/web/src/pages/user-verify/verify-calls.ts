import {
  StopNewsletterResponseSchema,
  VerificationConfirmResponseSchema,
  VerificationErrorCodeSchema,
  VerificationPaths,
  VerificationRequestResponseSchema,
  type VerificationConfirmResponse,
  type VerificationErrorCode,
  type VerificationRequestResponse,
} from '@betting/contracts';
import { apiRequest, failureCode } from '../../shared/api/api';

export type VerifyRefusal = VerificationErrorCode | 'network_error' | 'unknown_error';
const KNOWN: ReadonlySet<string> = new Set<string>([...VerificationErrorCodeSchema.options, 'network_error']);

/** Why a call of these pages failed, as a key of `auth.verify.errors`. */
export function verifyRefusalOf(error: unknown): VerifyRefusal {
  const code = failureCode(error);
  return KNOWN.has(code) ? (code as VerifyRefusal) : 'unknown_error';
}

// A link's token is single-use: a page mounted twice (React's strict mode, a remount) must not spend it twice.
const confirmations = new Map<string, Promise<VerificationConfirmResponse>>();
const stops = new Map<string, Promise<unknown>>();

export function confirmEmail(token: string): Promise<VerificationConfirmResponse> {
  let call = confirmations.get(token);
  if (!call) {
    call = apiRequest({ method: 'POST', path: VerificationPaths.confirm, body: { token }, schema: VerificationConfirmResponseSchema });
    confirmations.set(token, call);
  }
  return call;
}

export function stopNewsletter(token: string): Promise<unknown> {
  let call = stops.get(token);
  if (!call) {
    call = apiRequest({ method: 'POST', path: VerificationPaths.stopNewsletter, body: { token }, schema: StopNewsletterResponseSchema });
    stops.set(token, call);
  }
  return call;
}

export function requestVerification(lng: string, email: string | undefined): Promise<VerificationRequestResponse> {
  return apiRequest({ method: 'POST', path: VerificationPaths.request, body: email === undefined ? { lng } : { lng, email }, schema: VerificationRequestResponseSchema });
}
