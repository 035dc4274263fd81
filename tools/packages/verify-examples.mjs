// `npm run examples` (and the `examples:test` Nx target of `npm test`): the libraries as another frontend gets them.
//   1. builds and packs every lib (tools/packages/pack-libs.mjs) into dist/packages/*.tgz;
//   2. copies examples/ into a temporary folder, `npm ci` from its own lockfile, then installs the tarballs
//      (real folders in node_modules, no workspace links);
//   3. checks every export resolves (check-exports.mjs), type-checks with moduleResolution NodeNext and bundler,
//      runs the Node example, builds the page with Vite, runs the property suites under Vitest and under Jest.
// Fails at the first step that fails; prints how long each step took. The libs' dist/ folders are removed once packed;
// `--keep` leaves them, and the temporary copy, for a look.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, lstatSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { buildLibs } from './build-libs.mjs';
import { workspacePathProblems } from './check-paths.mjs';
import { workspaceRoot } from './libs.mjs';
import { packLibs } from './pack-libs.mjs';

const examplesDir = join(workspaceRoot, 'examples');
const keep = process.argv.includes('--keep');
const timings = [];

async function step(name, run) {
  const started = performance.now();
  console.log(`\n▶ ${name}`);
  await run();
  timings.push([name, performance.now() - started]);
}

const childEnv = { ...process.env, CI: process.env.CI ?? 'true', FORCE_COLOR: '0' };

function sh(cwd, command, args) {
  execFileSync(command, args, { cwd, stdio: 'inherit', env: childEnv });
}

/** Runs commands side by side (the two type-checks); output is collected and printed per command. */
function together(cwd, commands) {
  return Promise.all(
    commands.map(
      ([command, ...args]) =>
        new Promise((resolvePromise, reject) => {
          const child = spawn(command, args, { cwd, env: childEnv });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('error', reject);
          child.on('close', (code) => {
            process.stdout.write(`  $ ${[command, ...args].join(' ')}: ${code === 0 ? 'ok' : `exit ${code}`}\n${output}`);
            if (code === 0) resolvePromise();
            else reject(new Error(`${[command, ...args].join(' ')} failed`));
          });
        }),
    ),
  );
}

const started = performance.now();
const copy = mkdtempSync(join(tmpdir(), 'betting-examples-'));
let failed = true;
try {
  let libs = [];
  let tarballs = [];
  await step('the workspace resolves every export to its source (tsconfig.base.json paths)', () => {
    const problems = workspacePathProblems();
    if (problems.length > 0) throw new Error(`tsconfig.base.json "paths" and the libs' "exports" differ:\n  ${problems.join('\n  ')}`);
  });
  await step('build the libs (dist/: ES modules, .d.ts, source maps)', () => {
    libs = buildLibs();
  });
  await step('pack the libs (npm pack: dist/, README.md, LICENSE, package.json only)', () => {
    tarballs = packLibs(libs);
    for (const tarball of tarballs) console.log(`  ${relative(workspaceRoot, tarball.file)} (${tarball.entries} files)`);
    // The tarballs hold the build now. Without libs/*/dist a workspace tool that missed the tsconfig paths fails
    // loudly instead of quietly running yesterday's build (npm run build:libs makes it again).
    if (!keep) for (const lib of libs) rmSync(join(lib.dir, 'dist'), { recursive: true, force: true });
  });
  await step(`copy examples/ to ${copy} and npm ci from its lockfile`, () => {
    cpSync(examplesDir, copy, { recursive: true, filter: (source) => !/[\\/](node_modules|dist|generated)$/.test(source) });
    sh(copy, 'npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts']);
  });
  await step('install the tarballs', () => {
    sh(copy, 'npm', ['install', '--no-save', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', ...tarballs.map((tarball) => tarball.file)]);
    for (const tarball of tarballs) {
      const installed = join(copy, 'node_modules', tarball.name);
      if (lstatSync(installed).isSymbolicLink()) throw new Error(`${tarball.name} is a link, not the installed tarball`);
      const { version } = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
      if (version !== tarball.version) throw new Error(`${tarball.name}: installed ${version}, packed ${tarball.version}`);
    }
  });
  await step('every export resolves in Node', () => sh(copy, 'node', ['check-exports.mjs']));
  await step('type-check with moduleResolution NodeNext and bundler (libraries\' .d.ts included: skipLibCheck off)', () =>
    together(copy, [
      ['npx', 'tsc', '-p', 'tsconfig.nodenext.json'],
      ['npx', 'tsc', '-p', 'tsconfig.bundler.json'],
    ]),
  );
  await step('run the Node example', () => sh(copy, 'node', ['node/price-and-check.mjs']));
  await step('build the non-React page with Vite', () => sh(copy, 'npx', ['vite', 'build', 'page', '--logLevel', 'warn']));
  await step('property suites under Vitest', () => sh(copy, 'npx', ['vitest', 'run']));
  await step('property suites under Jest (jest.preset.js)', () => sh(copy, 'node', ['--experimental-vm-modules', '--no-warnings=ExperimentalWarning', 'node_modules/jest/bin/jest.js']));
  failed = false;
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  const total = (performance.now() - started) / 1000;
  console.log(`\n${failed ? '✗ examples failed' : '✓ examples passed'} in ${total.toFixed(1)} s`);
  for (const [name, ms] of timings) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`);
  if (keep || failed) console.log(`  the temporary copy is kept at ${copy}`);
  else rmSync(copy, { recursive: true, force: true });
}
