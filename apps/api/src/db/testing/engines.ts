import { randomUUID } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { inject } from 'vitest';
import type { Database } from '../database';
import { openPglite } from '../pglite';
import { openPostgres } from '../postgres';
import { databaseUrl, runDatabasePrefix, withAdmin, type TemplateKind } from './templates';

export type { TemplateKind } from './templates';

export interface EngineUnderTest {
  readonly name: 'pglite' | 'postgres';
  /**
   * A fresh database of this engine, a copy of the run's template of that kind (see `TemplateKind`); on PostgreSQL a
   * database of its own, dropped by `dispose`.
   */
  open(kind: TemplateKind): Promise<{ db: Database; dispose: () => Promise<void>; readonly url?: string }>;
}

export const pgliteEngine: EngineUnderTest = {
  name: 'pglite',
  async open(kind) {
    const db = await openPglite(undefined, { from: await openAsBlob(inject('pgliteTemplates')[kind]) });
    return { db, dispose: () => db.close() };
  },
};

function postgresEngine(url: string, templates: Record<TemplateKind, string>): EngineUnderTest {
  return {
    name: 'postgres',
    async open(kind) {
      // Named after the run's process, so a later run can tell an abandoned one.
      const name = `${runDatabasePrefix('test', inject('runPid'))}${randomUUID().replaceAll('-', '')}`;
      await withAdmin(url, (client) => client.query(`create database ${name} template ${templates[kind]}`));
      const db = await openPostgres({ connectionString: databaseUrl(url, name) });
      return {
        db,
        url: databaseUrl(url, name),
        dispose: async () => {
          await db.close();
          // Without force first: the server waits a few seconds for closing connections to go, where force would cut
          // them mid-goodbye; force only for what a test left open.
          await withAdmin(url, async (client) => {
            await client.query(`drop database ${name}`).catch(() => client.query(`drop database ${name} with (force)`));
          });
        },
      };
    },
  };
}

/** PGlite always; the real PostgreSQL server when the global setup found or started one. */
export function enginesUnderTest(): EngineUnderTest[] {
  const url = inject('postgresUrl');
  const templates = inject('postgresTemplates');
  if (!url || !templates) {
    console.warn(`[api tests] running on PGlite only: ${inject('postgresSkipReason')}`);
    return [pgliteEngine];
  }
  return [pgliteEngine, postgresEngine(url, templates)];
}
