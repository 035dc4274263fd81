import { BET_HISTORY_PERIODS, BET_HISTORY_STATUSES, type BetHistoryQueryInput } from '@betting/contracts';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { PlacedCouponCard } from '../../../entities/coupon/PlacedCouponCard';
import { useStreamedGames } from '../../../entities/line/use-streamed-games';
import { CashOutPanel } from '../../../features/cash-out/CashOutPanel';
import { Pager } from '../../../shared/ui/Pager';
import { OfficeLayout } from '../layout/OfficeLayout';
import { $openCouponGames, betHistoryQuery } from './bet-history.model';
import { HistoryFilters, HistorySelect } from './HistoryFilters';
import { HistoryBody, HistoryTotals } from './HistoryResults';
import { HistoryTabs } from './HistoryTabs';
import { useFilteredHistory } from './use-filtered-history';
import './bet-history.css';

const TYPE_FILTERS = ['all', '0', '1', '2', '10001'] as const;
type Filters = { period: (typeof BET_HISTORY_PERIODS)[number]; status: (typeof BET_HISTORY_STATUSES)[number]; type: (typeof TYPE_FILTERS)[number]; page: number };

function historyQueryOf(filters: Filters): BetHistoryQueryInput {
  return { period: filters.period, status: filters.status, page: filters.page, ...(filters.type === 'all' ? {} : { typeId: Number(filters.type) as 0 | 1 | 2 | 10001 }) };
}

const UNFILTERED: Filters = { period: 'all', status: 'all', type: 'all', page: 1 };

/** `office/history`: the bettor's coupons, newest first, filtered by period, status and type, with totals. */
export function BetHistoryPage() {
  const { t, i18n } = useTranslation('pages');
  const { data: history, failed, pending, filters, retry, change, turnPage } = useFilteredHistory(betHistoryQuery, UNFILTERED, historyQueryOf);
  const paging = history?.paging;
  // Open coupons' games on the live stream: a finished game reloads the list, so a settled coupon shows as such.
  useStreamedGames(useUnit($openCouponGames));

  return (
    <OfficeLayout routeId="office.history">
      <section className="card office-card" aria-labelledby="bet-history-title" aria-busy={pending || undefined}>
        <HistoryTabs current="bets" />
        <h2 id="bet-history-title">{t('betHistory.title')}</h2>
        <HistoryFilters period={filters.period} onPeriod={(period) => change({ period })}>
          <HistorySelect label={t('betHistory.status')} value={filters.status} values={BET_HISTORY_STATUSES} optionLabel={(status) => t(`betHistory.statuses.${status}`)} onChange={(status) => change({ status })} />
          <HistorySelect label={t('betHistory.type')} value={filters.type} values={TYPE_FILTERS} optionLabel={(type) => t(`betHistory.types.${type}`)} onChange={(type) => change({ type })} />
        </HistoryFilters>
        <HistoryTotals totals={history?.totals} back={(total) => total.paidOut} label={(currency) => t('betHistory.totals', { currency })} />
        <HistoryBody data={history} failed={failed} onRetry={retry} isEmpty={(data) => data.coupons.length === 0} emptyText={t('betHistory.empty')}>
          {(data) => (
            <div className="bet-history__list" data-testid="bet-history">
              {data.coupons.map((coupon) => (
                <PlacedCouponCard key={coupon.id} coupon={coupon} heading="h3" href={`/${i18n.language}/print-coupon/${coupon.id}`}>
                  <CashOutPanel coupon={coupon} />
                </PlacedCouponCard>
              ))}
            </div>
          )}
        </HistoryBody>
        {paging ? <Pager page={paging.pageNumber} pages={paging.totalPages} busy={pending} label={t('payments.pages')} onPage={turnPage} /> : null}
      </section>
    </OfficeLayout>
  );
}
