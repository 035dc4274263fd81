// Casino: the catalogue, the house games' rounds and frames, draws, pools, tournaments, landings, lotteries,
// and the casino's share of wagering.
// Other modules reach it only through this file (see apps/api/README.md, "Modules and their front doors").

// for app.ts, db, test-control
export { DEMO_ACTIONS } from './catalogue/demo/actions';
export { demoCatalogue } from './catalogue/demo/catalogue';
export { categoryId } from './catalogue/demo/categories';
export { CATALOGUE_LANGUAGES } from './catalogue/demo/languages';
export { FAST_BET_CATEGORY, FAST_BET_LAUNCHES, FIRST_DEPOSIT_CASINO_OFFER, OFFER_CATEGORIES, SLOT_FIRST_DEPOSIT_CATEGORY } from './catalogue/demo/offer-categories';
export { DEMO_WHEEL_GAMES, WHEEL_GAME_CATEGORY_SLUGS, WHEEL_GAMES_PROVIDER_ID } from './catalogue/demo/wheel-games';
export { createCasinoCatalogueModule } from './catalogue';
export { type CasinoDrawsOptions, createCasinoDrawsModule } from './draws';
export { type CasinoGamesOptions, createCasinoGamesModule } from './games';
export { createCasinoLandingsModule, DEMO_LANDINGS, saveLanding, VULKAN_CATEGORY } from './landings';
export { casinoLotteriesRoutes } from './lotteries';
export { type CasinoPoolsOptions, createCasinoPoolsModule } from './pools';
export { type CasinoTournamentsOptions, createCasinoTournamentsModule, demoActionDetails, demoTournaments, saveActionDetails, saveTournament } from './tournaments';
