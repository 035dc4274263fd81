import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM script without type declarations
import { initialScripts, measure } from './bundle-budget.mjs';

describe('bundle budget', () => {
  it('counts the entry module and its modulepreloads once each', () => {
    const html = '<script type="module" crossorigin src="/assets/index-a.js"></script><link rel="modulepreload" crossorigin href="/assets/vendor-b.js"><link rel="modulepreload" href="/assets/index-a.js"><link rel="stylesheet" href="/assets/x.css">';
    expect(initialScripts(html)).toEqual(['/assets/index-a.js', '/assets/vendor-b.js']);
  });

  it('measures gzip sizes of the files named', () => {
    const dist = mkdtempSync(join(tmpdir(), 'budget-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<script type="module" src="/assets/a.js"></script>');
    writeFileSync(join(dist, 'assets/a.js'), 'x'.repeat(100_000));
    const result = measure(dist);
    expect(result.files).toHaveLength(1);
    expect(result.files[0].raw).toBe(100_000);
    expect(result.gzip).toBeGreaterThan(0);
    expect(result.gzip).toBeLessThan(1_000);
  });

  it('measures the scripts themselves, not the .br/.gz copies the build writes beside them', () => {
    const dist = mkdtempSync(join(tmpdir(), 'budget-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<script type="module" src="/assets/a.js"></script>');
    writeFileSync(join(dist, 'assets/a.js'), 'x'.repeat(10_000));
    writeFileSync(join(dist, 'assets/a.js.br'), 'y'.repeat(50_000));
    writeFileSync(join(dist, 'assets/a.js.gz'), 'z'.repeat(50_000));
    const result = measure(dist);
    expect(result.files.map((file: { file: string }) => file.file)).toEqual(['/assets/a.js']);
    expect(result.files[0].raw).toBe(10_000);
  });
});
