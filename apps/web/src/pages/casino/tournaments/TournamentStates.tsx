import { useTranslation } from 'react-i18next';

/** A read that failed says so, with a retry, where its content would be. */
export function LoadFailed({ message, onRetry }: { readonly message: string; readonly onRetry: () => void }) {
  const { t } = useTranslation('pages');
  return (
    <div className="casino__message" role="alert">
      {message}{' '}
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('casinoBonus.retry')}
      </button>
    </div>
  );
}

/** Placeholders of tournament cards while the list loads (no layout jump when it comes). */
export function TournamentGridSkeleton({ count }: { readonly count: number }) {
  return (
    <ul className="tile-list tournament-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <div className="card tournament-card tournament-card--skeleton" />
        </li>
      ))}
    </ul>
  );
}
