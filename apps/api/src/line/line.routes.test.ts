import { LineBetsResponseSchema, LineEventsResponseSchema, LineGameResponseSchema, LineMenuResponseSchema, LinePaths, LineResultsResponseSchema, LineStreamEventSchema, LineTestControlPaths, type LineStreamEvent } from '@betting/contracts';
import { fixedClock } from '@betting/kernel';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../db/testing/engines';
import { DEMO_USER } from '../db/seeds/0006_identity';
import { testControlAppOptions } from '../test-control';
import { seededApp, seededSite } from '../testing/app.fixture';
import { loadOutcomesForBet } from './line.repository';
import { SseClient } from './stream/stream.fixture';

const NOW = Date.UTC(2026, 10, 22, 12, 0);

/** Reads Server-Sent Events from a real connection until `until` holds or the time runs out. */
async function readEvents(url: string, until: (events: LineStreamEvent[]) => boolean, act: () => Promise<void>, timeoutMs = 3000): Promise<{ events: LineStreamEvent[]; contentType: string | null }> {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: LineStreamEvent[] = [];
  let buffer = '';
  let acted = false;
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      const chunk = await Promise.race([reader.read(), new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now()))]);
      if (!chunk || chunk.done) break;
      buffer += decoder.decode(chunk.value, { stream: true });
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (data) events.push(LineStreamEventSchema.parse(JSON.parse(data.slice(6))));
      }
      if (!acted && events.some((e) => e.type === 'ready')) {
        acted = true;
        await act();
      }
      if (until(events)) break;
    }
  } finally {
    controller.abort();
  }
  return { events, contentType: response.headers.get('content-type') };
}

