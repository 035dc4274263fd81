// rules
export { NOTIFICATION_TIMEOUT_MS, createNotification, defaultTitleKey, withNotification } from './rules/notification';
export { UPDATE_CHECK_DELAY_MS, isUpdateAvailable } from './rules/update-check';
export { AD_BAIT_CLASS_NAMES, adBlockDetected } from './rules/ad-block';
export { ACCOUNT_CONVERSION_STATUS, convertReminderDue, convertReminderShown, readConvertReminderLog } from './rules/convert-account';

// model
export { createNoticesModel } from './model/notices.model';

// types
export type { Notification, NotificationButton, NotificationKind, NotificationRequest } from './rules/notification';
export type { BaitMeasurement } from './rules/ad-block';
export type { AccountConversionStatus, ConvertReminderLog } from './rules/convert-account';
export type { MaintenanceWindow, NoticesModel } from './model/notices.model';
