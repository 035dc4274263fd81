import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { landingQuery, loadLandingFx } from './landings.queries';
import { failureCode } from '../../../shared/api/api';

const refusal = { kind: 'http', status: 404, error: { code: 'casino_landing_not_found', message: 'No such landing' } } as const;

describe('landing query', () => {
  it('keeps the API’s typed refusal of an unknown landing, which the page reads as not found', async () => {
    const scope = fork({
      handlers: [
        [
          loadLandingFx,
          () => {
            throw refusal;
          },
        ],
      ],
    });
    await allSettled(landingQuery.start, { scope, params: { kind: 'casino', slug: 'no-such-offer', lng: 'en' } });
    expect(scope.getState(landingQuery.$failed)).toBe(true);
    expect(failureCode(scope.getState(landingQuery.$error))).toBe('casino_landing_not_found');
  });

  it('reads a refusal code from the pipeline’s failure and from the API’s error alike', () => {
    expect(failureCode(refusal)).toBe('casino_landing_not_found');
    expect(failureCode(refusal.error)).toBe('casino_landing_not_found');
    expect(failureCode({ kind: 'network', status: 0, message: 'offline' })).toBe('network_error');
    expect(failureCode(new Error('x'))).toBe('unknown_error');
    expect(failureCode(null)).toBe('unknown_error');
  });

  it('two scopes do not share answers', async () => {
    const landing = { kind: 'casino', slug: 'crash-games', lang: 'en', theme: 'neon', kicker: '', title: 'Crash', summary: '', highlights: [], cta: null, seo: { title: 'Crash', description: '' }, gamesTitle: '', games: [], allGamesPath: null, categorySlug: null } as const;
    const found = fork({ handlers: [[loadLandingFx, () => ({ landing })]] });
    const other = fork({ handlers: [[loadLandingFx, () => ({ landing: { ...landing, slug: 'live-casino', title: 'Live' } })]] });
    await allSettled(landingQuery.start, { scope: found, params: { kind: 'casino', slug: 'crash-games', lng: 'en' } });
    expect(found.getState(landingQuery.$data)?.title).toBe('Crash');
    expect(other.getState(landingQuery.$data)).toBeNull();
  });
});
