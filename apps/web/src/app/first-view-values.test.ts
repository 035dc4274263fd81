import { CasinoLobbyResponseSchema, LineEventsResponseSchema, LineMenuResponseSchema } from '@betting/contracts';
import { fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { lobbyQuery } from '../entities/casino/casino.queries';
import { eventsQuery, menuQuery } from '../entities/line/line.queries';
import { $sessionChecked } from '../entities/session/session-state';
import { pageRequests } from '../shared/api/page-requests';
import { providePrefetched } from '../shared/api/prefetched';
import { firstViewValues } from './first-view-values';

const menu = LineMenuResponseSchema.parse({ section: 'line', groupByCountry: true, sports: [] });
const events = LineEventsResponseSchema.parse({ section: 'line', timeFilter: 'all', now: 1_795_822_546, games: [] });
const lobby = CasinoLobbyResponseSchema.parse({ sections: [] });

describe('firstViewValues', () => {
  it('starts a scope with the queries’ data the page carried, as their own start would leave it', () => {
    const answers = { [pageRequests.menu('en', 'line')]: menu, [pageRequests.events('en', 'line')]: events, [pageRequests.casinoLobby('en')]: lobby };
    providePrefetched(answers);
    const scope = fork({ values: firstViewValues('en', answers) });
    expect(scope.getState(menuQuery.$data)).toEqual(menu);
    expect(scope.getState(eventsQuery.$data)).toEqual(events);
    expect(scope.getState(lobbyQuery.$data)).toEqual(lobby);
    providePrefetched({});
  });

  it('leaves out what the page did not carry, or carried broken', () => {
    const answers = { [pageRequests.menu('en', 'line')]: { section: 'nowhere' } };
    providePrefetched(answers);
    const scope = fork({ values: firstViewValues('en', answers) });
    expect(scope.getState(menuQuery.$data)).toBeNull();
    expect(scope.getState($sessionChecked)).toBe(false);
    providePrefetched({});
  });
});
