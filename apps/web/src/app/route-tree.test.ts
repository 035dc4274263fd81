import { configAllFixture } from '@betting/contracts/testing';
import { hasPage, routeTable } from '@betting/routing';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from './router';
import { pageComponents } from './routes/page-registry';
import { tanstackPath } from './routes/tanstack-path';

const router = createAppRouter(
  {
    config: configAllFixture(),
    maintenanceActive: false,
    navigationContext: () => {
      throw new Error('not navigated in this test');
    },
  },
  createMemoryHistory({ initialEntries: ['/en'] }),
);

/** The pages of the TanStack tree, as routing-table id → full path. */
const treePages = new Map(
  Object.values(router.routesById)
    .filter((route) => route.options.staticData?.routeId !== undefined)
    .map((route) => [route.options.staticData?.routeId ?? '', route.fullPath.replace(/\/$/, '') || '/']),
);

describe('route tree and routing table', () => {
  it('hold exactly the same routes, both ways, at the same paths', () => {
    const tablePages = new Map(routeTable.map((route) => [route.id, `/$lng/${tanstackPath(route.path)}`.replace(/\/+$/, '')]));
    expect(Object.fromEntries(treePages)).toEqual(Object.fromEntries(tablePages));
  });

  it('gives every route that is not a later issue’s shell a real page, and names no page the table lacks', () => {
    const ids = new Set<string>(routeTable.map((route) => route.id));
    const needPages = routeTable.filter((route) => hasPage(route) && route.meta.shellOf === undefined).map((route) => route.id);
    expect(needPages.filter((id) => !(id in pageComponents))).toEqual([]);
    expect(Object.keys(pageComponents).filter((id) => !ids.has(id))).toEqual([]);
  });
});
