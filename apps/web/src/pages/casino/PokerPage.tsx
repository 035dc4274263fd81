import { useParams } from '@tanstack/react-router';
import { CasinoGamePage } from './CasinoGamePage';
import { CasinoLobbyPage } from './CasinoLobbyPage';

/** `poker/{game?}`: the poker lobby, or one poker game named by its route. */
export function PokerPage() {
  const { game } = useParams({ from: '/$lng/poker/{-$game}' });
  return game ? <CasinoGamePage /> : <CasinoLobbyPage />;
}
