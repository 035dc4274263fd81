// Bundles the API into one ES module. Workspace libraries (TypeScript sources) are bundled in;
// every other package stays an import from node_modules. `--with-test-control` builds the non-production
// entry point into dist-test/; the production bundle in dist/ never contains the test-control API.
import { build } from 'esbuild';

const withTestControl = process.argv.includes('--with-test-control');

await build({
  entryPoints: [withTestControl ? 'src/server.test-control.ts' : 'src/server.ts'],
  outfile: withTestControl ? 'dist-test/main.mjs' : 'dist/main.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-packages',
      setup(context) {
        context.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@betting/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});
