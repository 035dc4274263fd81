import { siteConfigMigration } from './0001_site_config';
import { testControlMigration } from './0002_test_control';
import { outboxMigration } from './0003_outbox';
import { webVitalsMigration } from './0006_web_vitals';
import { navigationMigration } from './0004_navigation';
import { remoteContentSeoMigration } from './0005_remote_content_seo';

export interface Migration {
  readonly id: string;
  readonly sql: string;
}

/** Applied in this order, once each, on PGlite and PostgreSQL alike. Never edit one that has shipped: add the next. */
export const migrations: readonly Migration[] = [siteConfigMigration, testControlMigration, outboxMigration, navigationMigration, remoteContentSeoMigration, webVitalsMigration];
