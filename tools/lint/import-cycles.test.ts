/**
 * No import cycles anywhere in the apps and libs: a loop between two modules means neither can be understood, tested
 * or loaded without the other. madge follows every import (type-only ones too: a type loop is a design loop) through
 * the workspace's path aliases; a fixture loop proves the check bites.
 */
import madge from 'madge';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const SOURCES = ['apps/api/src', 'apps/web/src', 'apps/web-e2e/tests', 'libs', 'tools/bench', 'tools/cluster'].map((folder) => join(repoRoot, folder));

async function cyclesIn(paths: readonly string[]): Promise<string[][]> {
  const graph = await madge([...paths], {
    baseDir: repoRoot,
    fileExtensions: ['ts', 'tsx', 'mts'],
    tsConfig: join(repoRoot, 'tsconfig.base.json'),
    excludeRegExp: [/node_modules/, /\/dist(-server)?\//],
  });
  return graph.circular();
}

describe('import cycles', () => {
  const fixture = mkdtempSync(join(tmpdir(), 'import-cycle-'));
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));

  it('are found: a fixture where two modules import each other', async () => {
    writeFileSync(join(fixture, 'order.ts'), "import type { Payment } from './payment';\nexport interface Order { readonly payment: Payment }\n");
    writeFileSync(join(fixture, 'payment.ts'), "import type { Order } from './order';\nexport interface Payment { readonly order: Order }\n");
    writeFileSync(join(fixture, 'receipt.ts'), "import type { Order } from './order';\nexport type Receipt = Order;\n");
    const cycles = await cyclesIn([fixture]);
    expect(cycles).toHaveLength(1);
    expect([...(cycles[0] ?? [])].map((file) => file.split('/').pop()).sort()).toEqual(['order.ts', 'payment.ts']);
  });

  it('are none in the apps, libs and tools', async () => {
    expect(await cyclesIn(SOURCES)).toEqual([]);
  }, 60_000);
});
