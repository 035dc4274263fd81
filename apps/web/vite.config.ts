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

export default defineConfig({
  plugins: [react(), appVersionFile(), chunkGraph.plugin],
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(appVersion) },
  server: {
    port: 5173,
    // In development the API (npm start, port 3000) answers the calls; Vite serves the app.
    proxy: { '/bff-api': 'http://localhost:3000', '/web-api': 'http://localhost:3000', '/remote-apps': 'http://localhost:3000', '/game-server': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: false,
    // Chunks are named by their hash alone: every lazy import lists its chunks' names in the first JavaScript.
    rolldownOptions: { output: { chunkFileNames: 'assets/[hash].js', assetFileNames: 'assets/[hash][extname]' } },
    modulePreload: { resolveDependencies: (_fileName, dependencies, { hostType }) => (hostType === 'js' ? chunkGraph.notInitial(dependencies) : dependencies) },
  },
});