describe.each(enginesUnderTest())('line routes on $name', (engine) => {
  const site = seededSite(() => seededApp({ clock: fixedClock(NOW), ...testControlAppOptions }, engine));
  const get = async <T>(url: string, schema: { parse: (v: unknown) => T }) => {
    const response = await site.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return schema.parse(response.json());
  };

  it('menu: sports with live and line counts, grouped by country or not, esports flagged', async () => {
    const grouped = await get(LinePaths.menu, LineMenuResponseSchema);
    expect(grouped.sports.length).toBeGreaterThan(20);
    const football = grouped.sports.find((s) => s.slug === 'football')!;
    expect(football.countries.length).toBeGreaterThan(5);
    expect(football.champs).toEqual([]);
    expect(football.countries.flatMap((c) => c.champs).reduce((n, c) => n + c.lineCount, 0)).toBe(football.lineCount);
    const flat = await get(`${LinePaths.menu}?groupByCountry=0&section=line`, LineMenuResponseSchema);
    expect(flat.sports.find((s) => s.slug === 'football')!.champs.length).toBeGreaterThan(5);
    expect(flat.sports.every((s) => s.liveCount === 0)).toBe(true);
    const esports = await get(`${LinePaths.menu}?esports=1`, LineMenuResponseSchema);
    expect(esports.sports.map((s) => s.slug)).toEqual(expect.arrayContaining(['cs2', 'dota-2', 'lol', 'valorant', 'fifa']));
    expect(esports.sports.every((s) => s.isEsports)).toBe(true);
  });

  it('events: line games in the future, filtered by sport, champ and time', async () => {
    const all = await get(`${LinePaths.events}?section=line`, LineEventsResponseSchema);
    expect(all.games.length).toBeGreaterThan(100);
    expect(all.games.every((g) => g.status === 'prematch' && g.startAt > NOW / 1000 && g.statusId === 1)).toBe(true);
    const soon = await get(`${LinePaths.events}?section=line&timeFilter=first_period`, LineEventsResponseSchema);
    expect(soon.games.every((g) => g.startAt <= NOW / 1000 + 3 * 3600)).toBe(true);
    const later = await get(`${LinePaths.events}?section=line&timeFilter=second_period`, LineEventsResponseSchema);
    expect(later.games.every((g) => g.startAt > NOW / 1000 + 3 * 3600 && g.startAt <= NOW / 1000 + 12 * 3600)).toBe(true);
    const recommended = await get(`${LinePaths.events}?section=line&timeFilter=recommended`, LineEventsResponseSchema);
    expect(recommended.games.length).toBeGreaterThan(0);
    const cs2 = await get(`${LinePaths.events}?section=line&sportId=40`, LineEventsResponseSchema);
    expect(cs2.games.length).toBeGreaterThan(0);
    expect(cs2.games.every((g) => g.sportId === 40 && g.isEsports)).toBe(true);
    const champ = await get(`${LinePaths.events}?section=line&champId=101&limit=3`, LineEventsResponseSchema);
    expect(champ.games.length).toBeLessThanOrEqual(3);
    expect(champ.games.every((g) => g.champId === 101 && g.mainMarket?.outcomes.length === 3)).toBe(true);
    const virtual = await get(`${LinePaths.events}?section=line&esportsType=virtual`, LineEventsResponseSchema);
    expect(virtual.games.every((g) => g.isEsports)).toBe(true);
    const bad = await site.app.inject({ method: 'GET', url: `${LinePaths.events}?section=later` });
    expect(bad.statusCode).toBe(400);
  });

  it('game: every market grouped; unknown ids answer 404', async () => {
    const [first] = (await get(`${LinePaths.events}?section=line&sportId=1&limit=1`, LineEventsResponseSchema)).games;
    const game = await get(LinePaths.game(first!.id), LineGameResponseSchema);
    expect(game.marketGroups.map((g) => g.name)).toEqual(expect.arrayContaining(['Main', 'Totals', 'Handicaps']));
    for (const market of game.marketGroups.flatMap((g) => g.markets)) for (const outcome of market.outcomes) expect(outcome.coef).toBeGreaterThanOrEqual(1010);
    const missing = await site.app.inject({ method: 'GET', url: LinePaths.game(99_999_999) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { code: 'line_game_not_found' } });
    expect((await site.app.inject({ method: 'GET', url: LinePaths.champ(99_999) })).statusCode).toBe(404);
    const champ = await site.app.inject({ method: 'GET', url: LinePaths.champ(101) });
    expect(champ.statusCode).toBe(200);
  });

  it('bets: the coupon fields of outcomes, and the disallowed sports of a user', async () => {
    const [game] = (await get(`${LinePaths.events}?section=line&sportId=1&limit=1`, LineEventsResponseSchema)).games;
    const ids = game!.mainMarket!.outcomes.map((o) => o.id);
    const bets = await get(`${LinePaths.bets}?ids=${ids.join(',')},99999999`, LineBetsResponseSchema);
    expect(bets.missing).toEqual([99_999_999]);
    expect(bets.bets.map((b) => b.outcomeId)).toEqual(ids);
    expect(bets.bets[0]).toMatchObject({ sportId: 1, sportName: 'Football', gameId: game!.id, blockId: game!.id, isLive: false, statusId: 1, isBlocked: false, isSportDisallowed: false, isCombinable: false });
    await site.db.query("update users set disallow_line_sport = '{1}' where id = $1", [DEMO_USER.id]);
    try {
      const forUser = await loadOutcomesForBet(site.db, ids, { userId: DEMO_USER.id });
      expect(forUser.every((b) => b.isSportDisallowed)).toBe(true);
    } finally {
      await site.db.query("update users set disallow_line_sport = '{}' where id = $1", [DEMO_USER.id]);
    }
  });

  it('results and esports disciplines', async () => {
    const results = await site.app.inject({ method: 'GET', url: `${LinePaths.results}?type=zone` });
    expect(results.statusCode).toBe(200);
    const finished = results.json().games as { status: string; score: string }[];
    expect(finished.length).toBeGreaterThan(10);
    expect(finished.every((g) => g.status === 'finished' && /^\d+:\d+/.test(g.score))).toBe(true);
    const esports = await site.app.inject({ method: 'GET', url: `${LinePaths.esports}?type=real` });
    expect(esports.json().disciplines.map((d: { slug: string }) => d.slug)).toEqual(expect.arrayContaining(['cs2', 'dota-2', 'lol', 'valorant']));
  });

  it('results of a day in the bettor\'s time zone, by sport, with their period scores and the days still kept', async () => {
    const day = (tzo: number, sportId?: number) => get(`${LinePaths.results}?date=2026-11-21&tzo=${tzo}&limit=500${sportId ? `&sportId=${sportId}` : ''}`, LineResultsResponseSchema);
    for (const tzo of [3, -5.5]) {
      const from = Date.UTC(2026, 10, 21) / 1000 - tzo * 3600;
      const all = await day(tzo);
      expect(all.games.length).toBeGreaterThan(10);
      expect(all.games.every((g) => g.status === 'finished' && g.startAt >= from && g.startAt < from + 86_400)).toBe(true);
      expect(all.games.every((g) => (g.periodScores ?? []).length > 0)).toBe(true);
      expect(all.sports.reduce((n, s) => n + s.count, 0)).toBe(all.games.length);
      expect(all.firstDay).toBe(tzo > 0 ? '2026-11-21' : '2026-11-20');
      const sport = all.sports.find((s) => s.slug === 'tennis')!;
      const one = await day(tzo, sport.id);
      expect(one.games.length).toBe(sport.count);
      expect(one.games.every((g) => g.sportId === sport.id)).toBe(true);
      // The filter's sports stay those of the whole day.
      expect(one.sports).toEqual(all.sports);
    }
    expect((await site.app.inject({ method: 'GET', url: `${LinePaths.results}?date=2026-11-21&tzo=3.3` })).statusCode).toBe(400);
  });

  it('test control: start, tick, suspend, finish (results set), unknown ids', async () => {
    const [game] = (await get(`${LinePaths.events}?section=line&sportId=1&limit=1`, LineEventsResponseSchema)).games;
    expect((await site.app.inject({ method: 'POST', url: LineTestControlPaths.start(game!.id) })).statusCode).toBe(200);
    expect((await site.app.inject({ method: 'POST', url: LineTestControlPaths.tick, payload: { ms: 20 * 60_000 } })).statusCode).toBe(200);
    const live = await get(LinePaths.game(game!.id), LineGameResponseSchema);
    expect(live.game).toMatchObject({ status: 'live', isLive: true, period: 1 });
    expect(live.game.gameSeconds).toBeGreaterThanOrEqual(20 * 60);
    const market = live.marketGroups[0]!.markets[0]!;
    const suspended = await site.app.inject({ method: "POST", url: LineTestControlPaths.suspend(market.id) });
    expect(suspended.statusCode, suspended.body).toBe(200);
    const [bet] = await loadOutcomesForBet(site.db, [market.outcomes[0]!.id]);
    expect(bet).toMatchObject({ isSuspended: true, isBlocked: true, isLive: true });
    const finish = await site.app.inject({ method: 'POST', url: LineTestControlPaths.finish(game!.id), payload: { score: [2, 1] } });
    expect(finish.statusCode, finish.body).toBe(200);
    const done = await get(LinePaths.game(game!.id), LineGameResponseSchema);
    expect(done.game).toMatchObject({ status: 'finished', statusId: 4, isFinished: true });
    expect(done.game.score.startsWith('2:1')).toBe(true);
    const outcomes = done.marketGroups.flatMap((g) => g.markets).flatMap((m) => m.outcomes);
    expect(outcomes.every((o) => o.result !== null && o.isBlocked)).toBe(true);
    expect(done.marketGroups[0]!.markets[0]!.outcomes.map((o) => o.result)).toEqual(['won', 'lost', 'lost']);
    const again = await site.app.inject({ method: 'POST', url: LineTestControlPaths.finish(game!.id), payload: {} });
    expect(again.statusCode).toBe(409);
    expect((await site.app.inject({ method: 'POST', url: LineTestControlPaths.coef(99_999_999), payload: { coef: 2000 } })).statusCode).toBe(404);
  });

  it('stream: a coefficient change reaches a real HTTP client within a second', async () => {
    const address = await site.app.listen({ port: 0, host: '127.0.0.1' });
    const [game] = (await get(`${LinePaths.events}?section=line&sportId=40&limit=1`, LineEventsResponseSchema)).games;
    const outcome = game!.mainMarket!.outcomes[0]!;
    let sentAt = 0;
    const { events, contentType } = await readEvents(
      `${address}${LinePaths.stream}?gameIds=${game!.id}`,
      (list) => list.some((e) => e.type === 'coefs'),
      async () => {
        sentAt = Date.now();
        const response = await site.app.inject({ method: 'POST', url: LineTestControlPaths.coef(outcome.id), payload: { coef: 3210 } });
        expect(response.statusCode).toBe(200);
      },
    );
    expect(contentType).toContain('text/event-stream');
    const change = events.find((e) => e.type === 'coefs');
    expect(change).toMatchObject({ type: 'coefs', gameId: game!.id, changes: [{ outcomeId: outcome.id, coef: 3210 }] });
    expect(Date.now() - sentAt).toBeLessThan(1000);
    const [bet] = await loadOutcomesForBet(site.db, [outcome.id]);
    expect(bet!.coef).toBe(3210);
  });

  it('stream: the simulator\'s changes are numbered, filtered by sport, and replayed exactly on resume', async () => {
    const origin = site.app.server.listening ? `http://127.0.0.1:${(site.app.server.address() as { port: number }).port}` : await site.app.listen({ port: 0, host: '127.0.0.1' });
    // Games no other test started or finished.
    const cs2 = (await get(`${LinePaths.events}?section=line&sportId=40&limit=5`, LineEventsResponseSchema)).games.filter((g) => g.mainMarket).at(-1);
    const football = (await get(`${LinePaths.events}?section=line&sportId=1&limit=5`, LineEventsResponseSchema)).games.at(-1);
    const all = await SseClient.open(`${origin}${LinePaths.stream}`);
    const cs2Only = await SseClient.open(`${origin}${LinePaths.stream}?sportId=40`);
    await Promise.all([all, cs2Only].map((client) => client.until((c) => c.frames.length === 1)));
    for (const game of [cs2!, football!]) expect((await site.app.inject({ method: 'POST', url: LineTestControlPaths.start(game.id) })).statusCode).toBe(200);
    expect((await site.app.inject({ method: 'POST', url: LineTestControlPaths.tick, payload: { ms: 30_000 } })).statusCode).toBe(200);
    // The last change, on a CS2 game: once a stream has it, it has everything before it.
    const outcome = cs2!.mainMarket!.outcomes[0]!;
    expect((await site.app.inject({ method: 'POST', url: LineTestControlPaths.coef(outcome.id), payload: { coef: 3333 } })).statusCode).toBe(200);
    const hasLast = (client: SseClient) => client.events.some((e) => e.type === 'coefs' && e.changes.some((c) => c.outcomeId === outcome.id && c.coef === 3333));
    const resumed = await SseClient.open(`${origin}${LinePaths.stream}`, { 'last-event-id': String(all.frames[0]!.id) });
    await Promise.all([all, cs2Only, resumed].map((client) => client.until(hasLast)));

    const ids = all.changeIds;
    expect(ids.length).toBeGreaterThan(4);
    expect(ids.every((id, i) => i === 0 || id > ids[i - 1]!)).toBe(true);
    const changed = all.events.filter((e) => e.type !== 'ready');
    const gameIds = [...new Set(changed.map((e) => e.gameId))];
    expect(gameIds).toEqual(expect.arrayContaining([cs2!.id, football!.id]));
    // The sport comes with the change from the simulator; the database says the same.
    const rows = await site.db.query<{ id: number; sport_id: number }>('select id, sport_id from line_games where id = any($1::int[])', [gameIds]);
    const sportOf = new Map(rows.map((row) => [row.id, row.sport_id]));
    expect(cs2Only.changeIds).toEqual(all.changeIds.filter((_, i) => sportOf.get(changed[i]!.gameId) === 40));
    expect(cs2Only.changeIds.length).toBeLessThan(ids.length);
    expect(resumed.frames.map((frame) => frame.event)).not.toContain('ready');
    expect(resumed.frames).toEqual(all.frames.slice(1));
    for (const client of [all, cs2Only, resumed]) client.close();
  });
});
