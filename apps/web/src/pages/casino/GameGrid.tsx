import type { CasinoGame } from '@betting/contracts';
import { useUnit } from 'effector-react';
import { $favoriteIds, $savingFavoriteIds, favoriteToggled } from '../../entities/casino/favorites.model';
import { $isSignedIn } from '../../entities/session/session-state';
import type { GameSection } from './casino-paths';
import { GameTile } from './GameTile';

/** Game tiles in a grid (or a scrolling row inside `.casino-row`), each with the favourite star when signed in. */
export function GameGrid({ lng, games, section, label }: { readonly lng: string; readonly games: readonly CasinoGame[]; readonly section?: GameSection; readonly label?: string }) {
  const [signedIn, favoriteIds, savingIds, toggle] = useUnit([$isSignedIn, $favoriteIds, $savingFavoriteIds, favoriteToggled]);
  return (
    <ul className="game-grid" aria-label={label}>
      {games.map((game) => (
        <GameTile
          key={game.id}
          lng={lng}
          game={game}
          section={section}
          favorite={signedIn ? { active: favoriteIds.has(game.id), busy: savingIds.has(game.id), toggle: () => toggle(game) } : undefined}
        />
      ))}
    </ul>
  );
}
