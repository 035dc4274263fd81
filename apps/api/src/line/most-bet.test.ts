import { LineEventsResponseSchema, LinePaths } from '@betting/contracts';
import { describe, expect, it } from 'vitest';
import { bettingSite, lineGame, newBettor, placeCall } from '../betting/testing';
import { enginesUnderTest } from '../db/testing/engines';

describe.each(enginesUnderTest())('top games by bets on $name', (engine) => {
  const site = bettingSite(engine);
  const top = async (query: string) => {
    const response = await site.app.inject({ method: 'GET', url: `${LinePaths.top}?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return LineEventsResponseSchema.parse(response.json());
  };

  it('orders the open games by how many open bets stand on them and leaves out games nobody bet on', async () => {
    const [first, second] = [await newBettor(site), await newBettor(site)];
    const [once, twice, never] = [await lineGame(site.db), await lineGame(site.db), await lineGame(site.db)];
    const single = async (bettor: typeof first, outcomeId: number, coef: number) => {
      const response = await placeCall(site.app, bettor, { typeId: 0, bets: [{ outcomeId, coef }], amount: 1_000, accountId: bettor.accountId });
      expect(response.statusCode, response.body).toBe(201);
    };
    await single(first, once.outcomes[0], once.coefs[0]);
    await single(first, twice.outcomes[1], twice.coefs[1]);
    await single(second, twice.outcomes[2], twice.coefs[2]);

    const byBets = await top('by=bets&limit=10');
    expect(byBets.games.map((game) => game.id)).toEqual([twice.gameId, once.gameId]);
    expect(byBets.games.map((game) => game.id)).not.toContain(never.gameId);
    // Nothing of the bettors is in the answer: games with their main market only.
    expect(JSON.stringify(byBets)).not.toMatch(/userId|accountId|amount/);
    expect((await top('by=bets&section=live')).games).toEqual([]);
    expect((await top('by=bets&section=line&limit=1')).games.map((game) => game.id)).toEqual([twice.gameId]);
    // The default order is the operator's top games: ours are not top.
    expect((await top('limit=100')).games.map((game) => game.id)).not.toContain(twice.gameId);
    expect((await site.app.inject({ method: 'GET', url: `${LinePaths.top}?by=stakes` })).statusCode).toBe(400);
  });
});
