import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** One id per build: the update notice compares the running build with the one the server serves. */
const appVersion = process.env['APP_VERSION'] ?? new Date().toISOString().replace(/\D/g, '').slice(0, 14);

/** Writes dist/version.json, which the API serves as GET /web-api/version. */
function appVersionFile(): Plugin {
  return {
    name: 'app-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ version: appVersion })}\n` });
    },
  };
}

/**
 * A lazy page's import lists the chunks to preload with it; those the entry already loaded statically are loaded by
 * then, so listing them again only grows the first JavaScript. This plugin learns the entry's static import graph
 * before Vite writes the preload lists, and `resolveDependencies` leaves those chunks out.
 */
function initialChunkGraph() {
  const initial = new Set<string>();
  const plugin: Plugin = {
    name: 'initial-chunk-graph',
    apply: 'build',
    generateBundle(_options, bundle) {
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (initial.has(fileName) || chunk?.type !== 'chunk') return;
        initial.add(fileName);
        chunk.imports.forEach(visit);
      };
      for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
    },
  };
  return { plugin, notInitial: (dependencies: string[]) => dependencies.filter((dependency) => !initial.has(dependency)) };
}
const chunkGraph = initialChunkGraph();

/** The same types the API answers with `vary: accept-encoding` (apps/api/src/static-files/web-app-files.ts); not `.map`, which only developer tools fetch. */
const COMPRESSIBLE_FILE = /\.(?:html|js|mjs|css|json|webmanifest|svg|txt|xml|wasm)$/;
/** Smaller files are sent as they are: the API's compression threshold. */
const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Writes a `.br` (brotli 11) and a `.gz` (gzip 9) beside every compressible file of dist/, the `public` folder's
 * included, which the API serves as they are to clients that accept them: the strongest levels cost seconds once, at
 * build, and nothing per request. A copy that would not be smaller is not written.
 */
function precompressedFiles(): Plugin {
  let outDir = '';
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  return {
    name: 'precompressed-files',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile() && COMPRESSIBLE_FILE.test(entry.name));
      await Promise.all(
        files.map(async (entry) => {
          const path = join(entry.parentPath, entry.name);
          const source = await readFile(path);
          if (source.length < PRECOMPRESS_MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
            gzipped(source, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < source.length) await writeFile(`${path}.br`, br);
          if (gz.length < source.length) await writeFile(`${path}.gz`, gz);
        }),
      );
    },
  };
}

// Not zod: the first JavaScript checks no answer before it renders (the schemas come with the calls, in chunks).
const FIRST_PAGE_LIBRARIES =
  /node_modules[\\/](react|react-dom|scheduler|effector|effector-react|use-sync-external-store|i18next|react-i18next|@tanstack[\\/](router-core|react-router|history|store|react-store))[\\/]/;

/**
 * The app's own modules that the entry needs and lazy pages import too (the route table, the first calls' paths and
 * helpers, the bundler's runtime): one file of them rather than a small file each, every one of which the first load
 * would fetch anyway.
 */
const FIRST_PAGE_SHARED =
  /(?:libs[\\/]routing[\\/]src[\\/]rules[\\/](?:routes[\\/]|route-table|constants)|libs[\\/]contracts[\\/]src[\\/](?:line[\\/]sections|navigation[\\/](?:maintenance-paths|block-paths|same-origin\.ts)|config[\\/]paths)|apps[\\/]web[\\/]src[\\/]shared[\\/]api[\\/](?:prefetched|fetch-json)|vite[\\/]preload-helper|rolldown[\\/]runtime)/;

/**
 * `vite build --ssr`: the first views the API renders on the server (src/entry-server.tsx), as ES modules in
 * dist-server/ beside the browser's build, with every package bundled in.
 */
const serverBuild = defineConfig({
  plugins: [react()],
  // `@betting/<lib>` resolves to its sources through tsconfig.base.json "paths" (its package.json names the built dist/).
  resolve: { tsconfigPaths: true },
  publicDir: false,
  // React's production build, in the bundle (one copy, whatever NODE_ENV the API process runs with).
  ssr: { noExternal: true },
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(appVersion), 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    reportCompressedSize: false,
    rolldownOptions: { output: { entryFileNames: 'entry-server.mjs', chunkFileNames: 'chunks/[hash].mjs' } },
  },
});

const browserBuild = defineConfig({
  plugins: [react(), appVersionFile(), chunkGraph.plugin, precompressedFiles()],
  resolve: {
    // `@betting/<lib>` resolves to its sources through tsconfig.base.json "paths" (its package.json names the built dist/).
    tsconfigPaths: true,
    // React 19 has useSyncExternalStore: the libraries' shims for React 16/17 are dead weight in the first JavaScript.
    alias: [
      { find: /^use-sync-external-store\/shim(\/index(\.js)?)?$/, replacement: 'use-sync-external-store' },
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
    ],
  },
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(appVersion) },
  server: {
    port: 5173,
    // In development the API (npm start, port 3000) answers the calls; Vite serves the app.
    proxy: { '/bff-api': 'http://localhost:3000', '/web-api': 'http://localhost:3000', '/remote-apps': 'http://localhost:3000', '/game-server': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // dist/.vite/manifest.json: the server build reads which styles and chunks a server-rendered page needs at once.
    manifest: true,
    reportCompressedSize: false,
    // Chunks are named by their hash alone: every lazy import lists its chunks' names in the first JavaScript.
    rolldownOptions: {
      output: {
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: 'assets/[hash][extname]',
        // The libraries every page starts with, in one file rather than a file per library: fewer requests, and one
        // gzip stream instead of many small ones.
        codeSplitting: {
          groups: [
            { name: 'framework', test: FIRST_PAGE_LIBRARIES },
            { name: 'first-page', test: FIRST_PAGE_SHARED },
          ],
        },
      },
    },
    // No modulepreload polyfill in the first JavaScript: every browser since Firefox 115 and Safari 17 preloads natively,
    // and an older one still loads every module, only without the head start.
    modulePreload: { polyfill: false, resolveDependencies: (_fileName, dependencies, { hostType }) => (hostType === 'js' ? chunkGraph.notInitial(dependencies) : dependencies) },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));
