/**
 * Proves that the workspace ESLint config (eslint.config.mjs) bites where DESIGN.md says it must,
 * and stays quiet on ordinary code. Each case lints a snippet as if it were a file inside a real
 * project (the file need not exist: ESLint and Nx place it by its path alone).
 */
import { createProjectGraphAsync } from '@nx/devkit';
import { ESLint, type Linter } from 'eslint';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
// BOUNDARIES_ESLINT_CONFIG lets a mutation check run this suite against an edited copy of the config.
const eslint = new ESLint({ cwd: repoRoot, overrideConfigFile: process.env.BOUNDARIES_ESLINT_CONFIG });

const BOUNDARIES = '@nx/enforce-module-boundaries';
const FIXTURE = '__lint_fixture__';
const NO_APP_IMPORTS = (imported: string) =>
  `no-restricted-imports: '${imported}' import is restricted from being used by a pattern. Apps are never imported (by libs, tools or other apps): move shared code into a lib.`;

async function lint(relativePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, relativePath) });
  if (!result) throw new Error(`no lint result for ${relativePath}`);
  return result.messages;
}

/** The messages of one rule, as `ruleId: message` lines (readable when an expectation fails). */
function of(messages: Linter.LintMessage[], ruleId: string): string[] {
  return messages
    .filter((m) => m.ruleId === ruleId && m.severity === 2)
    .map((m) => `${m.ruleId}: ${m.message}`);
}

function describeAll(messages: Linter.LintMessage[]): string[] {
  return messages.map((m) => `${m.ruleId ?? 'fatal'} (${m.severity}) ${m.line}:${m.column} ${m.message}`);
}

beforeAll(async () => {
  // @nx/enforce-module-boundaries reads the cached project graph and silently skips when there is
  // none; build it (in process, daemon off in nx.json) so the boundary cases below are meaningful.
  await createProjectGraphAsync({ exitOnError: false });
}, 120_000);

describe('platform:universal libs ban framework and server packages', () => {
  it.each([
    'react',
    'react/jsx-runtime',
    'react-dom/client',
    '@tanstack/react-router',
    'fastify',
    '@fastify/cookie',
    'effector-react',
    'pg',
    '@electric-sql/pglite',
  ])('a domain lib importing %s', async (pkg) => {
    const messages = await lint(`libs/routing/src/${FIXTURE}.ts`, `import '${pkg}';\n`);
    expect(of(messages, BOUNDARIES)).toEqual([
      `${BOUNDARIES}: A project tagged with "platform:universal" is not allowed to import "${pkg}"`,
    ]);
  });

  it('a util lib importing react', async () => {
    const messages = await lint(
      `libs/kernel/src/${FIXTURE}.ts`,
      `import { useState } from 'react';\nexport const hook = useState;\n`,
    );
    expect(of(messages, BOUNDARIES)).toEqual([
      `${BOUNDARIES}: A project tagged with "platform:universal" is not allowed to import "react"`,
    ]);
  });
});

describe('libs never import apps', () => {
  it('by a relative path into apps/api', async () => {
    const messages = await lint(
      `libs/routing/src/${FIXTURE}.ts`,
      `export { main } from '../../../apps/api/src/main';\n`,
    );
    expect(of(messages, BOUNDARIES)).toEqual([
      `${BOUNDARIES}: Projects cannot be imported by a relative or absolute path, and must begin with a npm scope`,
    ]);
  });

  it('by bare package name @betting/api (unresolvable: apps publish no entry point)', async () => {
    const messages = await lint(`libs/routing/src/${FIXTURE}.ts`, `import '@betting/api';\n`);
    expect(of(messages, 'no-restricted-imports')).toEqual([NO_APP_IMPORTS('@betting/api')]);
  });

  it('by a deep package path into @betting/api', async () => {
    const messages = await lint(`libs/routing/src/${FIXTURE}.ts`, `import '@betting/api/package.json';\n`);
    expect(of(messages, 'no-restricted-imports')).toEqual([NO_APP_IMPORTS('@betting/api/package.json')]);
    // api depends on routing, so Nx reports the cycle before "Imports of apps are forbidden".
    expect(of(messages, BOUNDARIES)).toHaveLength(1);
    expect(of(messages, BOUNDARIES)[0]).toMatch(
      /Imports of apps are forbidden|Circular dependency between "@betting\/routing" and "api"/,
    );
  });

  it('a tool importing an app', async () => {
    const messages = await lint(`tools/bench/${FIXTURE}.ts`, `import '@betting/api/package.json';\n`);
    // apps/api/vitest.config.ts loads the tools preset, so Nx may report the cycle first.
    expect(of(messages, BOUNDARIES)).toHaveLength(1);
    expect(of(messages, BOUNDARIES)[0]).toMatch(
      /Imports of apps are forbidden|Circular dependency between "@betting\/tools" and "api"/,
    );
  });
});

