import { maintenanceMessageLanguage } from '@betting/routing';
import type { Notification } from '@betting/notices';
import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { notices } from '../../app/notices';
import { $userId } from '../../entities/session/session-state';
import { useFormatMoment } from '../../shared/lib/use-format-moment';

// Signed-in bettors only: its chunk (and the accounts calls it makes) is fetched once a user id is known.
const ConvertAccountReminder = lazy(() => import('../convert-account/ConvertAccountReminder').then((module) => ({ default: module.ConvertAccountReminder })));

function NotificationItem({ notification, onClose }: { readonly notification: Notification; readonly onClose: (id: string) => void }) {
  const { t } = useTranslation();
  const text = 'message' in notification.text ? notification.text.message : t(notification.text.key, { ...notification.text.params });
  return (
    // The live role sits inside the item: a list may only hold list items (axe: list).
    <li>
      <div className={`notification notification--${notification.kind}`} role={notification.kind === 'error' || notification.kind === 'warning' ? 'alert' : 'status'}>
        <strong className="notification__title">{t(notification.titleKey)}</strong>
        <span className="notification__text">{text}</span>
        <span className="notification__buttons">
          {notification.buttons.map((button) => (
            <button key={button} type="button" className={button === 'ok' ? 'button button--primary' : 'notification__close'} onClick={() => onClose(notification.id)}>
              {t(button === 'ok' ? 'notices.ok' : 'notices.close')}
            </button>
          ))}
        </span>
      </div>
    </li>
  );
}

/** The notices every page shares: maintenance date warning, update notice, ad-block notice, convert-account reminder, notifications. */
export function NoticesHost({ lng }: { readonly lng: string }) {
  const { t } = useTranslation();
  const [list, closed, warning, warningClosed, updateAvailable, adBlock, adBlockClosed, userId] = useUnit([
    notices.$notifications,
    notices.notificationClosed,
    notices.$maintenanceWarning,
    notices.maintenanceWarningClosed,
    notices.$updateAvailable,
    notices.$adBlockNoticeVisible,
    notices.adBlockNoticeClosed,
    $userId,
  ]);
  const messageLng = maintenanceMessageLanguage(lng);
  // The maintenance warning is Russian for AZ, KZ, UA and RU visitors: load that dictionary if it is not the page's.
  const { t: maintenanceT } = useTranslation('pages', { lng: messageLng, useSuspense: false });
  const formatMoment = useFormatMoment();

  return (
    <div className="notices">
      {warning ? (
        <div className="notice-banner notice-banner--warning" role="alert" lang={messageLng}>
          <span>{maintenanceT('status.maintenance.window', { start: formatMoment(warning.startedAt), end: formatMoment(warning.endedAt) })}</span>
          <button type="button" className="notification__close" onClick={() => warningClosed()}>
            {maintenanceT('notices.close')}
          </button>
        </div>
      ) : null}
      {updateAvailable ? (
        <div className="notice-banner notice-banner--info" role="status">
          <span>{t('notices.update')}</span>
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            {t('notices.refresh')}
          </button>
        </div>
      ) : null}
      {adBlock ? (
        <div className="notice-banner notice-banner--warning" role="alert">
          <span>{t('notices.adBlock')}</span>
          <button type="button" className="notification__close" onClick={() => adBlockClosed()}>
            {t('notices.close')}
          </button>
        </div>
      ) : null}
      {userId !== null ? (
        <Suspense fallback={null}>
          <ConvertAccountReminder userId={userId} />
        </Suspense>
      ) : null}
      {list.length > 0 ? (
        <ul className="notifications" aria-live="polite">
          {list.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} onClose={closed} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
