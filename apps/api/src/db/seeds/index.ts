import type { Database } from '../database';
import { runVersionedSteps, type VersionedStep } from '../versioned-steps';
import { siteSeed } from './0001_site';
import { navigationSeed } from './0002_navigation';
import { remoteContentSeed } from './0003_remote_content';
import { languagesSeed } from './0004_languages';
import { analyticsCountersSeed } from './0005_analytics_counters';
import { identitySeed } from './0006_identity';
import { shellSettingsSeed } from './0007_shell_settings';
import { domainFilesSeed } from './0008_domain_files';
import { termsSeed } from './0009_terms';
import { rgAgreementSeed } from './0010_rg_agreement';
import { teamCashSeed } from './0011_team_cash';
import { bonusesSeed } from './0012_bonuses';
import { lineSeed } from './0013_line';
import { depositLimitSectionLockSeed } from './0014_deposit_limit_section_lock';
import { casinoCatalogueSeed } from './0026_casino_catalogue';
import { contentArticlesSeed } from './0028_content_articles';
import { contentCardTextsSeed } from './0034_content_card_texts';
import { casinoTournamentsSeed } from './0029_casino_tournaments';
import { casinoPoolsSeed } from './0031_casino_pools';
import { casinoLandingsSeed } from './0033_casino_landings';
import { casinoWheelGamesSeed } from './0032_casino_wheel_games';
import { casinoLaunchesSeed } from './0035_casino_launches';
import { casinoOfferCategoriesSeed } from './0036_casino_offer_categories';
import { phoneAndCashPagesSeed } from './0037_phone_and_cash_pages';
import { casinoSlotMachinesSeed } from './0038_casino_slot_machines';
import { casinoTableLaunchesSeed } from './0039_casino_table_launches';

/** Demo data, in versioned steps: a data folder made by an older build receives the steps added since. */
export const seedSteps: readonly VersionedStep[] = [siteSeed, navigationSeed, remoteContentSeed, languagesSeed, analyticsCountersSeed, identitySeed, shellSettingsSeed, domainFilesSeed, termsSeed, rgAgreementSeed, teamCashSeed, bonusesSeed, lineSeed, depositLimitSectionLockSeed, casinoCatalogueSeed, contentArticlesSeed, casinoTournamentsSeed, casinoPoolsSeed, casinoWheelGamesSeed, casinoLandingsSeed, contentCardTextsSeed, casinoLaunchesSeed, casinoOfferCategoriesSeed, phoneAndCashPagesSeed, casinoSlotMachinesSeed, casinoTableLaunchesSeed];

/** Runs every seed step not yet recorded in `seed_steps`. Returns the ids run. */
export function seed(db: Database, steps: readonly VersionedStep[] = seedSteps): Promise<string[]> {
  return runVersionedSteps(db, 'seed_steps', steps);
}
