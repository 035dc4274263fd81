import { siteConfigMigration } from './0001_site_config';
import { testControlMigration } from './0002_test_control';
import { outboxMigration } from './0003_outbox';
import { webVitalsMigration } from './0006_web_vitals';
import { navigationMigration } from './0004_navigation';
import { remoteContentSeoMigration } from './0005_remote_content_seo';
import { analyticsCountersMigration } from './0007_analytics_counters';
import { identityMigration } from './0008_identity';
import { domainFilesMigration } from './0009_domain_files';
import { identityExtrasMigration } from './0011_identity_extras';
import { profileMigration } from './0010_profile';
import { cookieAgreementMigration } from './0012_cookie_agreement';
import { termsMigration } from './0013_terms';
import { outboxDeliveryMigration } from './0014_outbox_delivery';
import { emailLinksMigration } from './0015_email_links';
import { documentsMigration } from './0016_documents';
import { blockAppealsMigration } from './0019_block_appeals';
import { accountChoicesMigration } from './0020_account_choices';
import { ledgerMigration } from './0017_ledger';
import { paymentsMigration } from './0018_payments';
import { bonusesMigration } from './0021_bonuses';
import { limitsMigration } from './0022_limits';
import { lineMigration } from './0023_line';
import { betsMigration } from './0024_bets';
import { sessionActivityMigration } from './0025_session_activity';
import { casinoCatalogueMigration } from './0026_casino_catalogue';
import { casinoRoundsMigration } from './0027_casino_rounds';
import { contentArticlesMigration } from './0028_content_articles';
import { casinoTournamentsMigration } from './0029_casino_tournaments';
import { casinoDrawsMigration } from './0030_casino_draws';
import { casinoPoolsMigration } from './0031_casino_pools';
import { casinoWheelGamesMigration } from './0032_casino_wheel_games';
import { casinoLandingsMigration } from './0033_casino_landings';
import { casinoLotteriesPrizesMigration } from './0034_casino_lotteries_prizes';
import { bettingSettingsMigration } from './0035_betting_settings';
import { expressOfTheDayMigration } from './0036_express_of_the_day';
import { ledgerSystemBucketsMigration } from './0037_ledger_system_buckets';
import { lineEventLogMigration } from './0038_line_event_log';
import { requestProtectionMigration } from './0039_request_protection';
import { cashOutMigration } from './0040_cash_out';
import { halfResultsMigration } from './0041_half_results';
import { autoCashOutEditBetMigration } from './0042_auto_cash_out_edit_bet';
import { lineGamePointsMigration } from './0043_line_game_points';
import { betBuilderMigration } from './0044_bet_builder';
import { backofficeMigration } from './0046_backoffice';
import { casinoEnginesMigration } from './0045_casino_engines';
import { bonusForfeitMigration } from './0047_bonus_forfeit';
import { authTokenUsesMigration } from './0048_auth_token_uses';
import { securityQuestionMigration } from './0049_security_question';
import { withdrawalReviewMigration } from './0050_withdrawal_review';
import { casinoTableEnginesMigration } from './0051_casino_table_engines';

export interface Migration {
  readonly id: string;
  readonly sql: string;
}

/** Applied in this order, once each, on PGlite and PostgreSQL alike. Never edit one that has shipped: add the next. */
export const migrations: readonly Migration[] = [siteConfigMigration, testControlMigration, outboxMigration, navigationMigration, remoteContentSeoMigration, webVitalsMigration, analyticsCountersMigration, identityMigration, domainFilesMigration, profileMigration, cookieAgreementMigration, identityExtrasMigration, termsMigration, outboxDeliveryMigration, emailLinksMigration, documentsMigration, ledgerMigration, paymentsMigration, blockAppealsMigration, accountChoicesMigration, bonusesMigration, limitsMigration, lineMigration, betsMigration, sessionActivityMigration, casinoCatalogueMigration, casinoRoundsMigration, contentArticlesMigration, casinoTournamentsMigration, casinoPoolsMigration, casinoDrawsMigration, casinoWheelGamesMigration, casinoLotteriesPrizesMigration, casinoLandingsMigration, bettingSettingsMigration, expressOfTheDayMigration, ledgerSystemBucketsMigration, lineEventLogMigration, requestProtectionMigration, cashOutMigration, halfResultsMigration, autoCashOutEditBetMigration, lineGamePointsMigration, betBuilderMigration, casinoEnginesMigration, backofficeMigration, bonusForfeitMigration, authTokenUsesMigration, securityQuestionMigration, withdrawalReviewMigration, casinoTableEnginesMigration];
