import type { LineStreamEvent } from '@betting/contracts';
import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { lineEventReceived, lineStateStale } from './line-stream';
import { eventsQuery } from './line.queries';

const ready: LineStreamEvent = { type: 'ready', at: 1 };
const coefs: LineStreamEvent = { type: 'coefs', gameId: 7, at: 2, changes: [{ outcomeId: 70, marketId: 700, coef: 1850, version: 2 }] };

describe('a gap the live stream could not bridge', () => {
  it('is a second ready on one stream: the first only opens it, changes in between are no gap', async () => {
    const scope = fork();
    let stale = 0;
    createWatch({ unit: lineStateStale, scope, fn: () => void (stale += 1) });
    await allSettled(lineEventReceived, { scope, params: ready });
    await allSettled(lineEventReceived, { scope, params: coefs });
    expect(stale).toBe(0);
    await allSettled(lineEventReceived, { scope, params: ready });
    expect(stale).toBe(1);
  });

  it('loads the page’s line reads again with their last params', async () => {
    const requests: unknown[] = [];
    const scope = fork({
      handlers: [[eventsQuery.__.executeFx, (params: unknown) => {
        requests.push(params);
        return { section: 'line', timeFilter: 'all', now: 1, games: [] };
      }]],
    });
    const params = { lng: 'en', section: 'line' as const, timeFilter: 'all' as const };
    await allSettled(eventsQuery.start, { scope, params });
    expect(requests).toHaveLength(1);
    await allSettled(lineEventReceived, { scope, params: ready });
    await allSettled(lineEventReceived, { scope, params: ready });
    expect(requests).toEqual([params, params]);
  });
});
