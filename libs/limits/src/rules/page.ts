import { LIMIT_MESSAGE_KEYS, type Limit, type LimitActionResponse, type LimitType } from '@betting/contracts';
import { LIMIT_SECTIONS, isPeriodType, type LimitSectionId } from './catalog';

/**
 * A self-exclusion or time-out field is locked while its entry has an end time (spec §5): it runs, and may be neither
 * shortened nor cancelled. (The server turns it INACTIVE when it ends.)
 */
export function isFieldLocked(limits: readonly Limit[], type: LimitType): boolean {
  return isPeriodType(type) && limits.some((limit) => limit.limitType === type && limit.limitState === 'ACTIVE' && limit.endsAt !== null);
}

/** A field is disabled while it is locked or a change of it is pending (waiting out its 24 h or for approval). */
export function isFieldDisabled(limits: readonly Limit[], type: LimitType): boolean {
  return isFieldLocked(limits, type) || limits.some((limit) => limit.limitType === type && limit.limitState === 'PENDING');
}

export interface LimitSectionFlags {
  /** The feature flag that locks the deposit section when any of its fields is disabled. */
  readonly depositSectionLock: boolean;
}

export interface LimitSectionView {
  readonly id: LimitSectionId;
  readonly types: readonly LimitType[];
  /** The section's entries, in its type order, each current entry before its pending one. */
  readonly limits: readonly Limit[];
  readonly disabledTypes: readonly LimitType[];
  /** Deposit: a field disabled and the flag on; self-limitation: a field disabled; the others never. */
  readonly locked: boolean;
}

/** The page's five sections in order (deposit, self-limitation, reality checks, wagering, loss) with their locks. */
export function limitSections(limits: readonly Limit[], flags: LimitSectionFlags): LimitSectionView[] {
  return LIMIT_SECTIONS.map((section) => {
    const disabledTypes = section.types.filter((type) => isFieldDisabled(limits, type));
    const anyDisabled = disabledTypes.length > 0;
    const locked = section.id === 'deposit' ? flags.depositSectionLock && anyDisabled : section.id === 'self_limitation' ? anyDisabled : false;
    const entries = section.types.flatMap((type) =>
      limits.filter((limit) => limit.limitType === type).sort((a, b) => Number(a.limitState === 'PENDING') - Number(b.limitState === 'PENDING')),
    );
    return { id: section.id, types: section.types, limits: entries, disabledTypes, locked };
  });
}

/**
 * The warning under the self-exclusion field (spec §5): a value is chosen (`chosenDays`) but no self-exclusion has
 * started yet — saving it will end the session and refuse sign-in for that long.
 */
export function showSelfExclusionWarning(limits: readonly Limit[], chosenDays: number | null): boolean {
  return chosenDays !== null && !isFieldLocked(limits, 30);
}

/** The page's own actions on a limit. */
export type LimitActionKind = 'set' | 'approve' | 'reject' | 'cancel';

/** A notice for the bettor: a dictionary key, or the server's title already in their language. */
export interface LimitNotice {
  readonly kind: 'success' | 'error';
  readonly text: { readonly key: string } | { readonly message: string };
}

/**
 * The notice after an action (spec §8). `response` is the server's answer, or null when the call failed outright.
 * Approve, reject and set: the title or the confirm keys; cancel: the title or the cancel success key, and on any
 * failure always `responsible_gaming_cancel_limit_error`.
 */
export function limitActionNotice(action: LimitActionKind, response: Pick<LimitActionResponse, 'status' | 'title'> | null): LimitNotice {
  const success = response?.status === true;
  const title = response?.title ?? null;
  const cancel = action === 'cancel';
  if (success) {
    return { kind: 'success', text: title ? { message: title } : { key: cancel ? LIMIT_MESSAGE_KEYS.cancelSuccess : LIMIT_MESSAGE_KEYS.confirmSuccess } };
  }
  if (cancel || !title) return { kind: 'error', text: { key: cancel ? LIMIT_MESSAGE_KEYS.cancelError : LIMIT_MESSAGE_KEYS.confirmError } };
  return { kind: 'error', text: { message: title } };
}
