import type { LineStreamQuery } from '@betting/contracts';

/** What a stream asked for, reduced to what decides delivery (streams with equal filters form one group). */
export interface StreamFilter {
  readonly gameIds: ReadonlySet<number> | null;
  readonly sportId: number | null;
  /** `section=live`: no `game` changes of games that are not live. */
  readonly liveOnly: boolean;
}

/** What the filters look at in a published change. */
export interface ChangeFacts {
  readonly gameId: number;
  readonly sportId: number;
  /** A `game` change whose game is not live (prematch or finished). */
  readonly notLiveGame: boolean;
}

export function streamFilterOf(query: Pick<LineStreamQuery, 'gameIds' | 'sportId' | 'section'>): StreamFilter {
  return {
    gameIds: query.gameIds ? new Set(query.gameIds.split(',').map(Number)) : null,
    sportId: query.sportId ?? null,
    liveOnly: query.section === 'live',
  };
}

/** Equal for filters that let the same changes through (game ids in any order or repeated). */
export function filterKey(filter: StreamFilter): string {
  const games = filter.gameIds ? [...filter.gameIds].sort((a, b) => a - b).join(',') : '*';
  return `${games}|${filter.sportId ?? '*'}|${filter.liveOnly ? 'live' : '*'}`;
}

export function wants(filter: StreamFilter, change: ChangeFacts): boolean {
  if (filter.gameIds && !filter.gameIds.has(change.gameId)) return false;
  if (filter.sportId !== null && change.sportId !== filter.sportId) return false;
  if (filter.liveOnly && change.notLiveGame) return false;
  return true;
}
