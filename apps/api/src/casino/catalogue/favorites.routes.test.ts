import { CASINO_FAVORITES_LIST_KEY, CasinoFavoriteStateResponseSchema, CasinoFavoritesResponseSchema, CasinoPaths, CasinoPreviewResponseSchema, SESSION_COOKIE } from '@betting/contracts';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../db/testing/engines';
import { identitySite } from '../../identity/testing';
import { newPerson, userTokenOf } from '../../limits/testing';

type Method = 'GET' | 'PUT' | 'DELETE';

describe.each(enginesUnderTest())('casino favourites on $name', (engine) => {
  const site = identitySite(engine);
  const as = (session: string | null, method: Method, url: string, extra: Partial<InjectOptions> = {}) =>
    site.app.inject({ method, url, cookies: session ? { [SESSION_COOKIE]: session } : {}, ...extra });
  const favorites = async (session: string) => {
    const response = await as(session, 'GET', CasinoPaths.favorites);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return CasinoFavoritesResponseSchema.parse(response.json()).games.map((game) => game.id);
  };

  it('refuses guests and bad tokens with a typed 401 on every call', async () => {
    for (const [method, url] of [['GET', CasinoPaths.favorites], ['PUT', CasinoPaths.favorite(1001)], ['DELETE', CasinoPaths.favorite(1001)]] as const) {
      const guest = await as(null, method, url);
      expect(guest.statusCode, `${method} ${url}`).toBe(401);
      expect(guest.json()).toEqual({ error: { code: 'not_signed_in', message: 'Sign in to keep favourite games' } });
      const forged = await as(null, method, url, { headers: { authorization: 'Bearer not.a.token' } });
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toMatchObject({ error: { code: 'invalid_token' } });
    }
  });

  it('adds idempotently, lists the last added first, removes, and keeps them across sessions', async () => {
    const person = await newPerson(site.app);
    const put = async (gameId: number) => {
      const response = await as(person.session, 'PUT', CasinoPaths.favorite(gameId));
      expect(response.statusCode, response.body).toBe(200);
      return CasinoFavoriteStateResponseSchema.parse(response.json());
    };
    expect(await favorites(person.session)).toEqual([]);
    expect(await put(1004)).toEqual({ gameId: 1004, isFavorite: true });
    site.clock.advance(1_000);
    await put(1001);
    site.clock.advance(1_000);
    // Adding again changes nothing: no second row, and the game keeps its place.
    expect(await put(1004)).toEqual({ gameId: 1004, isFavorite: true });
    expect(await favorites(person.session)).toEqual([1001, 1004]);
    const [rows] = await site.db.query<{ count: string | number }>('select count(*) as count from casino_favorites where user_id = $1', [person.userId]);
    expect(Number(rows?.count)).toBe(2);

    // Another session of the same person (signing in again) sees the same favourites: they live in the database.
    const token = await userTokenOf(site.app, person.session);
    const byToken = await as(null, 'GET', CasinoPaths.favorites, { headers: { authorization: `Bearer ${token}` } });
    expect(CasinoFavoritesResponseSchema.parse(byToken.json()).games.map((game) => game.name)).toEqual(['Fruit Five', 'Gold Rush Express']);

    const removed = await as(person.session, 'DELETE', CasinoPaths.favorite(1001));
    expect(CasinoFavoriteStateResponseSchema.parse(removed.json())).toEqual({ gameId: 1001, isFavorite: false });
    expect((await as(person.session, 'DELETE', CasinoPaths.favorite(1001))).statusCode).toBe(200);
    expect(await favorites(person.session)).toEqual([1004]);

    const other = await newPerson(site.app);
    expect(await favorites(other.session)).toEqual([]);
  });

  it('answers 404 for a game that does not exist and 400 for a bad id', async () => {
    const person = await newPerson(site.app);
    const missing = await as(person.session, 'PUT', CasinoPaths.favorite(999_999));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { code: 'casino_game_not_found' } });
    expect((await as(person.session, 'PUT', CasinoPaths.favorite('x1'))).statusCode).toBe(400);
    expect(await favorites(person.session)).toEqual([]);
  });

  it('puts the caller’s favourites in the games preview when the user token is sent, privately', async () => {
    const person = await newPerson(site.app);
    await as(person.session, 'PUT', CasinoPaths.favorite(1002));
    const token = await userTokenOf(site.app, person.session);
    const signedIn = await site.app.inject({ method: 'GET', url: `${CasinoPaths.previewLight}?whence=home`, headers: { authorization: `Bearer ${token}` } });
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    const mine = CasinoPreviewResponseSchema.parse(signedIn.json()).games[CASINO_FAVORITES_LIST_KEY];
    expect(mine?.map((game) => [game.GT, game.GN, game.launch])).toEqual([[1002, 'Rocket', 'crash']]);

    const guest = CasinoPreviewResponseSchema.parse((await site.app.inject({ method: 'GET', url: `${CasinoPaths.previewLight}?whence=home` })).json());
    expect(guest.games[CASINO_FAVORITES_LIST_KEY]).toBeUndefined();
    // A token that is no longer valid is answered as a guest, like the line's public calls.
    const stale = await site.app.inject({ method: 'GET', url: `${CasinoPaths.previewLight}?whence=home`, headers: { authorization: 'Bearer not.a.token' } });
    expect(stale.statusCode).toBe(200);
    expect(CasinoPreviewResponseSchema.parse(stale.json()).games[CASINO_FAVORITES_LIST_KEY]).toBeUndefined();
    // One category's list (groupId) holds no favourites.
    const group = CasinoPreviewResponseSchema.parse((await site.app.inject({ method: 'GET', url: `${CasinoPaths.previewLight}?groupId=1`, headers: { authorization: `Bearer ${token}` } })).json());
    expect(Object.keys(group.games)).toEqual(['1']);
  });
});
