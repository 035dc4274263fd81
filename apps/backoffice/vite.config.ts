import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The operator's back office: its own small app, served by the API under /backoffice/ (apps/api/src/backoffice/app-files.ts). */
export default defineConfig({
  base: '/backoffice/',
  plugins: [react()],
  // `@betting/<lib>` resolves to its sources through tsconfig.base.json "paths".
  resolve: { tsconfigPaths: true },
  server: {
    port: 5174,
    // In development the API (npm start, port 3000) answers the calls; Vite serves the app.
    proxy: { '/backoffice-api': 'http://localhost:3000' },
  },
  build: { target: 'es2022', sourcemap: true, reportCompressedSize: false, rolldownOptions: { output: { chunkFileNames: 'assets/[hash].js', assetFileNames: 'assets/[hash][extname]' } } },
});
