/**
 * The casino's pages as one chunk (lobbies, search, providers, brands, favourites, the game page, provably fair): a
 * player moves between them, and one lazy import keeps the page registry in the first JavaScript small.
 */
export { BrandsPage } from './BrandsPage';
export { CasinoGamePage } from './CasinoGamePage';
export { WheelGamePage } from './wheel/WheelGamePage';
export { CasinoLobbyPage } from './CasinoLobbyPage';
export { CasinoSearchPage } from './CasinoSearchPage';
export { FavoritesPage } from './FavoritesPage';
export { PokerPage } from './PokerPage';
export { ProvablyFairPage } from './ProvablyFairPage';
export { ProviderPage, ProvidersPage } from './ProvidersPage';
export { ThankYouPage } from './ThankYouPage';
export { LottoPage } from './pools/LottoPage';
export { TotoPage } from './pools/TotoPage';
export { BingoPage } from './draws/BingoPage';
export { KenoPage } from './draws/KenoPage';
export { TournamentPage } from './tournaments/TournamentPage';
export { TournamentsPage } from './tournaments/TournamentsPage';
export { CasinoBonusPage } from './bonus/CasinoBonusPage';
export { CasinoBonusItemPage } from './bonus/CasinoBonusItemPage';
export { CasinoPromotionPage } from './bonus/CasinoPromotionPage';
export { CasinoLandingPage, GamesLandingPage } from './landings/LandingPage';
export { CasinoPromoPage } from './landings/CasinoPromoPage';
export { VulkanHallPage } from './landings/VulkanHallPage';
