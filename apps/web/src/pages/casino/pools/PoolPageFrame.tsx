import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLinks, type NavLinkItem } from '../../../shared/ui/NavLinks';
import { CasinoLayout } from '../CasinoLayout';

/** A toto or lotto page: its title and lead, the section tabs, then the section. */
export function PoolPageFrame({ lng, game, tabs, children }: { readonly lng: string; readonly game: 'toto' | 'lotto'; readonly tabs: readonly NavLinkItem[]; readonly children: ReactNode }) {
  const { t } = useTranslation('pages');
  return (
    <CasinoLayout lng={lng}>
      <div className="pools">
        <header className="pools__head">
          <h1 className="casino__title">{t(`pools.${game}.title`)}</h1>
          <p className="pools__muted">{t(`pools.${game}.lead`)}</p>
        </header>
        <NavLinks className="chip-row pools__tabs" label={t(`pools.${game}.tabsLabel`)} linkClassName="chip" items={tabs} />
        {children}
      </div>
    </CasinoLayout>
  );
}

interface OverviewProps<Data> {
  readonly data: Data | null;
  readonly failed: boolean;
  readonly onRetry: () => void;
  readonly children: (data: Data) => ReactNode;
}

/** The overview a page's draw sections stand on: the failure with a retry, a skeleton while it loads, else the section. */
export function PoolOverview<Data>({ data, failed, onRetry, children }: OverviewProps<Data>) {
  const { t } = useTranslation('pages');
  if (failed)
    return (
      <p role="alert" className="pools__message">
        {t('pools.loadFailed')}{' '}
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t('pools.retry')}
        </button>
      </p>
    );
  if (data === null) return <div className="card pools__card pools__skeleton" aria-busy="true" aria-label={t('pools.loading')} />;
  return <>{children(data)}</>;
}
