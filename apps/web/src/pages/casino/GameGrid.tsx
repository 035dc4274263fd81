import type { CasinoGame } from '@betting/contracts';
import { useUnit } from 'effector-react';
import { $favoriteIds, $savingFavoriteIds, favoriteToggled } from '../../entities/casino/favorites.model';
import { $isSignedIn } from '../../entities/session/session-state';
import type { GameSection } from './casino-paths';
import { GameTile } from './GameTile';

/**
 * Game tiles in a grid (or a scrolling row inside `.casino-row`), each with the favourite star when signed in.
 * `aboveFold`: how many first tiles are in the first view, their covers loaded at once; `leads`: the grid opens the
 * page, so its first cover is the view's largest image and loads before all else.
 */
export function GameGrid({ lng, games, section, label, aboveFold = 0, leads = false }: { readonly lng: string; readonly games: readonly CasinoGame[]; readonly section?: GameSection; readonly label?: string; readonly aboveFold?: number; readonly leads?: boolean }) {
  const [signedIn, favoriteIds, savingIds, toggle] = useUnit([$isSignedIn, $favoriteIds, $savingFavoriteIds, favoriteToggled]);
  return (
    <ul className="game-grid" aria-label={label}>
      {games.map((game, index) => (
        <GameTile
          key={game.id}
          cover={index === 0 && leads ? 'first' : index < aboveFold ? 'eager' : 'lazy'}
          lng={lng}
          game={game}
          section={section}
          favorite={signedIn ? { active: favoriteIds.has(game.id), busy: savingIds.has(game.id), toggle: () => toggle(game) } : undefined}
        />
      ))}
    </ul>
  );
}
