import type { NotificationRequest } from '@betting/notices';

/**
 * Notices of the limit texts: their keys live in the `pages` dictionary (loaded with this widget and the office, not
 * in the first JavaScript), so the shared notices host reads them with the namespace prefix.
 */
export function inPagesNamespace(request: NotificationRequest): NotificationRequest {
  const text = 'key' in request.text ? { ...request.text, key: `pages:${request.text.key}` } : request.text;
  return { ...request, ...(request.titleKey ? { titleKey: `pages:${request.titleKey}` } : {}), text };
}
