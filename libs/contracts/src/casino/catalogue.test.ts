import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CASINO_GAME_TAGS, CasinoGamesQuerySchema, CasinoPaths, CasinoPreviewQuerySchema, casinoGameTagKey } from './catalogue';

describe('casino catalogue contracts', () => {
  it('reads the preview query with the spec’s defaults: whence lobby, includeCategories false', () => {
    expect(CasinoPreviewQuerySchema.parse({})).toEqual({ whence: 'lobby', lng: 'en', includeCategories: false });
    expect(CasinoPreviewQuerySchema.parse({ includeCategories: 'true', groupId: '5', fcountry: '643', ref: '1', lng: 'ru', whence: 'slots' })).toEqual({
      whence: 'slots',
      groupId: 5,
      ref: 1,
      lng: 'ru',
      fcountry: 643,
      includeCategories: true,
    });
    expect(CasinoPreviewQuerySchema.parse({ includeCategories: '1' }).includeCategories).toBe(true);
    expect(CasinoPreviewQuerySchema.parse({ includeCategories: '0' }).includeCategories).toBe(false);
    expect(CasinoPreviewQuerySchema.safeParse({ includeCategories: 'yes' }).success).toBe(false);
    expect(CasinoPreviewQuerySchema.safeParse({ groupId: '0' }).success).toBe(false);
  });

  it('reads the games query with its paging defaults and refuses what is out of range', () => {
    expect(CasinoGamesQuerySchema.parse({})).toEqual({ sort: 'popular', page: 1, pageSize: 24 });
    expect(CasinoGamesQuerySchema.parse({ tag: '3', page: '2', pageSize: '48' })).toMatchObject({ tag: 3, page: 2, pageSize: 48 });
    expect(CasinoGamesQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(CasinoGamesQuerySchema.safeParse({ provider: 'Not A Slug' }).success).toBe(false);
  });

  it('names every GF tag but 0, and no unknown one', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 20 }), (tag) => {
        const key = casinoGameTagKey(tag);
        if (tag >= 1 && tag < CASINO_GAME_TAGS.length) expect(key).toBe(CASINO_GAME_TAGS[tag]);
        else expect(key).toBeNull();
      }),
    );
    expect(casinoGameTagKey(3)).toBe('jackpot');
  });

  it('builds paths that match their patterns', () => {
    expect(CasinoPaths.game(1001)).toBe(CasinoPaths.gamePattern.replace(':gameId', '1001'));
    expect(CasinoPaths.gameCover(7)).toBe('/web-api/casino/games/7/cover.svg');
    expect(CasinoPaths.gameByRoute('a b')).toBe('/web-api/casino/games/by-route/a%20b');
    expect(CasinoPaths.favorite(3)).toBe(CasinoPaths.favoritePattern.replace(':gameId', '3'));
  });
});
