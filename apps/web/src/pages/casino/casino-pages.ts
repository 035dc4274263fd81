/**
 * The casino's pages as one chunk (lobbies, search, providers, brands, favourites, the game page, provably fair): a
 * player moves between them, and one lazy import keeps the page registry in the first JavaScript small.
 */
export { BrandsPage } from './BrandsPage';
export { CasinoGamePage } from './CasinoGamePage';
export { CasinoLobbyPage } from './CasinoLobbyPage';
export { CasinoSearchPage } from './CasinoSearchPage';
export { FavoritesPage } from './FavoritesPage';
export { PokerPage } from './PokerPage';
export { ProvablyFairPage } from './ProvablyFairPage';
export { ProviderPage, ProvidersPage } from './ProvidersPage';
export { ThankYouPage } from './ThankYouPage';
