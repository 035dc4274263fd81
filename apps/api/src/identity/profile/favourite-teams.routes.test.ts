import { FAVOURITE_TEAMS_MAX, FavouriteTeamsPath, FavouriteTeamsResponseSchema, LinePaths, SESSION_COOKIE } from '@betting/contracts';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../db/testing/engines';
import { identitySite, registerFast } from '../identity.fixture';

const as = (session: string | undefined): { cookies: Record<string, string> } => ({ cookies: session ? { [SESSION_COOKIE]: session } : {} });

describe.each(enginesUnderTest())('favourite teams on $name', (engine) => {
  const site = identitySite(engine);
  const list = async (session: string | undefined) => site.app.inject({ method: 'GET', url: FavouriteTeamsPath, ...as(session) });
  const star = async (session: string | undefined, body: unknown) => site.app.inject({ method: 'PUT', url: FavouriteTeamsPath, ...as(session), payload: body as object });
  /** Sides of the seeded line, each with its sport. */
  const sides = async (count: number) => {
    // The line's games are scheduled when the line is first read.
    await site.app.inject({ method: 'GET', url: `${LinePaths.events}?section=line&lng=en` });
    const rows = await site.db.query<{ sport_id: number; name: string }>(
      `select distinct sport_id, name from (select sport_id, home_name as name from line_games union select sport_id, away_name from line_games) sides order by sport_id, name limit $1`,
      [count],
    );
    return rows.map((row) => ({ sportId: row.sport_id, name: row.name }));
  };

  it('stars teams of the line in order, once each, unstars them, and keeps each bettor’s own', async () => {
    const [first, second] = await sides(2);
    const bettor = await registerFast(site.app);
    const other = await registerFast(site.app);
    expect(FavouriteTeamsResponseSchema.parse((await list(bettor.session)).json())).toEqual({ teams: [] });

    expect((await star(bettor.session, { ...first, favourite: true })).json()).toEqual({ teams: [first] });
    site.clock.advance(1000);
    await star(bettor.session, { ...second, favourite: true });
    // Starring again changes nothing; the name is trimmed as the contract says.
    const again = await star(bettor.session, { ...first, name: ` ${first?.name ?? ''} `, favourite: true });
    expect(again.json()).toEqual({ teams: [first, second] });
    expect((await list(bettor.session)).json()).toEqual({ teams: [first, second] });
    expect((await list(other.session)).json()).toEqual({ teams: [] });

    expect((await star(bettor.session, { ...first, favourite: false })).json()).toEqual({ teams: [second] });
    // Unstarring what is not starred is harmless.
    expect((await star(bettor.session, { ...first, favourite: false })).json()).toEqual({ teams: [second] });
  });

  it('refuses a team the line never had, one of another sport, a bad body and a guest', async () => {
    const [side] = await sides(1);
    const bettor = await registerFast(site.app);
    const unknown = await star(bettor.session, { sportId: side?.sportId, name: 'Nobody United', favourite: true });
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([400, 'unknown_team']);
    const [otherSport] = await site.db.query<{ id: number }>('select id from line_sports where id <> $1 and not exists (select 1 from line_games where sport_id = line_sports.id and (home_name = $2 or away_name = $2)) limit 1', [side?.sportId, side?.name]);
    expect((await star(bettor.session, { sportId: otherSport?.id, name: side?.name, favourite: true })).json()).toMatchObject({ error: { code: 'unknown_team' } });
    expect((await star(bettor.session, { sportId: side?.sportId, name: '   ', favourite: true })).statusCode).toBe(400);
    expect((await star(bettor.session, { sportId: side?.sportId, name: side?.name })).statusCode).toBe(400);
    expect((await list(bettor.session)).json()).toEqual({ teams: [] });
    expect((await list(undefined)).statusCode).toBe(401);
    expect((await star(undefined, { ...side, favourite: true })).json()).toMatchObject({ error: { code: 'not_signed_in' } });
  });

  it(`keeps at most ${FAVOURITE_TEAMS_MAX}`, async () => {
    const all = await sides(FAVOURITE_TEAMS_MAX + 1);
    expect(all).toHaveLength(FAVOURITE_TEAMS_MAX + 1);
    const bettor = await registerFast(site.app);
    for (const team of all.slice(0, FAVOURITE_TEAMS_MAX)) expect((await star(bettor.session, { ...team, favourite: true })).statusCode).toBe(200);
    const over = await star(bettor.session, { ...all.at(-1), favourite: true });
    expect([over.statusCode, over.json().error.code]).toEqual([409, 'too_many_favourites']);
    // One already starred is still fine to star again.
    expect((await star(bettor.session, { ...all[0], favourite: true })).statusCode).toBe(200);
    expect(FavouriteTeamsResponseSchema.parse((await list(bettor.session)).json()).teams).toHaveLength(FAVOURITE_TEAMS_MAX);
  });
});
