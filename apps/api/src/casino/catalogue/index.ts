// Casino catalogue: providers, brands, categories, games, the games preview and actions list, covers, favourites.

// assembly (app.ts)
export { createCasinoCatalogueModule } from './catalogue.module';

// the demo data (seed 0026_casino_catalogue reads it from ./demo)
export { demoCatalogue } from './demo/catalogue';

// types
export type { CasinoCatalogueModule, CasinoCatalogueModuleDeps, LegacyGameResolver } from './catalogue.module';
export type { DemoCatalogue, DemoGame } from './demo/catalogue';
