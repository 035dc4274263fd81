import { SUPPORT_HISTORY_PAGE_SIZE } from '@betting/contracts';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../shared/ui/Dialog';
import { SupportHistoryList } from './SupportHistory';
import { $history, $historyFailed, historyPageRequested, loadHistoryFx } from './support.model';

/** The support request history modal (spec §2 modals, query `modal=support-history`); Escape or the backdrop closes it. */
export function SupportHistoryModal({ onClose }: { readonly onClose: () => void }) {
  const { t } = useTranslation('pages');
  const [history, failed, loading, requestPage] = useUnit([$history, $historyFailed, loadHistoryFx.pending, historyPageRequested]);
  const page = history?.page ?? 1;
  const pages = Math.max(1, Math.ceil((history?.total_count ?? 0) / SUPPORT_HISTORY_PAGE_SIZE));
  return (
    <Dialog size="wide" labelledBy="support-history-title" onClose={onClose} closeLabel={t('office.close')}>
      <h2 id="support-history-title">{t('office.support.historyTitle')}</h2>
      {failed ? <p role="alert">{t('office.loadFailed')}</p> : history ? <SupportHistoryList requests={history.entities} testId="support-history-modal" /> : <p aria-busy="true">{t('office.loading')}</p>}
      {pages > 1 ? (
        <nav className="office-actions" aria-label={t('office.support.pages')}>
          <button type="button" className="button button--secondary" disabled={loading || page <= 1} onClick={() => requestPage(page - 1)}>
            {t('office.support.newer')}
          </button>
          <span>{t('office.support.page', { page, pages })}</span>
          <button type="button" className="button button--secondary" disabled={loading || page >= pages} onClick={() => requestPage(page + 1)}>
            {t('office.support.older')}
          </button>
        </nav>
      ) : null}
    </Dialog>
  );
}
