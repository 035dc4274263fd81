import { CASINO_BALANCE_CHANGED_MESSAGE, CasinoGamePaths, isBonusLaunch, type CasinoGameDetails } from '@betting/contracts';
import { Link, useMatches, useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { accounts } from '../../entities/accounts/accounts.model';
import { gameQuery } from '../../entities/casino/casino.queries';
import { $favoriteIds, $savingFavoriteIds, favoriteToggled } from '../../entities/casino/favorites.model';
import { $isSignedIn } from '../../entities/session/session-state';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { CasinoLayout, CasinoLoadFailed } from './CasinoLayout';
import { useShownRoute } from '../../shared/lib/shown-route';

/** Every route showing a game page: `casino/game/…`, `slots/game/…`, `games/{gameRoute}`, `poker/{game}`, the wheel pages. */
const GAME_ROUTES = [
  '/$lng/casino/game/$gameId/$gameName',
  '/$lng/slots/game/$gameId/$gameName',
  '/$lng/games/$gameRoute',
  '/$lng/poker/{-$game}',
  '/$lng/fortuna',
  '/$lng/chest',
  '/$lng/memory',
  '/$lng/safe',
  '/$lng/lottery',
] as const;

/**
 * `casino/game/{gameId}/{gameName}`, `slots/game/…` and `games/{gameRoute}`: the game in a frame from the game server
 * (real money when signed in, demo credits for guests). The frame tells the page when money moved, and the header's
 * balance follows.
 */
export function CasinoGamePage({ route, children }: { readonly route?: string; readonly children?: (game: CasinoGameDetails) => ReactNode } = {}) {
  const params = useParams({ from: useShownRoute(GAME_ROUTES) });
  // `poker/{game}` names its game by route like `games/{gameRoute}`; the wheel pages (`fortuna`, …) name theirs.
  const gameRoute = route || ('game' in params ? params.game : undefined) || ('gameRoute' in params ? params.gameRoute : undefined);
  const { lng } = params;
  const routeId = useMatches({ select: (matches) => matches.at(-1)?.staticData.routeId ?? 'casino.game' });
  const [answer, failed, start] = useUnit([gameQuery.$data, gameQuery.$failed, gameQuery.start]);
  const gameId = 'gameId' in params ? Number(params.gameId) : null;
  const load = () => {
    start(gameId ? { lng, gameId } : { lng, route: gameRoute ?? '' });
  };
  useEffect(load, [start, lng, gameId, gameRoute]);
  const game = answer && (gameId ? answer.game.id === gameId : answer.game.route === gameRoute || answer.game.oldRoute === gameRoute) ? answer.game : null;
  return (
    <CasinoLayout lng={lng} current={routeId === 'slots.game' ? 'slots' : undefined}>
      {failed ? <CasinoLoadFailed onRetry={load} /> : null}
      {game ? <GameView lng={lng} game={game} /> : !failed ? <div className="casino-game__frame" aria-hidden="true" /> : null}
      {game && children ? children(game) : null}
    </CasinoLayout>
  );
}

function GameView({ lng, game }: { readonly lng: string; readonly game: CasinoGameDetails }) {
  const { t } = useTranslation('pages');
  const [signedIn, favoriteIds, savingIds, toggle, refreshBalance] = useUnit([$isSignedIn, $favoriteIds, $savingFavoriteIds, favoriteToggled, accounts.balanceRefreshRequested]);
  const frame = useRef<HTMLIFrameElement>(null);
  useDocumentTitle(game.name);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && event.source === frame.current?.contentWindow && (event.data as { type?: unknown } | null)?.type === CASINO_BALANCE_CHANGED_MESSAGE.type) refreshBalance();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [refreshBalance]);
  const favorite = favoriteIds.has(game.id);

  return (
    <article className="casino-game" aria-labelledby="casino-game-title">
      <div className="casino-game__bar">
        <div>
          <h1 id="casino-game-title" className="casino__title">
            {game.name}
          </h1>
          <p className="casino-game__note">
            <Link to="/$lng/providers/$provider" params={{ lng, provider: game.providerSlug }}>{game.providerName}</Link> · RTP {(game.rtpBasisPoints / 100).toFixed(2)}%
          </p>
        </div>
        <div className="casino-game__actions">
          {signedIn ? (
            <button type="button" className="button button--secondary casino-game__favorite" aria-pressed={favorite} disabled={savingIds.has(game.id)} onClick={() => toggle(game)}>
              <span aria-hidden="true">{favorite ? '★ ' : '☆ '}</span>
              <span className="casino-game__favorite-text">{t(favorite ? 'casino.favoriteRemove' : 'casino.favoriteAdd', { name: game.name })}</span>
            </button>
          ) : null}
          <button type="button" className="button button--secondary" onClick={() => void frame.current?.requestFullscreen?.()}>
            {t('casino.game.fullscreen')}
          </button>
        </div>
      </div>
      <iframe
        ref={frame}
        className="casino-game__frame"
        title={t('casino.game.frameTitle', { name: game.name })}
        src={CasinoGamePaths.frame(game.launch, { lng, demo: !signedIn, variant: game.launchVariant })}
        allow="fullscreen"
      />
      <p className="casino-game__note">
        {game.launch && isBonusLaunch(game.launch) ? t(signedIn ? 'wheelGames.bonusNote' : 'wheelGames.bonusGuestNote') : t(signedIn ? 'casino.game.realNote' : 'casino.game.demoNote')}
        {game.launch ? (
          <>
            {' '}
            <Link to="/$lng/provably-fair" params={{ lng }}>{t('casino.game.fairness')}</Link>
          </>
        ) : null}
      </p>
    </article>
  );
}
