import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    // In development the API (npm start, port 3000) answers the calls; Vite serves the app.
    proxy: { '/bff-api': 'http://localhost:3000', '/web-api': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: false,
  },
});
