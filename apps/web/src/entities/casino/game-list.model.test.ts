import type { CasinoGame, CasinoGamesQueryInput, CasinoGamesResponse } from '@betting/contracts';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { loadGamesFx } from './casino.queries';
import { $games, $hasMore, $total, listOpened, moreRequested } from './game-list.model';

const game = (id: number): CasinoGame => ({
  id,
  name: `Game ${id}`,
  route: `game-${id}`,
  oldRoute: null,
  categoryIds: [1],
  tag: 0,
  providerSlug: 'house',
  providerName: 'House',
  brandSlug: null,
  rtpBasisPoints: 9600,
  volatility: 'medium',
  popularity: id,
  releasedOn: '2026-01-01',
  launch: null,
  coverUrl: `/cover/${id}.svg`,
});

/** A catalogue of `total` games per category, two a page. */
function catalogue(total: Record<string, number>) {
  const asked: CasinoGamesQueryInput[] = [];
  const handler = (query: CasinoGamesQueryInput): Promise<CasinoGamesResponse> => {
    asked.push(query);
    const count = total[query.category ?? ''] ?? 0;
    const page = Number(query.page ?? 1);
    const ids = Array.from({ length: count }, (_, index) => index + 1).slice((page - 1) * 2, page * 2);
    return Promise.resolve({ games: ids.map(game), paging: { pageNumber: page, pageSize: 2, totalCount: count, totalPages: Math.ceil(count / 2) } });
  };
  return { asked, handler };
}

describe('the games list model', () => {
  it('grows a page at a time until every game is shown, then asks no more', async () => {
    const { asked, handler } = catalogue({ slots: 3 });
    const scope = fork({ handlers: [[loadGamesFx, handler]] });
    await allSettled(listOpened, { scope, params: { category: 'slots' } });
    expect(scope.getState($games)?.map((item) => item.id)).toEqual([1, 2]);
    expect(scope.getState($hasMore)).toBe(true);
    await allSettled(moreRequested, { scope });
    expect(scope.getState($games)?.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(scope.getState($hasMore)).toBe(false);
    await allSettled(moreRequested, { scope });
    expect(asked.map((query) => query.page)).toEqual([1, 2]);
  });

  it('starts again from page 1 with new filters, and drops an answer for filters no longer shown', async () => {
    const { handler } = catalogue({ slots: 5, crash: 1 });
    let releaseSlow: () => void = () => undefined;
    const scope = fork({
      handlers: [
        [
          loadGamesFx,
          (query: CasinoGamesQueryInput) =>
            query.category === 'slots' ? new Promise<CasinoGamesResponse>((resolve) => (releaseSlow = () => void handler(query).then(resolve))) : handler(query),
        ],
      ],
    });
    const slow = allSettled(listOpened, { scope, params: { category: 'slots' } });
    const fast = allSettled(listOpened, { scope, params: { category: 'crash' } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    releaseSlow();
    await Promise.all([slow, fast]);
    expect(scope.getState($games)?.map((item) => item.id)).toEqual([1]);
    expect(scope.getState($total)).toBe(1);
  });

  it('keeps two scopes apart', async () => {
    const { handler } = catalogue({ slots: 4, crash: 1 });
    const first = fork({ handlers: [[loadGamesFx, handler]] });
    const second = fork({ handlers: [[loadGamesFx, handler]] });
    await allSettled(listOpened, { scope: first, params: { category: 'slots' } });
    await allSettled(listOpened, { scope: second, params: { category: 'crash' } });
    expect(first.getState($total)).toBe(4);
    expect(second.getState($total)).toBe(1);
  });
});
