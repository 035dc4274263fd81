import type { UserRight } from '@betting/contracts';

/** Spec §3: user_status_id 1 is "pending verification". */
export const PENDING_VERIFICATION = 1;

/**
 * What a signed-in user may do: nothing while banned (ban level above 0, spec §6); everything but withdrawing and
 * transferring while verification is pending.
 */
export function rightsOf(user: { readonly banLevel: number; readonly userStatusId: number }): UserRight[] {
  if (user.banLevel > 0) return [];
  if (user.userStatusId === PENDING_VERIFICATION) return ['bet', 'deposit'];
  return ['bet', 'deposit', 'withdraw', 'transfer'];
}
