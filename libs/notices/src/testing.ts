import fc from 'fast-check';
import type { NotificationKind, NotificationRequest } from './rules/notification';

export const arbNotificationKind: fc.Arbitrary<NotificationKind> = fc.constantFrom('error', 'info', 'success', 'warning', 'question');

export const arbNotificationRequest: fc.Arbitrary<NotificationRequest> = fc.record({
  id: fc.string({ minLength: 1, maxLength: 8 }),
  kind: arbNotificationKind,
  text: fc.record({ key: fc.constantFrom('main_error', 'main_done') }),
  alert: fc.boolean(),
  timed: fc.boolean(),
});
