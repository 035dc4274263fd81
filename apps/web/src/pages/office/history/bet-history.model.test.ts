import type { BetHistoryQueryInput, BetHistoryResponse, LineStreamEvent, PlacedCoupon } from '@betting/contracts';
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lineEventReceived } from '../../../entities/line/line-stream';
import { $openCouponGames, SETTLED_RELOAD_AGAIN_MS, betHistoryQuery } from './bet-history.model';

const coupon = (id: number, status: PlacedCoupon['status'], gameIds: number[]) => ({ id, status, bets: gameIds.map((gameId) => ({ gameId })) }) as unknown as PlacedCoupon;
const answer = (coupons: PlacedCoupon[]) => ({ coupons, paging: { pageNumber: 1, pageSize: 20, totalCount: coupons.length, totalPages: 1 }, totals: [] }) as unknown as BetHistoryResponse;
const finished = (gameId: number): LineStreamEvent => ({ type: 'finished', gameId, at: 1, score: '1:0', scores: [1, 0], results: [] });

describe('the bet history while games of its open coupons are played', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('follows the open coupons’ games and asks again when one of them finishes', async () => {
    const asked: BetHistoryQueryInput[] = [];
    const scope = fork({
      handlers: [[betHistoryQuery.__.executeFx, (params: BetHistoryQueryInput) => {
        asked.push(params);
        return answer([coupon(1, 'open', [7, 8]), coupon(2, 'lost', [9]), coupon(3, 'open', [8])]);
      }]],
    });
    const params: BetHistoryQueryInput = { period: 'all', status: 'all', page: 2 };
    await allSettled(betHistoryQuery.start, { scope, params });
    expect(scope.getState($openCouponGames)).toEqual([7, 8]);

    vi.useFakeTimers();
    const played = async (event: LineStreamEvent) => {
      const settled = allSettled(lineEventReceived, { scope, params: event });
      await vi.advanceTimersByTimeAsync(SETTLED_RELOAD_AGAIN_MS);
      await settled;
    };
    await played(finished(9));
    expect(asked).toHaveLength(1);
    await played(finished(7));
    // Once soon after, once more a little later; both with the page's own filters.
    expect(asked).toEqual([params, params, params]);
  });
});
