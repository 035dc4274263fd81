import type { CasinoWhence } from '@betting/contracts';
import { useLocation, useMatches, useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { categoriesQuery, lobbyQuery } from '../../entities/casino/casino.queries';
import { useRouteTitle } from '../../shared/i18n/use-route-title';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { lobbyPathOf, type GameSection } from './casino-paths';
import { CasinoLayout, CasinoLoadFailed } from './CasinoLayout';
import { GameGrid } from './GameGrid';
import { GameList } from './GameList';
import { GameGridSkeleton } from './GameTile';
import { useShownRoute } from '../../shared/lib/shown-route';
import { SitePathLink } from '../../shared/ui/SitePathLink';

/** Every route showing a lobby: the lobbies and categories, and `poker` without a game. */
const LOBBY_ROUTES = [
  '/$lng/casino-lobby',
  '/$lng/casino/{-$subcategory}',
  '/$lng/games',
  '/$lng/slots/{-$subcategory}',
  '/$lng/live-casino/{-$subcategory}',
  '/$lng/fast-games',
  '/$lng/fast-bet',
  '/$lng/asian-games',
  '/$lng/card-games',
  '/$lng/crash-games',
  '/$lng/skill-games',
  '/$lng/fishinghunting',
  '/$lng/scratchcards',
  '/$lng/othergames',
  '/$lng/tvgames',
  '/$lng/virtualsports',
  '/$lng/poker/{-$game}',
] as const;

/** Lobby routes that show rows of categories rather than one category's games. */
const LOBBY_WHENCE: Readonly<Record<string, CasinoWhence>> = { 'casino-lobby': 'lobby', casino: 'casino', 'games.index': 'lobby' };

/**
 * The casino's lobby pages: `casino-lobby`, `casino` and `games` show a row per category; every other lobby route
 * (slots, live-casino, crash-games, casino/{subcategory}, …) shows the games of the category whose route is its path.
 */
export function CasinoLobbyPage() {
  const params = useParams({ from: useShownRoute(LOBBY_ROUTES) });
  const { lng } = params;
  const subcategory = 'subcategory' in params ? params.subcategory : undefined;
  const routeId = useMatches({ select: (matches) => matches.at(-1)?.staticData.routeId ?? 'casino-lobby' });
  const { pathname } = useLocation();
  const path = lobbyPathOf(pathname, lng);
  const whence = subcategory ? undefined : LOBBY_WHENCE[routeId];
  return (
    <CasinoLayout lng={lng} current={whence ? 'casino-lobby' : path.split('/')[0]}>
      {whence ? <LobbyRows lng={lng} whence={whence} /> : <CategoryGames lng={lng} path={path} section={path.startsWith('slots') ? 'slots' : 'casino'} />}
    </CasinoLayout>
  );
}

/** The lobby's rows in a phone's or a laptop's first view, and the tiles of a row seen without scrolling it. */
const FIRST_VIEW_ROWS = 2;
const FIRST_VIEW_TILES = 6;

function LobbyRows({ lng, whence }: { readonly lng: string; readonly whence: CasinoWhence }) {
  const { t } = useTranslation('pages');
  const routeTitle = useRouteTitle();
  const [lobby, failed, start] = useUnit([lobbyQuery.$data, lobbyQuery.$failed, lobbyQuery.start]);
  const load = () => {
    start({ lng, whence });
  };
  useEffect(load, [start, lng, whence]);
  const title = routeTitle('casino-lobby');
  useDocumentTitle(title);
  return (
    <>
      <h1 className="casino__title">{title}</h1>
      {failed ? <CasinoLoadFailed onRetry={load} /> : null}
      {!lobby && !failed ? <GameGridSkeleton count={16} /> : null}
      {lobby?.sections.map(({ category, games }, row) => (
        <section key={category.id} className="casino-row" aria-labelledby={`casino-row-${category.id}`}>
          <div className="casino-row__head">
            <h2 id={`casino-row-${category.id}`} className="casino-row__title">
              {category.title}
            </h2>
            <SitePathLink lng={lng} path={category.route}>
              {t('casino.showAll')} <span className="casino__count">{category.gameCount}</span>
              <span className="visually-hidden">: {category.title}</span>
            </SitePathLink>
          </div>
          <GameGrid lng={lng} games={games} section={category.route.startsWith('slots') ? 'slots' : 'casino'} label={category.title} aboveFold={row < FIRST_VIEW_ROWS ? FIRST_VIEW_TILES : 0} leads={row === 0} />
        </section>
      ))}
    </>
  );
}

function CategoryGames({ lng, path, section }: { readonly lng: string; readonly path: string; readonly section: GameSection }) {
  const { t } = useTranslation('pages');
  const [categories, start] = useUnit([categoriesQuery.$data, categoriesQuery.start]);
  useEffect(() => {
    start({ lng });
  }, [start, lng]);
  const category = categories?.categories.find((item) => item.route === path);
  const unknown = categories !== null && category === undefined;
  const title = category?.title ?? (unknown ? t('casino.categories.all') : '');
  useDocumentTitle(title);
  return (
    <>
      <h1 className="casino__title">{title || '\u00a0'}</h1>
      {unknown ? <p className="casino__message">{t('casino.noGames')}</p> : <GameList lng={lng} filters={category ? { category: category.slug } : null} section={section} />}
    </>
  );
}
