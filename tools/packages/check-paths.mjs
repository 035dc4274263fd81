// The workspace compiles the libs from their sources: tsconfig.base.json "paths" must map every subpath a lib's
// package.json "exports" names to the source it is built from, and nothing else under @betting/. Fails with the
// difference. Usage: node tools/packages/check-paths.mjs (also the first step of tools/packages/verify-examples.mjs).
import { join, relative } from 'node:path';
import ts from 'typescript';
import { entryPoints, readLibs, workspaceRoot } from './libs.mjs';

export function workspacePathProblems() {
  const configPath = join(workspaceRoot, 'tsconfig.base.json');
  const { config, error } = ts.readConfigFile(configPath, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const paths = config.compilerOptions?.paths ?? {};
  const expected = new Map();
  for (const lib of readLibs()) {
    for (const entry of entryPoints(lib)) expected.set(`${lib.name}${entry.subpath.slice(1)}`, `./${relative(workspaceRoot, join(lib.dir, entry.source))}`);
  }
  const problems = [];
  for (const [specifier, source] of expected) {
    const mapped = paths[specifier];
    if (!mapped) problems.push(`missing: "${specifier}": ["${source}"]`);
    else if (mapped.length !== 1 || mapped[0] !== source) problems.push(`"${specifier}" maps to ${JSON.stringify(mapped)}, its export is built from "${source}"`);
  }
  for (const specifier of Object.keys(paths)) {
    if (specifier.startsWith('@betting/') && !expected.has(specifier)) problems.push(`"${specifier}" is in paths but no lib exports it`);
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = workspacePathProblems();
  if (problems.length > 0) {
    console.error(`tsconfig.base.json "paths" and the libs' "exports" differ:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('tsconfig.base.json "paths" cover every export of every lib');
}
