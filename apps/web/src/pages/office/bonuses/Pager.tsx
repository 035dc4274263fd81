import { useTranslation } from 'react-i18next';

/** Previous / next pages of a list, with where the reader is. */
export function Pager({ page, total, pageSize, onPage, label }: { readonly page: number; readonly total: number; readonly pageSize: number; readonly onPage: (page: number) => void; readonly label: string }) {
  const { t } = useTranslation('pages');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="bonus-pager" aria-label={label}>
      <button type="button" className="button button--secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('bonuses.pager.previous')}
      </button>
      <span aria-current="page">{t('bonuses.pager.position', { page, pages })}</span>
      <button type="button" className="button button--secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('bonuses.pager.next')}
      </button>
    </nav>
  );
}
