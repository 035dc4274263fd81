/**
 * The casino's pages as one chunk (lobbies, search, providers, brands, favourites, the game page): a player moves
 * between them, and one lazy import keeps the page registry in the first JavaScript small. The house games, draws,
 * pools, tournaments, bonuses and landings each load on their own from here (their imports are in this chunk, not in
 * the first JavaScript).
 */
import { lazyRouteComponent } from '@tanstack/react-router';

export { BrandsPage } from './BrandsPage';
export { CasinoGamePage } from './CasinoGamePage';
export { CasinoLobbyPage } from './CasinoLobbyPage';
export { CasinoSearchPage } from './CasinoSearchPage';
export { FavoritesPage } from './FavoritesPage';
export { ProviderPage, ProvidersPage } from './ProvidersPage';
export { ThankYouPage } from './ThankYouPage';

// Reached from the first views, not shown in them: in chunks of their own, so a first view does not evaluate them.
export const WheelGamePage = lazyRouteComponent(() => import('./wheel/WheelGamePage'), 'WheelGamePage');
export const PokerPage = lazyRouteComponent(() => import('./PokerPage'), 'PokerPage');
export const ProvablyFairPage = lazyRouteComponent(() => import('./ProvablyFairPage'), 'ProvablyFairPage');
export const LottoPage = lazyRouteComponent(() => import('./pools/LottoPage'), 'LottoPage');
export const TotoPage = lazyRouteComponent(() => import('./pools/TotoPage'), 'TotoPage');
export const BingoPage = lazyRouteComponent(() => import('./draws/BingoPage'), 'BingoPage');
export const KenoPage = lazyRouteComponent(() => import('./draws/KenoPage'), 'KenoPage');
export const TournamentPage = lazyRouteComponent(() => import('./tournaments/TournamentPage'), 'TournamentPage');
export const TournamentsPage = lazyRouteComponent(() => import('./tournaments/TournamentsPage'), 'TournamentsPage');
export const CasinoBonusPage = lazyRouteComponent(() => import('./bonus/CasinoBonusPage'), 'CasinoBonusPage');
export const CasinoBonusItemPage = lazyRouteComponent(() => import('./bonus/CasinoBonusItemPage'), 'CasinoBonusItemPage');
export const CasinoPromotionPage = lazyRouteComponent(() => import('./bonus/CasinoPromotionPage'), 'CasinoPromotionPage');
export const CasinoLandingPage = lazyRouteComponent(() => import('./landings/LandingPage'), 'CasinoLandingPage');
export const GamesLandingPage = lazyRouteComponent(() => import('./landings/LandingPage'), 'GamesLandingPage');
export const CasinoPromoPage = lazyRouteComponent(() => import('./landings/CasinoPromoPage'), 'CasinoPromoPage');
export const VulkanHallPage = lazyRouteComponent(() => import('./landings/VulkanHallPage'), 'VulkanHallPage');
