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

export default defineConfig({
  plugins: [react(), appVersionFile()],
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(appVersion) },
  server: {
    port: 5173,
    // In development the API (npm start, port 3000) answers the calls; Vite serves the app.
    proxy: { '/bff-api': 'http://localhost:3000', '/web-api': 'http://localhost:3000', '/remote-apps': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: false,
  },
});
