// Fails when the JavaScript the home page loads first (entry module + modulepreloads) grows past the budget.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const INITIAL_JS_BUDGET_BYTES = 150_000;

/** The scripts a browser fetches before the home page can run: the entry module and everything preloaded with it. */
export function initialScripts(indexHtml) {
  const sources = [
    ...indexHtml.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...indexHtml.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1]);
  return [...new Set(sources)];
}

export function measure(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = initialScripts(html).map((src) => {
    const bytes = readFileSync(join(distDir, src.replace(/^\//, '')));
    return { file: src, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  return { files, gzip: files.reduce((sum, file) => sum + file.gzip, 0) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = resolve(process.argv[2] ?? 'apps/web/dist');
  const { files, gzip } = measure(distDir);
  if (files.length === 0) {
    console.error(`No entry script found in ${distDir}/index.html: is the web app built?`);
    process.exit(1);
  }
  console.table(files);
  const verdict = `initial JavaScript ${(gzip / 1000).toFixed(1)} kB gzip of a ${INITIAL_JS_BUDGET_BYTES / 1000} kB budget`;
  if (gzip > INITIAL_JS_BUDGET_BYTES) {
    console.error(`Over budget: ${verdict}`);
    process.exit(1);
  }
  console.log(`Within budget: ${verdict}`);
}
