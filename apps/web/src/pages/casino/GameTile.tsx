import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { casinoGameTagKey, isRngTableVariant, type CasinoGame } from '@betting/contracts';
import { gamePagePath, type GameSection } from './casino-paths';

interface Props {
  readonly lng: string;
  readonly game: CasinoGame;
  readonly section?: GameSection;
  /** Shown to a signed-in person only: whether the game is among their favourites and how to toggle it. */
  readonly favorite?: { readonly active: boolean; readonly busy: boolean; readonly toggle: () => void };
  /** How the cover loads: `first` is the first view's largest image (at once, before the rest), `eager` in the first view, `lazy` below it. */
  readonly cover?: 'first' | 'eager' | 'lazy';
}

/**
 * A lobby tile: the cover, the name and provider, a tag (a live tile says it is an RNG table: no dealer), and the
 * favourite star for signed-in players.
 */
export function GameTile({ lng, game, section, favorite, cover = 'lazy' }: Props) {
  const { t } = useTranslation('pages');
  const tag = casinoGameTagKey(game.tag);
  return (
    <li className="game-tile">
      <Link className="game-tile__link" to={gamePagePath(lng, game, section)}>
        <img
          className="game-tile__cover"
          src={game.coverUrl}
          alt=""
          width={320}
          height={240}
          loading={cover === 'lazy' ? 'lazy' : 'eager'}
          decoding={cover === 'first' ? 'sync' : 'async'}
          {...(cover === 'first' ? { fetchPriority: 'high' as const } : {})}
        />
        <span className="game-tile__body">
          <span className="game-tile__name">{game.name}</span>
          <span className="game-tile__provider">{game.providerName}</span>
        </span>
      </Link>
      {game.launch ? <span className="game-tile__tag game-tile__tag--playable">{t(isRngTableVariant(game.launchVariant) ? 'casino.rngTable' : 'casino.playable')}</span> : tag ? <span className="game-tile__tag">{t(`casino.tags.${tag}`)}</span> : null}
      {favorite ? (
        <button
          type="button"
          className="game-tile__favorite"
          aria-pressed={favorite.active}
          aria-label={t(favorite.active ? 'casino.favoriteRemove' : 'casino.favoriteAdd', { name: game.name })}
          disabled={favorite.busy}
          onClick={favorite.toggle}
        >
          <span aria-hidden="true">{favorite.active ? '★' : '☆'}</span>
        </button>
      ) : null}
    </li>
  );
}

/** The grid's placeholders while games load: fixed size, so nothing jumps when they come. */
export function GameGridSkeleton({ count = 12 }: { readonly count?: number }) {
  return (
    <ul className="game-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="game-tile game-tile--skeleton" />
      ))}
    </ul>
  );
}
