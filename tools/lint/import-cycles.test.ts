/**
 * No import cycles anywhere in the apps and libs: a loop between two modules means neither can be understood, tested
 * or loaded without the other. madge follows every import (type-only ones too: a type loop is a design loop) through
 * the workspace's path aliases; fixture loops prove the check bites, also through index files (apps/api's modules meet
 * at their index.ts, so a loop between two modules runs through both indexes).
 */
import madge from 'madge';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
  const doors = mkdtempSync(join(tmpdir(), 'import-cycle-doors-'));
  afterAll(() => {
    rmSync(fixture, { recursive: true, force: true });
    rmSync(doors, { recursive: true, force: true });
  });

  it('are found: a fixture where two modules import each other', async () => {
    writeFileSync(join(fixture, 'order.ts'), "import type { Payment } from './payment';\nexport interface Order { readonly payment: Payment }\n");
    writeFileSync(join(fixture, 'payment.ts'), "import type { Order } from './order';\nexport interface Payment { readonly order: Order }\n");
    writeFileSync(join(fixture, 'receipt.ts'), "import type { Order } from './order';\nexport type Receipt = Order;\n");
    const cycles = await cyclesIn([fixture]);
    expect(cycles).toHaveLength(1);
    expect([...(cycles[0] ?? [])].map((file) => file.split('/').pop()).sort()).toEqual(['order.ts', 'payment.ts']);
  });

  it('are found through front doors: two modules whose index files re-export files importing each other\'s index', async () => {
    const door = (module: string, other: string) => {
      mkdirSync(join(doors, module), { recursive: true });
      writeFileSync(join(doors, module, 'index.ts'), `export { ${module}Rule } from './rule';\n`);
      writeFileSync(join(doors, module, 'rule.ts'), `import { ${other}Rule } from '../${other}';\nexport const ${module}Rule = () => ${other}Rule;\n`);
    };
    door('wallet', 'identity');
    door('identity', 'wallet');
    const cycles = await cyclesIn([doors]);
    expect(cycles).toHaveLength(1);
    expect([...(cycles[0] ?? [])].map((file) => file.split('/').slice(-2).join('/')).sort()).toEqual([
      'identity/index.ts',
      'identity/rule.ts',
      'wallet/index.ts',
      'wallet/rule.ts',
    ]);
  });

  it('are none in the apps, libs and tools', async () => {
    expect(await cyclesIn(SOURCES)).toEqual([]);
  }, 60_000);
});
