import { formatMoney } from '@betting/kernel';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface TotalsProps<Total extends { readonly currency: string; readonly staked: number }> {
  /** Over everything the filters match; nothing is shown while there is none. */
  readonly totals: readonly Total[] | undefined;
  /** What came back of a currency's stakes. */
  readonly back: (total: Total) => number;
  readonly label: (currency: string) => string;
}

/** Staked / what came back, per currency, under a history's filters. */
export function HistoryTotals<Total extends { readonly currency: string; readonly staked: number }>({ totals, back, label }: TotalsProps<Total>) {
  const { i18n } = useTranslation('pages');
  if (!totals || totals.length === 0) return null;
  return (
    <dl className="bet-history__totals">
      {totals.map((total) => (
        <div key={total.currency}>
          <dt>{label(total.currency)}</dt>
          <dd>
            {formatMoney(total.staked, total.currency, i18n.language)} / {formatMoney(back(total), total.currency, i18n.language)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

interface BodyProps<Data> {
  readonly data: Data | null;
  readonly failed: boolean;
  readonly onRetry: () => void;
  readonly isEmpty: (data: Data) => boolean;
  readonly emptyText: string;
  /** The list, once there is a page of it. */
  readonly children: (data: Data) => ReactNode;
}

/** A history's page: the failure with a retry, the loading line, the empty line, else the list. */
export function HistoryBody<Data>({ data, failed, onRetry, isEmpty, emptyText, children }: BodyProps<Data>) {
  const { t } = useTranslation('pages');
  if (failed)
    return (
      <p role="alert">
        {t('office.loadFailed')}{' '}
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t('sports.retry')}
        </button>
      </p>
    );
  if (data === null) return <p aria-busy="true">{t('office.loading')}</p>;
  if (isEmpty(data)) return <p>{emptyText}</p>;
  return <>{children(data)}</>;
}