describe('apps never import apps', () => {
  it.each([
    ['apps/web', '@betting/api/package.json', 'Imports of apps are forbidden'],
    ['apps/api', '@betting/web/package.json', 'Imports of apps are forbidden'],
    ['apps/web', '../../api/src/main', 'Projects cannot be imported by a relative or absolute path'],
    ['apps/api', '../../web/src/main', 'Projects cannot be imported by a relative or absolute path'],
  ])('%s importing %s', async (app, imported, expected) => {
    const messages = await lint(`${app}/src/${FIXTURE}.ts`, `import '${imported}';\n`);
    expect(of(messages, BOUNDARIES)).toHaveLength(1);
    expect(of(messages, BOUNDARIES)[0]).toContain(expected);
  });

  it.each([
    ['apps/web', '@betting/api'],
    ['apps/api', '@betting/web'],
    ['apps/web-e2e/tests', '@betting/web/src/main'],
  ])('%s importing %s by package name', async (dir, imported) => {
    const messages = await lint(`${dir}/${FIXTURE}.ts`, `import '${imported}';\n`);
    expect(of(messages, 'no-restricted-imports')).toEqual([NO_APP_IMPORTS(imported)]);
  });
});

describe('type tags', () => {
  it('a util lib (kernel) importing a domain lib (routing)', async () => {
    const messages = await lint(`libs/kernel/src/${FIXTURE}.ts`, `import '@betting/routing';\n`);
    // routing depends on kernel, so Nx reports the cycle first; either way it is refused.
    expect(of(messages, BOUNDARIES)).toHaveLength(1);
    expect(of(messages, BOUNDARIES)[0]).toMatch(
      /A project tagged with "type:util" can only depend on libs tagged with "type:util"|Circular dependency between "@betting\/kernel" and "@betting\/routing"/,
    );
  });

  it.each([
    ['libs/contracts', '@betting/tools/vitest', 'type:util', '"type:util"'],
    ['libs/routing', '@betting/tools/vitest', 'type:domain', '"type:domain", "type:util"'],
    ['apps/web-e2e/tests', '@betting/routing', 'type:e2e', '"type:util"'],
  ])('%s importing %s', async (dir, imported, sourceTag, allowed) => {
    const file = dir.startsWith('libs/') ? `${dir}/src/${FIXTURE}.ts` : `${dir}/${FIXTURE}.ts`;
    const messages = await lint(file, `import '${imported}';\n`);
    expect(of(messages, BOUNDARIES)).toEqual([
      `${BOUNDARIES}: A project tagged with "${sourceTag}" can only depend on libs tagged with ${allowed}`,
    ]);
  });
});

