import { Link, useMatches, useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $favorites } from '../../entities/casino/favorites.model';
import { useRouteTitle } from '../../shared/i18n/use-route-title';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { CasinoLayout } from './CasinoLayout';
import { GameGrid } from './GameGrid';
import { GameGridSkeleton } from './GameTile';

/** `my-casino` and `my-casino/favorites` (sign-in needed): the player's favourite games, kept by the server. */
export function FavoritesPage() {
  const { t } = useTranslation('pages');
  const { lng } = useParams({ from: '/$lng' });
  const routeId = useMatches({ select: (matches) => matches.at(-1)?.staticData.routeId ?? 'my-casino.favorites' });
  const routeTitle = useRouteTitle();
  const favorites = useUnit($favorites);
  const title = routeTitle(routeId);
  useDocumentTitle(title);
  return (
    <CasinoLayout lng={lng}>
      <div className="casino__head">
        <h1 className="casino__title">{title}</h1>
        <Link to="/$lng/office/history/casino" params={{ lng }}>{t('casino.historyLink')}</Link>
      </div>
      <section className="casino-list" aria-labelledby="favorites-title">
        <h2 id="favorites-title" className="casino-row__title">
          {t('casino.favoritesTitle')}
        </h2>
        {favorites === null ? <GameGridSkeleton count={6} /> : null}
        {favorites && favorites.length > 0 ? <GameGrid lng={lng} games={favorites} label={t('casino.favoritesTitle')} /> : null}
        {favorites && favorites.length === 0 ? (
          <p className="casino__message">
            {t('casino.favoritesEmpty')} <Link to="/$lng/casino-lobby" params={{ lng }}>{t('casino.favoritesBrowse')}</Link>
          </p>
        ) : null}
      </section>
    </CasinoLayout>
  );
}
