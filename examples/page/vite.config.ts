import { defineConfig } from 'vite';

// Built as another frontend would build it: the @betting packages come from node_modules, nothing else is aliased.
export default defineConfig({
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', sourcemap: true },
});
