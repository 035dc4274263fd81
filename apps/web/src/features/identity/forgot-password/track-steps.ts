import type { ForgotPasswordEvent } from '@betting/auth';

/**
 * Sends a forgot-password step (spec §4 analytics) to the page's data layer, where the configured tag-manager
 * counters (types 1 and 9) pick it up; without counters the entries simply stay in the array.
 */
export function trackForgotPassword(event: ForgotPasswordEvent): void {
  const layer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []);
  layer.push({ event: 'forgot_password', step: event.step, ...(event.detail ? { detail: event.detail } : {}) });
}
