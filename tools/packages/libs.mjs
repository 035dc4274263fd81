// The domain libraries as npm packages: which there are, in which order they build, and where their entry points are.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const libsDir = join(workspaceRoot, 'libs');
/** Where `npm run pack:libs` writes the tarballs (gitignored, like every dist/). */
export const packagesDir = join(workspaceRoot, 'dist', 'packages');

/** Every lib under libs/ with a package.json: { dir, name, manifest }. */
export function readLibs() {
  return readdirSync(libsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(libsDir, entry.name, 'package.json')))
    .map((entry) => {
      const dir = join(libsDir, entry.name);
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      return { dir, folder: entry.name, name: manifest.name, manifest };
    });
}

/** The libs ordered so that each comes after the libs it depends on (their .d.ts must exist when it builds). */
export function inBuildOrder(libs) {
  const byName = new Map(libs.map((lib) => [lib.name, lib]));
  const ordered = [];
  const state = new Map();
  const visit = (lib, path) => {
    if (state.get(lib.name) === 'done') return;
    if (state.get(lib.name) === 'visiting') throw new Error(`Dependency cycle between libs: ${[...path, lib.name].join(' → ')}`);
    state.set(lib.name, 'visiting');
    const deps = { ...lib.manifest.dependencies, ...lib.manifest.peerDependencies };
    for (const dep of Object.keys(deps)) if (byName.has(dep) && dep !== lib.name) visit(byName.get(dep), [...path, lib.name]);
    state.set(lib.name, 'done');
    ordered.push(lib);
  };
  for (const lib of libs) visit(lib, []);
  return ordered;
}

/**
 * The entry points of a lib from its `exports`: subpath, the built files and the source it is built from
 * (`./dist/rules/time-format.js` ← `src/rules/time-format.ts`).
 */
export function entryPoints(lib) {
  return Object.entries(lib.manifest.exports ?? {})
    .filter(([subpath, target]) => subpath !== './package.json' && typeof target === 'object')
    .map(([subpath, target]) => {
      const js = target.import ?? target.default;
      if (!js?.startsWith('./dist/') || !js.endsWith('.js') || !target.types?.endsWith('.d.ts')) {
        throw new Error(`${lib.name}: exports["${subpath}"] must give "types" (./dist/….d.ts) and "import" (./dist/….js)`);
      }
      return { subpath, js, types: target.types, source: `src/${js.slice('./dist/'.length, -'.js'.length)}.ts` };
    });
}