describe('framework-free libs use no browser or host globals', () => {
  it.each(['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'fetch', 'XMLHttpRequest', 'process'])(
    '%s in a domain lib',
    async (name) => {
      const messages = await lint(`libs/routing/src/model/${FIXTURE}.ts`, `export const leak = () => ${name};\n`);
      expect(of(messages, 'no-restricted-globals')).toEqual([
        `no-restricted-globals: Unexpected use of '${name}'. Domain libs are framework-free: '${name}' must arrive as an effect or a parameter (DESIGN.md "Rules of the house").`,
      ]);
    },
  );

  it('fetch and window in one file are both reported', async () => {
    const messages = await lint(
      `libs/routing/src/${FIXTURE}.ts`,
      `export const load = () => fetch(window.location.href);\n`,
    );
    expect(of(messages, 'no-restricted-globals')).toHaveLength(2);
  });
});

describe('pure rules take the clock as a parameter', () => {
  it.each([
    ['Date.now()', 'Date.now()'],
    ['new Date()', 'new Date()'],
    ['Date()', 'Date()'],
    ['Math.random()', 'Math.random()'],
  ])('%s in libs/*/src/rules', async (expression, named) => {
    const messages = await lint(`libs/kernel/src/rules/${FIXTURE}.ts`, `export const now = () => ${expression};\n`);
    const found = of(messages, 'no-restricted-syntax');
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(named);
  });

  it('also in a test file under rules/ (both selector sets apply there)', async () => {
    const messages = await lint(
      `libs/kernel/src/rules/${FIXTURE}.test.ts`,
      `import { it } from 'vitest';\n${call('it', ONLY)}('x', () => { Date.now(); });\n`,
    );
    expect(of(messages, 'no-restricted-syntax')).toHaveLength(2);
  });
});

describe('model factories stay under 150 lines', () => {
  /** A factory of `lines` lines in all: its signature, `lines - 2` statements, the closing brace. */
  const factory = (lines: number) => `export function createModel() {\n${'  void 0;\n'.repeat(lines - 2)}}\n`;

  it('a 151-line factory in libs/*/src/model is refused, a 150-line one passes', async () => {
    expect(of(await lint(`libs/coupon/src/model/${FIXTURE}.ts`, factory(151)), 'max-lines-per-function')).toHaveLength(1);
    expect(of(await lint(`libs/coupon/src/model/${FIXTURE}.ts`, factory(150)), 'max-lines-per-function')).toEqual([]);
  });

  it('tests of a model may run longer (a describe block holds many cases)', async () => {
    expect(of(await lint(`libs/coupon/src/model/${FIXTURE}.test.ts`, factory(400)), 'max-lines-per-function')).toEqual([]);
  });
});

/**
 * Focused, skipped and pending test calls for the fixtures, spelled from their parts: the fixtures must contain them
 * (the rule is shown to refuse them), this file must not (the house check scans committed tests for them).
 */
const call = (...parts: string[]) => parts.join('.');
const ONLY = 'only';
const SKIP = 'skip';

describe('no focused or skipped tests', () => {
  it.each([
    ['libs/kernel/src', call('it', ONLY)],
    ['libs/kernel/src', call('test', ONLY)],
    ['libs/kernel/src', call('describe', ONLY)],
    ['libs/kernel/src', call('it', SKIP)],
    ['libs/kernel/src', call('test', SKIP)],
    ['libs/kernel/src', call('describe', SKIP)],
    ['apps/api/src', call('it', 'concurrent', ONLY)],
    ['tools/bench', call('it', ONLY)],
  ])('%s: %s', async (dir, focused) => {
    const root = focused.split('.')[0];
    const messages = await lint(
      `${dir}/${FIXTURE}.test.ts`,
      `import { ${root} } from 'vitest';\n${focused}('focused', () => {});\n`,
    );
    expect(of(messages, 'no-restricted-syntax')).toEqual([
      `no-restricted-syntax: No focused or skipped tests (${call('', ONLY)}/${call('', SKIP)}) in committed code.`,
    ]);
  });

  it('Playwright focused describe in apps/web-e2e', async () => {
    const messages = await lint(
      `apps/web-e2e/tests/${FIXTURE}.spec.ts`,
      `import { test } from '@playwright/test';\n${call('test', 'describe', ONLY)}('journey', () => {});\n`,
    );
    expect(of(messages, 'no-restricted-syntax')).toHaveLength(1);
  });
});

describe('effector (type-free rules only) and react hooks', () => {
  it('effector/no-forward bites, and no type-aware effector rule crashes the run', async () => {
    const messages = await lint(
      `libs/routing/src/model/${FIXTURE}.ts`,
      [
        `import { createEvent, forward } from 'effector';`,
        `const a = createEvent<number>();`,
        `const b = createEvent<number>();`,
        `forward({ from: a, to: b });`,
        `export { a, b };`,
        '',
      ].join('\n'),
    );
    expect(messages.filter((m) => m.fatal)).toEqual([]);
    expect(of(messages, 'effector/no-forward')).toHaveLength(1);
  });

  it('effector/prefer-useUnit bites in apps/web tsx', async () => {
    const messages = await lint(
      `apps/web/src/${FIXTURE}.tsx`,
      [
        `import { createStore } from 'effector';`,
        `import { useStore } from 'effector-react';`,
        `const $count = createStore(0);`,
        `export function Count() {`,
        `  const count = useStore($count);`,
        `  return <span>{count}</span>;`,
        `}`,
        '',
      ].join('\n'),
    );
    expect(messages.filter((m) => m.fatal)).toEqual([]);
    expect(of(messages, 'effector/prefer-useUnit')).toHaveLength(1);
  });

  it('react-hooks/rules-of-hooks bites in apps/web tsx', async () => {
    const messages = await lint(
      `apps/web/src/${FIXTURE}.tsx`,
      [
        `import { useState } from 'react';`,
        `export function Toggle({ on }: { on: boolean }) {`,
        `  if (on) {`,
        `    const [value] = useState(0);`,
        `    return <span>{value}</span>;`,
        `  }`,
        `  return null;`,
        `}`,
        '',
      ].join('\n'),
    );
    expect(of(messages, 'react-hooks/rules-of-hooks')).toHaveLength(1);
  });
});

describe('API modules meet only at their front doors', () => {
  const FRONT_DOORS = 'api/front-doors';
  const internals = (specifier: string, module: string, door: string) =>
    `${FRONT_DOORS}: '${specifier}' reaches into the internals of the module ${module}: import from its front door '${door}' (${module}/index.ts) and export what is needed there.`;

  it('an import of another module\'s internal file is refused; the same names through its front door pass', async () => {
    const deep = await lint(`apps/api/src/betting/${FIXTURE}.ts`, `import { openMainAccount } from '../wallet/accounts';\nexport { openMainAccount };\n`);
    expect(of(deep, FRONT_DOORS)).toEqual([internals('../wallet/accounts', 'wallet', '../wallet')]);
    const door = await lint(`apps/api/src/betting/${FIXTURE}.ts`, `import { openMainAccount } from '../wallet';\nexport { openMainAccount };\n`);
    expect(describeAll(door)).toEqual([]);
  });

  it.each([
    ['a nested file, type-only', `apps/api/src/casino/games/${FIXTURE}.ts`, `import type { LedgerError } from '../../wallet/ledger';\nexport type { LedgerError };\n`, '../../wallet/ledger', 'wallet'],
    ['a type named by import()', `apps/api/src/bonuses/${FIXTURE}.ts`, `export type Refusal = import('../wallet/ledger').LedgerError;\n`, '../wallet/ledger', 'wallet'],
    ['a re-export', `apps/api/src/bonuses/${FIXTURE}.ts`, `export { callerOf } from '../sessions/authenticate';\n`, '../sessions/authenticate', 'sessions'],
    ['a dynamic import', `apps/api/src/pages/${FIXTURE}.ts`, `export const load = () => import('../remote-apps/seo/origin');\n`, '../remote-apps/seo/origin', 'remote-apps'],
    ['an explicit index of a sub-folder', `apps/api/src/test-control/${FIXTURE}.ts`, `import '../casino/draws/index';\n`, '../casino/draws/index', 'casino'],
    ['a plumbing folder (the seeds)', `apps/api/src/db/seeds/${FIXTURE}.ts`, `import '../../casino/catalogue/demo/actions';\n`, '../../casino/catalogue/demo/actions', 'casino'],
    ['the assembly (app.ts)', `apps/api/src/${FIXTURE}.ts`, `import './identity/identity.routes';\n`, './identity/identity.routes', 'identity'],
    ['a test file', `apps/api/src/limits/${FIXTURE}.test.ts`, `import '../identity/identity.fixture';\n`, '../identity/identity.fixture', 'identity'],
  ])('refused from %s', async (_where, file, code, specifier, module) => {
    const messages = await lint(file, code);
    expect(of(messages, FRONT_DOORS)).toHaveLength(1);
    expect(of(messages, FRONT_DOORS)[0]).toContain(`'${specifier}' reaches into the internals of the module ${module}`);
  });

  it('a module\'s test support (testing.ts) is for tests and fixtures only', async () => {
    const code = `import { registerFast } from '../identity/testing';\nexport { registerFast };\n`;
    expect(of(await lint(`apps/api/src/limits/${FIXTURE}.test.ts`, code), FRONT_DOORS)).toEqual([]);
    expect(of(await lint(`apps/api/src/limits/${FIXTURE}.fixture.ts`, code), FRONT_DOORS)).toEqual([]);
    expect(of(await lint(`apps/api/src/limits/${FIXTURE}.ts`, code), FRONT_DOORS)).toEqual([
      `${FRONT_DOORS}: '../identity/testing' is the test support of the module identity: only tests and fixtures import it; production code uses '../identity'.`,
    ]);
  });

  it('a module\'s test-control door (test-control.ts) is for the test-control module and tests only', async () => {
    const code = `import { ledgerTestControlRoutes } from '../wallet/test-control';\nexport { ledgerTestControlRoutes };\n`;
    expect(of(await lint(`apps/api/src/test-control/${FIXTURE}.ts`, code), FRONT_DOORS)).toEqual([]);
    expect(of(await lint(`apps/api/src/betting/${FIXTURE}.test.ts`, code), FRONT_DOORS)).toEqual([]);
    expect(of(await lint(`apps/api/src/betting/${FIXTURE}.ts`, code), FRONT_DOORS)).toEqual([
      `${FRONT_DOORS}: '../wallet/test-control' holds the test-control routes of the module wallet: only the test-control module (and tests) import it, so that they stay out of the production bundle; other code uses '../wallet'.`,
    ]);
  });

  it.each([
    ['a module\'s own files, at any depth', 'apps/api/src/casino/games', `import '../wagering/record';\nimport '../../casino/money/casino-money';\n`],
    ['plumbing, file by file', 'apps/api/src/wallet', `import '../db/database';\nimport '../platform/canonical-json';\nimport '../security/site-origin';\n`],
    ['the assembly importing front doors', 'apps/api/src', `import './identity';\nimport './casino/index';\nimport './env';\n`],
    ['a module importing the assembly\'s types', 'apps/api/src/security', `import type { AppOptions } from '../app';\nexport type { AppOptions };\n`],
  ])('allowed: %s', async (_name, dir, code) => {
    expect(of(await lint(`${dir}/${FIXTURE}.ts`, code), FRONT_DOORS)).toEqual([]);
  });
});

describe('clean code passes (the rules are not simply always firing)', () => {
  it.each([
    [
      'a pure rule in a domain lib',
      `libs/routing/src/rules/${FIXTURE}.ts`,
      [
        `import { z } from 'zod';`,
        `import type { Clock } from '@betting/kernel';`,
        `import '@betting/contracts';`,
        `export const epoch = new Date(0);`,
        `export const isLate = (now: Date, deadline: Date): boolean => now.getTime() > deadline.getTime();`,
        `export const schema = z.string();`,
        `export type { Clock };`,
      ],
    ],
    [
      'an effector model in a domain lib',
      `libs/routing/src/model/${FIXTURE}.ts`,
      [
        `import { createEvent, createStore, sample } from 'effector';`,
        `export const pathChanged = createEvent<string>();`,
        `export const $path = createStore('/');`,
        `sample({ clock: pathChanged, target: $path });`,
      ],
    ],
    [
      'a lib test with plain, each and pending tests',
      `libs/kernel/src/rules/${FIXTURE}.test.ts`,
      [
        `import { describe, expect, it, test } from 'vitest';`,
        `describe('sum', () => {`,
        `  it('adds', () => { expect(1 + 1).toBe(2); });`,
        `  it.each([[1, 2]])('%i < %i', (a, b) => { expect(a).toBeLessThan(b); });`,
        `  ${call('test', 'to' + 'do')}('later');`,
        `});`,
      ],
    ],
    [
      'a web view using react, the router, effector-react and libs',
      `apps/web/src/${FIXTURE}.tsx`,
      [
        `import { useState } from 'react';`,
        `import { Link } from '@tanstack/react-router';`,
        `import { useUnit } from 'effector-react';`,
        `import { createStore } from 'effector';`,
        `import '@betting/routing';`,
        `const $count = createStore(0);`,
        `export function Count() {`,
        `  const count = useUnit($count);`,
        `  const [open] = useState(false);`,
        `  return <Link to="/">{open ? count : window.location.pathname}</Link>;`,
        `}`,
      ],
    ],
    [
      'the api using fastify, pg and libs',
      `apps/api/src/${FIXTURE}.ts`,
      [
        `import Fastify from 'fastify';`,
        `import pg from 'pg';`,
        `import '@betting/routing';`,
        `import '@betting/contracts';`,
        `export const app = Fastify();`,
        `export const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });`,
      ],
    ],
    [
      'a benchmark in tools importing libs (the tools ↔ libs test-preset cycle is ignored)',
      `tools/bench/${FIXTURE}.ts`,
      [`import '@betting/kernel';`, `import '@betting/routing';`, `export const started = Date.now();`],
    ],
    [
      'a lib vitest config loading the shared preset',
      'libs/kernel/vitest.config.ts',
      [
        `import { libraryTestConfig } from '../../tools/vitest/preset';`,
        `export default libraryTestConfig();`,
      ],
    ],
    [
      "tools' own vitest config importing its preset relatively",
      'tools/vitest.config.ts',
      [`import { libraryTestConfig } from './vitest/preset';`, `export default libraryTestConfig();`],
    ],
    [
      'an e2e journey using Playwright and a util lib',
      `apps/web-e2e/tests/${FIXTURE}.spec.ts`,
      [
        `import { expect, test } from '@playwright/test';`,
        `import '@betting/contracts';`,
        `test('home', async ({ page }) => { await page.goto('/'); await expect(page).toHaveTitle(/./); });`,
      ],
    ],
  ])('%s', async (_name, file, lines) => {
    const messages = await lint(file, `${lines.join('\n')}\n`);
    expect(describeAll(messages)).toEqual([]);
  });
});
