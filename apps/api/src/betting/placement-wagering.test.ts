import { describe, expect, it } from 'vitest';
import { recordWagering } from '../bonuses';
import { enginesUnderTest } from '../db/testing/engines';
import { TEST_BETTING, balanceOf, bettingSite, lineGame, newBettor, placeCall, settleNow } from './betting.fixture';
import type { RecordWagering } from './wagering';

describe.each(enginesUnderTest())('bonus wagering of a placement on $name', (engine) => {
  // Fails once, after writing (the placement rolls back to its savepoint), then counts as bonuses do.
  let failures = 0;
  const flaky: RecordWagering = async (db, input) => {
    if (failures === 0) {
      failures += 1;
      await db.query("insert into bonus_wagering_entries (kind, reference, user_id, currency_id, stake, coef, recorded_at) values ('sport', $1, $2, 643, $3, null, $4)", [input.reference, input.userId, input.stake, input.now]);
      throw new Error('bonuses are down');
    }
    return recordWagering(db, input);
  };
  const site = bettingSite(engine, { betting: { ...TEST_BETTING, recordWagering: flaky } });
  const wagering = (couponId: number) =>
    site.db.query<{ recorded: boolean; entries: number }>(
      "select c.wagering_recorded as recorded, (select count(*)::int from bonus_wagering_entries e where e.reference = 'bet:' || c.id) as entries from bet_coupons c where c.id = $1",
      [couponId],
    );

  it('counts the stake in the placement’s transaction; a failure there keeps the bet, and the sweep counts it later', async () => {
    const bettor = await newBettor(site, 10_000);
    const game = await lineGame(site.db);
    const body = { typeId: 0 as const, bets: [{ outcomeId: game.outcomes[0], coef: game.coefs[0] }], amount: 1_000, accountId: bettor.accountId };

    const first = await placeCall(site.app, bettor, body);
    expect(first.statusCode, first.body).toBe(201);
    const firstId = first.json<{ coupons: { id: number }[] }>().coupons[0]?.id ?? 0;
    expect(await wagering(firstId)).toEqual([{ recorded: false, entries: 0 }]);
    expect(await balanceOf(site.db, bettor.accountId)).toBe(9_000);

    const second = await placeCall(site.app, bettor, body);
    expect(second.statusCode, second.body).toBe(201);
    expect(await wagering(second.json<{ coupons: { id: number }[] }>().coupons[0]?.id ?? 0)).toEqual([{ recorded: true, entries: 1 }]);

    await settleNow(site.app);
    expect(await wagering(firstId)).toEqual([{ recorded: true, entries: 1 }]);
    expect(await balanceOf(site.db, bettor.accountId)).toBe(8_000);
  });
});
