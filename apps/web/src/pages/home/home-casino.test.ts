import type { CasinoPreviewGame } from '@betting/contracts';
import { describe, expect, test } from 'vitest';
import { homeCasinoGames } from './home-casino';

const tile = (GT: number): CasinoPreviewGame => ({ GT, GN: `Game ${GT}`, R: `game-${GT}`, OR: null, CRID: [], GF: 0, providerSlug: 'p', providerName: 'P', coverUrl: '', launch: null });

describe('the home casino block', () => {
  test('takes the categories in their order, each game once, leaves the favourites out, stops at the count', () => {
    const games = { '7': [tile(1), tile(2)], '3': [tile(2), tile(3), tile(4)], favorites: [tile(9)] };
    const categories = [
      { RI: 7, TR: 'Top', slug: 'top', route: 'casino/top' },
      { RI: 3, TR: 'New', slug: 'new', route: 'casino/new' },
    ];
    expect(homeCasinoGames({ games, categories }, 3).map((game) => game.GT)).toEqual([1, 2, 3]);
    expect(homeCasinoGames({ games, categories }).map((game) => game.GT)).toEqual([1, 2, 3, 4]);
    // Without the categories: the numbered lists, never the favourites.
    expect(homeCasinoGames({ games }).map((game) => game.GT)).not.toContain(9);
    expect(homeCasinoGames({ games: {} })).toEqual([]);
  });
});
