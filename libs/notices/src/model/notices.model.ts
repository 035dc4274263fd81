import { createEvent, createStore, sample, type EventCallable, type Store } from 'effector';
import { delay } from 'patronum';
import { isUpdateAvailable } from '../rules/update-check';
import { createNotification, withNotification, type Notification, type NotificationRequest } from '../rules/notification';

export interface MaintenanceWindow {
  readonly startedAt: string | null;
  readonly endedAt: string | null;
}

export interface NoticesModel {
  readonly notificationShown: EventCallable<NotificationRequest>;
  readonly notificationClosed: EventCallable<string>;
  readonly $notifications: Store<readonly Notification[]>;
  /** The maintenance service's notice window: set while it is open, null otherwise. */
  readonly maintenanceNoticeReceived: EventCallable<MaintenanceWindow | null>;
  readonly maintenanceWarningClosed: EventCallable<void>;
  readonly $maintenanceWarning: Store<MaintenanceWindow | null>;
  /** The version the server now serves (checked from 60 s after start). */
  readonly latestVersionReceived: EventCallable<string | null>;
  readonly $updateAvailable: Store<boolean>;
  readonly adBlockChecked: EventCallable<boolean>;
  readonly adBlockNoticeClosed: EventCallable<void>;
  readonly $adBlockNoticeVisible: Store<boolean>;
}

/**
 * The notices every page shares (spec §4, §8): notifications with auto-close, the maintenance date warning,
 * the update notice and the ad-block notice. `runningVersion` is the app build this page runs.
 */
export function createNoticesModel({ runningVersion }: { readonly runningVersion: string }): NoticesModel {
  const notificationShown = createEvent<NotificationRequest>();
  const notificationClosed = createEvent<string>();
  const added = notificationShown.map(createNotification);
  const $notifications = createStore<readonly Notification[]>([])
    .on(added, withNotification)
    .on(notificationClosed, (list, id) => list.filter((notification) => notification.id !== id));

  const timedOut = delay({
    source: sample({ clock: added, filter: (notification) => notification.autoCloseMs !== null }),
    timeout: (notification) => notification.autoCloseMs ?? 0,
  });
  // A notification shown again with the same id starts a new timer; only the one still shown closes.
  sample({
    clock: timedOut,
    source: $notifications,
    filter: (list, expired) => list.includes(expired),
    fn: (_, expired) => expired.id,
    target: notificationClosed,
  });

  const maintenanceNoticeReceived = createEvent<MaintenanceWindow | null>();
  const maintenanceWarningClosed = createEvent();
  const $maintenanceWarningDismissed = createStore(false).on(maintenanceWarningClosed, () => true);
  const $maintenanceNotice = createStore<MaintenanceWindow | null>(null).on(maintenanceNoticeReceived, (_, notice) => notice);
  const $maintenanceWarning = sample({
    source: { notice: $maintenanceNotice, dismissed: $maintenanceWarningDismissed },
    fn: ({ notice, dismissed }) => (dismissed ? null : notice),
  });

  const latestVersionReceived = createEvent<string | null>();
  const $updateAvailable = createStore(false).on(latestVersionReceived, (available, latest) => available || isUpdateAvailable(runningVersion, latest));

  const adBlockChecked = createEvent<boolean>();
  const adBlockNoticeClosed = createEvent();
  const $adBlockNoticeVisible = createStore(false)
    .on(adBlockChecked, (_, detected) => detected)
    .reset(adBlockNoticeClosed);

  return {
    notificationShown,
    notificationClosed,
    $notifications,
    maintenanceNoticeReceived,
    maintenanceWarningClosed,
    $maintenanceWarning,
    latestVersionReceived,
    $updateAvailable,
    adBlockChecked,
    adBlockNoticeClosed,
    $adBlockNoticeVisible,
  };
}
