import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { pageGamesShown } from './line-stream';

/** The live feed follows the games a page shows while it shows them (null: none yet). */
export function useStreamedGames(gameIds: readonly number[] | null): void {
  const shown = useUnit(pageGamesShown);
  const key = gameIds ? gameIds.join(',') : '';
  useEffect(() => {
    shown(key === '' ? [] : key.split(',').map(Number));
    return () => {
      shown([]);
    };
  }, [shown, key]);
}
