/** Spec §8: the kinds of notification the site shows. */
export type NotificationKind = 'error' | 'info' | 'success' | 'warning' | 'question';

/** Spec §8: notification modals with a timeout close after 10 s. */
export const NOTIFICATION_TIMEOUT_MS = 10_000;

export type NotificationButton = 'ok' | 'close';

export interface Notification {
  readonly id: string;
  readonly kind: NotificationKind;
  /** Dictionary key of the title. */
  readonly titleKey: string;
  /** Dictionary key of the text, or a text already in the visitor's language (a server message). */
  readonly text: { readonly key: string; readonly params?: Readonly<Record<string, string | number>> } | { readonly message: string };
  readonly buttons: readonly NotificationButton[];
  /** Closes by itself after this long; null stays until closed. */
  readonly autoCloseMs: number | null;
}

export interface NotificationRequest {
  readonly id: string;
  readonly kind?: NotificationKind;
  readonly titleKey?: string;
  readonly text: Notification['text'];
  /** An alert asks for an answer: it has OK and close buttons; a plain notification only close. */
  readonly alert?: boolean;
  readonly timed?: boolean;
}

/**
 * Spec §8 default titles: `main_error` for errors (the default kind), `main_done` for success. The spec names no
 * others; info, warning and question take `main_info`, `main_warning` and `main_question`.
 */
export function defaultTitleKey(kind: NotificationKind): string {
  switch (kind) {
    case 'error':
      return 'main_error';
    case 'success':
      return 'main_done';
    default:
      return `main_${kind}`;
  }
}

export function createNotification(request: NotificationRequest): Notification {
  const kind = request.kind ?? 'error';
  return {
    id: request.id,
    kind,
    titleKey: request.titleKey ?? defaultTitleKey(kind),
    text: request.text,
    buttons: request.alert ? ['ok', 'close'] : ['close'],
    autoCloseMs: request.timed ? NOTIFICATION_TIMEOUT_MS : null,
  };
}

/** The list after showing one: a notification with the same id replaces the old one instead of stacking. */
export function withNotification(list: readonly Notification[], notification: Notification): Notification[] {
  return [...list.filter((shown) => shown.id !== notification.id), notification];
}
