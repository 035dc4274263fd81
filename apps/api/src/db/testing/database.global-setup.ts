import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { findPostgresServer } from './postgres-server';
import { buildPgliteTemplates, buildPostgresTemplates, dropAbandonedDatabases, type TemplateKind } from './templates';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | null;
    postgresSkipReason: string;
    /** Template database names on the PostgreSQL server, by kind (null without a server). */
    postgresTemplates: Record<TemplateKind, string> | null;
    /** PGlite data-folder tarballs, by kind. */
    pgliteTemplates: Record<TemplateKind, string>;
    /** The process that runs the setup and teardown: databases of a run are named after it. */
    runPid: number;
  }
}

/** Finds the real PostgreSQL server and builds this run's template databases on both engines, once. */
export default async function setup(project: TestProject) {
  project.provide('runPid', process.pid);
  const folder = mkdtempSync(join(tmpdir(), 'betting-pglite-templates-'));
  project.provide('pgliteTemplates', await buildPgliteTemplates(folder));
  const server = await findPostgresServer();
  if (server.url === null) {
    console.warn(`[api tests] real PostgreSQL tests skipped: ${server.skipReason}`);
    project.provide('postgresUrl', null);
    project.provide('postgresSkipReason', server.skipReason);
    project.provide('postgresTemplates', null);
    return () => rmSync(folder, { recursive: true, force: true });
  }
  await dropAbandonedDatabases(server.url);
  const templates = await buildPostgresTemplates(server.url);
  project.provide('postgresUrl', server.url);
  project.provide('postgresSkipReason', '');
  project.provide('postgresTemplates', templates.names);
  return async () => {
    await templates.drop();
    server.stop?.();
    rmSync(folder, { recursive: true, force: true });
  };
}
