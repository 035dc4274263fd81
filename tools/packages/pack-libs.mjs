// `npm run pack:libs`: builds every domain library (tools/packages/build-libs.mjs) and packs it with `npm pack` into
// dist/packages/betting-<lib>-<version>.tgz, then checks that each tarball holds only dist/, README.md, LICENSE and
// package.json. Prints the tarballs' paths; `--json` prints { name, version, file } per tarball instead.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildLibs } from './build-libs.mjs';
import { packagesDir, workspaceRoot } from './libs.mjs';

const ALLOWED = /^(dist\/.+|README\.md|LICENSE|package\.json)$/;

/** `npm pack` of the given libs (already built) into `destination`; throws when a tarball holds anything else. */
export function packLibs(libs, destination = packagesDir) {
  rmSync(destination, { recursive: true, force: true });
  mkdirSync(destination, { recursive: true });
  const workspaces = libs.flatMap((lib) => ['--workspace', relative(workspaceRoot, lib.dir)]);
  const output = execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', destination, ...workspaces], {
    cwd: workspaceRoot,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const packed = JSON.parse(output);
  const problems = [];
  for (const tarball of packed) {
    const paths = tarball.files.map((file) => file.path);
    const stray = paths.filter((path) => !ALLOWED.test(path));
    if (stray.length > 0) problems.push(`${tarball.name}: ${stray.join(', ')}`);
    for (const required of ['README.md', 'LICENSE', 'package.json']) if (!paths.includes(required)) problems.push(`${tarball.name}: no ${required}`);
    if (!paths.some((path) => path.startsWith('dist/'))) problems.push(`${tarball.name}: no dist/ (is it built?)`);
  }
  if (problems.length > 0) throw new Error(`Tarballs hold files they should not (or miss some):\n  ${problems.join('\n  ')}`);
  return packed.map((tarball) => ({ name: tarball.name, version: tarball.version, file: join(destination, tarball.filename), size: tarball.size, entries: tarball.entryCount }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const libs = buildLibs();
    const tarballs = packLibs(libs);
    if (process.argv.includes('--json')) console.log(JSON.stringify(tarballs, null, 2));
    else for (const tarball of tarballs) console.log(`packed ${tarball.name}@${tarball.version} → ${relative(process.cwd(), tarball.file)} (${tarball.entries} files, ${(tarball.size / 1024).toFixed(1)} kB)`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
