/**
 * Dictionary keys of the limit texts (spec §8). Approving, rejecting or setting: the server's title or the confirm
 * keys; cancelling: the server's title or the cancel success key, and on failure always the cancel error key.
 */
export const LIMIT_MESSAGE_KEYS = {
  confirmError: 'responsible_gaming_confirm_limit_error',
  confirmSuccess: 'responsible_gaming_confirm_limit_success',
  cancelError: 'responsible_gaming_cancel_limit_error',
  cancelSuccess: 'responsible_gaming_cancel_limit_success',
  /** The permanent error notice when the session limit ends (title and text), then a disconnect. */
  sessionLimitEnded: 'main_session_limit_ended',
  sessionLimitVisitTomorrow: 'main_session_limit_visit_tomorrow',
} as const;
export type LimitMessageKey = (typeof LIMIT_MESSAGE_KEYS)[keyof typeof LIMIT_MESSAGE_KEYS];
