import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { $failed, $games, $hasMore, $pending, $total, listOpened, moreRequested, retried, type GameListFilters } from '../../entities/casino/game-list.model';
import type { GameSection } from './casino-paths';
import { CasinoLoadFailed } from './CasinoLayout';
import { GameGrid } from './GameGrid';
import { GameGridSkeleton } from './GameTile';

/** The games matching a category, provider, brand or search, a page at a time, with the count and "Show more". */
export function GameList({ lng, filters, section, empty }: { readonly lng: string; readonly filters: GameListFilters | null; readonly section?: GameSection; readonly empty?: string }) {
  const { t } = useTranslation('pages');
  const [games, total, pending, failed, hasMore, open, more, retry] = useUnit([$games, $total, $pending, $failed, $hasMore, listOpened, moreRequested, retried]);
  const key = filters ? JSON.stringify(filters) : null;
  useEffect(() => {
    if (key) open(JSON.parse(key) as GameListFilters);
  }, [key, open]);

  return (
    <div className="casino-list" aria-busy={pending || undefined}>
      {games ? (
        <p className="casino__count" role="status">
          {t('casino.gamesCount', { count: total })}
        </p>
      ) : null}
      {games && games.length > 0 ? <GameGrid lng={lng} games={games} section={section} label={t('casino.gamesCount', { count: total })} /> : null}
      {games && games.length === 0 ? <p className="casino__message">{empty ?? t('casino.noGames')}</p> : null}
      {failed ? <CasinoLoadFailed onRetry={retry} /> : null}
      {(!games && !failed) || (pending && games) ? <GameGridSkeleton count={games ? 6 : 18} /> : null}
      {hasMore && !pending ? (
        <button type="button" className="button button--secondary casino__more" onClick={more}>
          {t('casino.showMore')}
        </button>
      ) : null}
    </div>
  );
}
