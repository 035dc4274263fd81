import { useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../shared/lib/use-document-title';

const ICONS: Record<string, string> = { 'site-updates': '⟳', 'coming-soon': '★', '500': '!', maintenance: '⚙' };

/**
 * The pages a visitor is sent to when the site cannot serve them: block reasons, updates, suspension,
 * opening soon, the server error page. Texts by the last part of the route id (`empty.block-ua` → `block-ua`).
 */
export function StatusPage() {
  const { t } = useTranslation('pages');
  const routeId = useMatches({ select: (matches) => matches.at(-1)?.staticData.routeId ?? '' });
  const kind = routeId.slice(routeId.lastIndexOf('.') + 1);
  const title = t(`status.${kind}.title`, { defaultValue: t('status.block.title') });
  useDocumentTitle(title);
  return (
    <section className="status-card" aria-labelledby="status-title">
      <span className="status-card__icon" aria-hidden="true">
        {ICONS[kind] ?? '⛔'}
      </span>
      <h1 id="status-title">{title}</h1>
      <p>{t(`status.${kind}.text`, { defaultValue: t('status.block.text') })}</p>
    </section>
  );
}
