import { configAllFixture } from '@betting/contracts/testing';
import { routeTable } from '@betting/routing';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from './router';

/** `information/{id}` in the routing table is `/$lng/information/$id` in the TanStack tree. */
function treePathOf(tablePath: string): string {
  return `/$lng/${tablePath.replace(/\{(\w+)\}/g, '$$$1')}`;
}

describe('route tree and routing table', () => {
  const router = createAppRouter(
    { config: configAllFixture(), languageContext: () => ({ cookieLanguage: undefined, acceptLanguage: undefined, configDefault: 'en', available: ['en', 'ru'] }) },
    createMemoryHistory({ initialEntries: ['/en'] }),
  );
  const treePaths = Object.keys(router.routesById).filter((path) => path.startsWith('/$lng/'));

  it('hold exactly the same pages, both ways', () => {
    expect([...treePaths].sort()).toEqual(routeTable.map((route) => treePathOf(route.path)).sort());
  });
});
