import { LinePaths } from '@betting/contracts';
import { describe, expect, it } from 'vitest';
import { firstViewOf, firstViewRequests, pageRequests } from './page-requests';

describe('the first views the server renders', () => {
  it('a game’s page reads the section’s menu and the game, as the page asks for them', () => {
    const path = '/en/live/all/football/12-premier-league/345-arsenal-chelsea';
    expect(firstViewOf(path)).toEqual({ lng: 'en', view: 'game', game: { section: 'live', gameId: 345 } });
    expect(firstViewRequests(path)).toEqual([pageRequests.config('en'), pageRequests.maintenance(), pageRequests.menu('en', 'live'), `${LinePaths.game(345)}?lng=en`]);
    expect(firstViewOf('/ru/line/today/tennis/7/89')).toMatchObject({ lng: 'ru', view: 'game', game: { section: 'line', gameId: 89 } });
  });

  it.each(['/en/line/all/football/12-premier-league', '/en/esports/cs2/x/1/line/2', '/en/line/all/football/12/arsenal-chelsea', '/en/casino/all/a/b/5'])('not a game’s page: %s', (path) => {
    expect(firstViewOf(path)?.view).not.toBe('game');
  });

  it('leaves a page with a query to the browser', () => {
    expect(firstViewRequests('/en/line/all/football/12/345?tab=2')).toBeUndefined();
  });

  it('the lists and the lobby as before', () => {
    expect(firstViewOf('/en')).toEqual({ lng: 'en', view: 'home' });
    expect(firstViewOf('/pt/line/')).toEqual({ lng: 'pt', view: 'line' });
    expect(firstViewOf('/en/casino')).toEqual({ lng: 'en', view: 'casino' });
  });
});
