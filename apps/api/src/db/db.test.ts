import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../config/site-config.repository';
import type { Database } from './database';
import { migrate } from './migrate';
import { migrations } from './migrations';
import { seed, seedSteps } from './seeds';
import { enginesUnderTest } from './testing/engines';

describe.each(enginesUnderTest())('data layer on $name', (engine) => {
  let db: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ db, dispose } = await engine.open('empty'));
  });
  afterAll(async () => {
    await dispose();
  });

  it('applies every migration once, in order', async () => {
    expect(await migrate(db)).toEqual(migrations.map((migration) => migration.id));
    expect(await migrate(db)).toEqual([]);
  });

  it('runs every seed step once, so an existing data folder only gets the new steps', async () => {
    expect(await seed(db)).toEqual(seedSteps.map((step) => step.id));
    expect(await seed(db)).toEqual([]);
    expect(await seed(db, [...seedSteps, { id: '9999_later', run: (tx) => tx.exec("insert into site_settings (key, value) values ('later_flag', 'true')") }])).toEqual(['9999_later']);
  });

  it('serves the seeded site config through its contract, localized per language', async () => {
    const english = await loadSiteConfig(db, 'en');
    expect(english.languages.map((language) => language.code)).toEqual(['en', 'ru', 'es', 'pt', 'tr', 'uk']);
    expect(english.siteConfig).toMatchObject({ companyName: 'Apex Bet', lng: 'en', group_id: 1 });
    expect((await loadSiteConfig(db, 'ru')).siteConfig.companyName).toBe('Апекс Бет');
  });

  it('rolls a failed transaction back whole', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into site_settings (key, value) values ('half_written', '1')");
        await tx.query('insert into languages (id, code, name, native_name, position) values (1, $1, $2, $3, 0)', ['xx', 'dup', 'dup']);
      }),
    ).rejects.toThrow();
    expect(await db.query("select key from site_settings where key = 'half_written'")).toEqual([]);
  });

  it('keeps database checks: a language code must be two lowercase letters', async () => {
    await expect(db.query("insert into languages (id, code, name, native_name, position) values (99, 'EN', 'x', 'x', 9)")).rejects.toThrow();
  });

  it('refuses a stored site config that breaks the contract instead of serving it', async () => {
    await db.query("update site_settings set value = '\"\"' where key = 'company_name'");
    await expect(loadSiteConfig(db, 'en')).rejects.toThrow();
    await db.query("update site_settings set value = '\"Apex Bet\"' where key = 'company_name'");
  });
});
