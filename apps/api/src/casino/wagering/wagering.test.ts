import { lottoTicketPrice } from '@betting/games';
import { describe, expect, it } from 'vitest';
import { grantFirstDepositBonus, recordWagering } from '../../bonuses';
import { firstDepositOf } from '../../bonuses/testing';
import { enginesUnderTest } from '../../db/testing/engines';
import { gameCalls, newPlayer, played } from '../games/games.fixture';
import { buyKeno, buyLotto, buyToto, lotteriesSite } from '../lotteries/lotteries.fixture';
import { sweepCasinoWagering, type CasinoStakeSource } from '.';

const ALL: CasinoStakeSource[] = ['round', 'draw-ticket', 'toto-coupon', 'lotto-ticket'];

describe.each(enginesUnderTest())('casino bonus wagering on $name', (engine) => {
  const site = lotteriesSite(engine);
  const deps = () => ({ db: site.db, clock: site.clock, recordWagering, log: () => undefined });
  const entries = async (userId: number) =>
    (await site.db.query<{ reference: string; stake: unknown }>("select reference, stake from bonus_wagering_entries where user_id = $1 and kind = 'casino' order by reference", [userId])).map(
      (row) => [row.reference, Number(row.stake)],
    );

  it('every product counts its contribution once, through one path: rounds and keno 100 %, lotto 50 %, toto nothing', async () => {
    const player = await newPlayer(site, 1_000_000);
    const bonus = await grantFirstDepositBonus(site.db, firstDepositOf(site, player, 100_000, 2), new Date(site.clock.now()));
    expect(bonus).not.toBeNull();
    const round = played(await gameCalls(site.app, player).play('slot', { stake: 1_000 })).round;
    const keno = await buyKeno(site, player, 2_000, [1, 2, 3]);
    const lotto = await buyLotto(site.app, player);
    const toto = await buyToto(site.app, player);
    const price = lottoTicketPrice('RUB');

    expect(await entries(player.userId)).toEqual(
      [
        [`casino:${round.id}`, 1_000],
        [`draw-ticket:${keno.ticket.id}`, 2_000],
        [`lotto-ticket:${lotto.id}`, price / 2],
      ].sort(([a], [b]) => String(a).localeCompare(String(b))),
    );
    const [progress] = await site.db.query<{ wager_done: unknown }>('select wager_done from user_bonuses where id = $1', [bonus!.id]);
    expect(Number(progress?.wager_done)).toBe(1_000 + 2_000 + price / 2);
    const marked = await site.db.query<{ wagering_recorded: boolean }>('select wagering_recorded from toto_coupons where id = $1', [toto.id]);
    expect(marked).toEqual([{ wagering_recorded: true }]);

    // A sweep over rows reported again (a crash between the count and the mark) counts nothing twice.
    for (const [table, id] of [['casino_rounds', round.id], ['casino_draw_tickets', keno.ticket.id], ['lotto_tickets', lotto.id], ['toto_coupons', toto.id]] as const) {
      await site.db.query(`update ${table} set wagering_recorded = false where id = $1`, [id]);
    }
    expect(await sweepCasinoWagering(deps(), ALL)).toBeGreaterThanOrEqual(4);
    const [again] = await site.db.query<{ wager_done: unknown }>('select wager_done from user_bonuses where id = $1', [bonus!.id]);
    expect(Number(again?.wager_done)).toBe(1_000 + 2_000 + price / 2);
    expect(await entries(player.userId)).toHaveLength(3);
  });

  it('a failed count leaves the stake for the sweep, which counts it later; refunded tickets never count', async () => {
    const player = await newPlayer(site, 1_000_000);
    const failing = { ...deps(), recordWagering: () => Promise.reject(new Error('bonuses are down')) };
    const lotto = await buyLotto(site.app, player);
    // The purchase counted it at once; make it look as if bonuses had been down then.
    await site.db.query("delete from bonus_wagering_entries where reference = $1", [`lotto-ticket:${lotto.id}`]);
    await site.db.query('update lotto_tickets set wagering_recorded = false where id = $1', [lotto.id]);
    expect(await sweepCasinoWagering(failing, ['lotto-ticket'])).toBe(0);
    expect(await entries(player.userId)).toEqual([]);
    expect(await sweepCasinoWagering(deps(), ['lotto-ticket'])).toBeGreaterThanOrEqual(1);
    expect(await entries(player.userId)).toEqual([[`lotto-ticket:${lotto.id}`, lottoTicketPrice('RUB') / 2]]);

    const refunded = await buyLotto(site.app, player);
    await site.db.query("delete from bonus_wagering_entries where reference = $1", [`lotto-ticket:${refunded.id}`]);
    await site.db.query("update lotto_tickets set wagering_recorded = false, status = 'refunded', payout = 0, settled_at = $2 where id = $1", [refunded.id, new Date(site.clock.now())]);
    await sweepCasinoWagering(deps(), ['lotto-ticket']);
    expect(await entries(player.userId)).toEqual([[`lotto-ticket:${lotto.id}`, lottoTicketPrice('RUB') / 2]]);
  });
});
