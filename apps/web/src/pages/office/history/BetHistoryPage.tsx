import { BET_HISTORY_PERIODS, BET_HISTORY_STATUSES, type BetHistoryQueryInput } from '@betting/contracts';
import { formatMoney } from '@betting/kernel';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlacedCouponCard } from '../../../entities/coupon/PlacedCouponCard';
import { Pager } from '../../../shared/ui/Pager';
import { OfficeLayout } from '../layout/OfficeLayout';
import { betHistoryQuery } from './bet-history.model';
import { HistoryTabs } from './HistoryTabs';
import './bet-history.css';

const TYPE_FILTERS = ['all', '0', '1', '2', '10001'] as const;
type HistoryFilters = { period: (typeof BET_HISTORY_PERIODS)[number]; status: (typeof BET_HISTORY_STATUSES)[number]; type: (typeof TYPE_FILTERS)[number]; page: number };

function historyQueryOf(filters: HistoryFilters): BetHistoryQueryInput {
  return { period: filters.period, status: filters.status, page: filters.page, ...(filters.type === 'all' ? {} : { typeId: Number(filters.type) as 0 | 1 | 2 | 10001 }) };
}

/** `office/history`: the bettor's coupons, newest first, filtered by period, status and type, with totals. */
export function BetHistoryPage() {
  const { t, i18n } = useTranslation('pages');
  const [history, failed, pending, start] = useUnit([betHistoryQuery.$data, betHistoryQuery.$failed, betHistoryQuery.$pending, betHistoryQuery.start]);
  const [filters, setFilters] = useState<HistoryFilters>({ period: 'all', status: 'all', type: 'all', page: 1 });
  const load = () => start(historyQueryOf(filters));
  useEffect(() => {
    start(historyQueryOf(filters));
  }, [start, filters]);
  const change = (next: Partial<HistoryFilters>) => setFilters((previous) => ({ ...previous, page: 1, ...next }));
  const paging = history?.paging;

  return (
    <OfficeLayout routeId="office.history">
      <section className="card office-card" aria-labelledby="bet-history-title" aria-busy={pending || undefined}>
        <HistoryTabs current="bets" />
        <h2 id="bet-history-title">{t('betHistory.title')}</h2>
        <div className="chip-row" role="group" aria-label={t('betHistory.period')}>
          {BET_HISTORY_PERIODS.map((period) => (
            <button key={period} type="button" className="chip" aria-pressed={filters.period === period} onClick={() => change({ period })}>
              {t(`betHistory.periods.${period}`)}
            </button>
          ))}
        </div>
        <div className="bet-history__selects">
          <label className="field">
            <span className="field__label">{t('betHistory.status')}</span>
            <select className="field__input" value={filters.status} onChange={(event) => change({ status: event.target.value as HistoryFilters['status'] })}>
              {BET_HISTORY_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`betHistory.statuses.${status}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field__label">{t('betHistory.type')}</span>
            <select className="field__input" value={filters.type} onChange={(event) => change({ type: event.target.value as HistoryFilters['type'] })}>
              {TYPE_FILTERS.map((type) => (
                <option key={type} value={type}>
                  {t(`betHistory.types.${type}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        {history && history.totals.length > 0 ? (
          <dl className="bet-history__totals">
            {history.totals.map((total) => (
              <div key={total.currency}>
                <dt>{t('betHistory.totals', { currency: total.currency })}</dt>
                <dd>
                  {formatMoney(total.staked, total.currency, i18n.language)} / {formatMoney(total.paidOut, total.currency, i18n.language)}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        {failed ? (
          <p role="alert">
            {t('office.loadFailed')}{' '}
            <button type="button" className="button button--secondary" onClick={load}>
              {t('sports.retry')}
            </button>
          </p>
        ) : history === null ? (
          <p aria-busy="true">{t('office.loading')}</p>
        ) : history.coupons.length === 0 ? (
          <p>{t('betHistory.empty')}</p>
        ) : (
          <div className="bet-history__list" data-testid="bet-history">
            {history.coupons.map((coupon) => (
              <PlacedCouponCard key={coupon.id} coupon={coupon} heading="h3" href={`/${i18n.language}/print-coupon/${coupon.id}`} />
            ))}
          </div>
        )}
        {paging ? <Pager page={paging.pageNumber} pages={paging.totalPages} busy={pending} label={t('payments.pages')} onPage={(page) => setFilters((previous) => ({ ...previous, page }))} /> : null}
      </section>
    </OfficeLayout>
  );
}
