/** The public bonus pages (and their offer counterparts), as one chunk: one lazy import in the page registry. */
export { BonusGamesPage } from './BonusGamesPage';
export { BonusPage } from './BonusPage';
export { BonusPartnerPage } from './BonusPartnerPage';
export { BonusRulesPage } from './BonusRulesPage';
export { BonusesPage } from './BonusesPage';
