import { useTranslation } from 'react-i18next';

/** Newer / page n of m / older, for office lists that come a page at a time (newest first). */
export function Pager({ page, pages, busy, onPage, label }: { readonly page: number; readonly pages: number; readonly busy: boolean; readonly onPage: (page: number) => void; readonly label: string }) {
  const { t } = useTranslation('pages');
  if (pages <= 1) return null;
  return (
    <nav className="office-actions" aria-label={label}>
      <button type="button" className="button button--secondary" disabled={busy || page <= 1} onClick={() => onPage(page - 1)}>
        {t('office.support.newer')}
      </button>
      <span>{t('office.support.page', { page, pages })}</span>
      <button type="button" className="button button--secondary" disabled={busy || page >= pages} onClick={() => onPage(page + 1)}>
        {t('office.support.older')}
      </button>
    </nav>
  );
}
