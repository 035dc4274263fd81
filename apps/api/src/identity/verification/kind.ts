import type { VerificationKind } from '@betting/contracts';

const DAY_MS = 86_400_000;

export interface VerificationSituation {
  /** The account's e-mail, if it has one. */
  readonly accountEmail: string | null;
  /** activation_type says the e-mail is confirmed. */
  readonly emailConfirmed: boolean;
  /** The e-mail the request names, if any. */
  readonly requestedEmail: string | null;
  readonly registeredAt: number;
  readonly now: number;
}

export type VerificationDecision =
  | { readonly ok: true; readonly kind: VerificationKind; readonly email: string }
  | { readonly ok: false; readonly code: 'already_verified' | 'email_required' | 'email_already_set' };

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Which link a confirmation e-mail carries (see libs/contracts auth/verification.ts): activatefast when an account
 * without an e-mail adds one, activate for the registration's e-mail within its first day, accountverify after that.
 */
export function decideVerification(situation: VerificationSituation): VerificationDecision {
  const { accountEmail, requestedEmail } = situation;
  if (accountEmail === null) return requestedEmail === null ? { ok: false, code: 'email_required' } : { ok: true, kind: 'activatefast', email: requestedEmail.trim() };
  if (requestedEmail !== null && !same(requestedEmail, accountEmail)) return { ok: false, code: 'email_already_set' };
  if (situation.emailConfirmed) return { ok: false, code: 'already_verified' };
  return { ok: true, kind: situation.now - situation.registeredAt < DAY_MS ? 'activate' : 'accountverify', email: accountEmail };
}
