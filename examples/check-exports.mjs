// Fails when any export of an installed @betting package does not resolve. For every subpath in each package's
// "exports": Node imports it (the "import" condition, as a plain ES module program would), its "types" file exists,
// and generated/exports.ts imports it by name, so `tsc` under moduleResolution NodeNext and bundler resolves it too
// and checks that every name Node sees is declared in its types.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const scopeDir = join(here, 'node_modules', '@betting');
if (!existsSync(scopeDir)) throw new Error('No @betting packages in node_modules: install the tarballs first (npm run examples from the repository root).');

const problems = [];
const imports = [];
const checks = [];
let count = 0;
for (const folder of readdirSync(scopeDir).sort()) {
  const manifest = JSON.parse(readFileSync(join(scopeDir, folder, 'package.json'), 'utf8'));
  for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
    if (subpath === './package.json') continue;
    const specifier = `${manifest.name}${subpath.slice(1)}`;
    if (typeof target !== 'object' || !target.types || !target.import) {
      problems.push(`${specifier}: exports entry needs "types" and "import"`);
      continue;
    }
    if (!existsSync(join(scopeDir, folder, target.types))) problems.push(`${specifier}: types file ${target.types} is missing`);
    let names = [];
    try {
      names = Object.keys(await import(specifier));
      if (names.length === 0) problems.push(`${specifier}: exports nothing at run time`);
    } catch (error) {
      problems.push(`${specifier}: Node cannot import it: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }
    const id = `m${count++}`;
    imports.push(`import * as ${id} from '${specifier}';`);
    checks.push(`export const ${id}Names = ${JSON.stringify(names)} as const satisfies readonly (keyof typeof ${id})[];`);
  }
}

mkdirSync(join(here, 'generated'), { recursive: true });
writeFileSync(join(here, 'generated', 'exports.ts'), `// Written by check-exports.mjs: every export of every installed @betting package, and the names Node found in it.\n${imports.join('\n')}\n\n${checks.join('\n')}\n`);

if (problems.length > 0) {
  console.error(`Exports that do not resolve:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`${count} entry points of ${readdirSync(scopeDir).length} packages import in Node; generated/exports.ts lists them for tsc`);
