// Casino landings: casino/landing/{landingId}, games-landing/{landingRoute} and the slots/vulkan hall.

// assembly (app.ts)
export { createCasinoLandingsModule } from './landings.module';

// writing (seed 0033_casino_landings)
export { saveLanding } from './landings.repository';
export { DEMO_LANDINGS, VULKAN_CATEGORY } from './demo/landings';

// types
export type { CasinoLandingsModule, CasinoLandingsModuleDeps } from './landings.module';
export type { LandingInput, LandingTextInput } from './landings.repository';
