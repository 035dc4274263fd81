import { useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { maintenanceMessageLanguage } from '@betting/routing';
import { maintenance } from '../../app/maintenance';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { useFormatMoment } from '../../shared/lib/use-format-moment';

/** Everyone is sent here while maintenance is on; the window it gives is read from the maintenance config. */
export function MaintenancePage() {
  const { lng } = useParams({ from: '/$lng' });
  const messageLng = maintenanceMessageLanguage(lng);
  // Russian for AZ, KZ, UA and RU visitors (spec §8): load that dictionary if it is not the page's.
  const { t } = useTranslation('pages', { lng: messageLng, useSuspense: false });
  const data = useUnit(maintenance.$maintenance);
  const formatMoment = useFormatMoment();
  useDocumentTitle(t('status.maintenance.title'));

  const startedAt = data?.config.started_at ?? data?.notice?.startedAt;
  const endedAt = data?.config.ended_at ?? data?.notice?.endedAt;
  return (
    <section className="status-card" aria-labelledby="maintenance-title" lang={messageLng}>
      <span className="status-card__icon" aria-hidden="true">
        ⚙
      </span>
      <h1 id="maintenance-title">{t('status.maintenance.title')}</h1>
      <p>
        {startedAt && endedAt
          ? t('status.maintenance.window', { start: formatMoment(startedAt), end: formatMoment(endedAt) })
          : t('status.maintenance.text')}
      </p>
      <a className="button button--primary" href={`/${lng}`}>
        {t('status.maintenance.back')}
      </a>
    </section>
  );
}
