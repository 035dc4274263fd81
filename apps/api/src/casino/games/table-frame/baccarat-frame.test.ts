import { CasinoGamePaths, SESSION_COOKIE } from '@betting/contracts';
import { baccaratBetRtp, baccaratEngine, rtpMilliPercent } from '@betting/games';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../../db/testing/engines';
import { openFrame } from '../frame/kit/open-frame.fixture';
import { balanceOf, gamesSite, newPlayer, nextSeed } from '../games.fixture';
import { BACCARAT_ELEMENT_IDS } from './baccarat-client';

describe.each(enginesUnderTest())('the baccarat frame on $name', (engine) => {
  const site = gamesSite(engine);

  it('the page holds every element its script reads, both hands face down, every bet’s exact return in six languages', async () => {
    const page = await site.app.inject({ method: 'GET', url: CasinoGamePaths.frame('baccarat', { lng: 'en', demo: true }) });
    expect(page.statusCode).toBe(200);
    for (const id of BACCARAT_ELEMENT_IDS) expect(page.body, id).toContain(`id="${id}"`);
    expect(page.body).toContain('class="bj-card back"');
    expect(page.body).toContain(`${(rtpMilliPercent(baccaratBetRtp('banker')) / 1000).toFixed(3)} %`);
    expect(page.body).toContain('0.95 to 1 (5 % commission)');
    for (const [lng, deal] of [
      ['ru', 'Раздать'],
      ['uk', 'Роздати'],
      ['es', 'Repartir'],
      ['pt', 'Distribuir'],
      ['tr', 'Dağıt'],
    ] as const) {
      const other = await site.app.inject({ method: 'GET', url: CasinoGamePaths.frame('baccarat', { lng, demo: true, variant: 'rng-table' }) });
      expect(other.body).toContain(`>${deal}</button>`);
      expect(other.body).toContain('id="rng-table"');
    }
  });

  it('signed in: chips on banker and tie, one coup, the balance moves by exactly stake and win', async () => {
    const player = await newPlayer(site, 100_000);
    const { serverSeed } = await nextSeed(site.app, { userId: player.userId, launchKind: 'baccarat', serverSeed: 'bc-frame-seed', clientSeed: 'coup' });
    const frame = await openFrame(site.app, CasinoGamePaths.frame('baccarat', { lng: 'en', demo: false, variant: 'rng-table' }), { [SESSION_COOKIE]: player.session });
    frame.element('stake').value = '2.00';
    await frame.click('bet-banker');
    await frame.click('bet-banker');
    await frame.click('bet-tie');
    expect(frame.text('bc-total')).toBe('6.00 RUB');
    expect(frame.element('bet-banker').attributes.get('aria-label')).toBe('Banker, 0.95 to 1 (5 % commission) (4.00 RUB)');
    await frame.click('play');
    const params = { bets: [{ type: 'banker' as const, chips: 2 }, { type: 'tie' as const, chips: 1 }] };
    const state = baccaratEngine.start({ serverSeed, clientSeed: 'coup', nonce: 0 }, params, 600);
    const payout = baccaratEngine.payout(state);
    expect(await balanceOf(site.db, player.accountId)).toBe(100_000 - 600 + payout);
    expect(frame.text('bc-winner')).toBe({ player: 'Player wins', banker: 'Banker wins', tie: 'Tie' }[state.winner]);
    expect(frame.text('player-total')).toContain(`Total ${state.playerTotal}`);
    expect(frame.element('player-cards').innerHTML.match(/class="bj-card/g)).toHaveLength(state.player.length);
    expect(frame.text('outcome')).toContain(payout > 0 ? `Win ${(payout / 100).toFixed(2)} RUB` : 'No win this time');
    await frame.click('bc-rebet');
    expect(frame.text('bc-total')).toBe('6.00 RUB');
  });
});
