import { CasinoGamePaths, SESSION_COOKIE } from '@betting/contracts';
import { casinoHoldemEngine, rtpMilliPercent } from '@betting/games';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../../db/testing/engines';
import { openFrame } from '../frame/kit/open-frame.fixture';
import { balanceOf, gamesSite, newPlayer, nextSeed } from '../games.fixture';
import { HOLDEM_ELEMENT_IDS } from './holdem-client';

describe.each(enginesUnderTest())("the Casino Hold'em frame on $name", (engine) => {
  const site = gamesSite(engine);

  it('draws the table face down at once and publishes its return and largest win, in the page’s language', async () => {
    const page = await site.app.inject({ method: 'GET', url: CasinoGamePaths.frame('casino-holdem', { lng: 'en', demo: true }) });
    for (const id of HOLDEM_ELEMENT_IDS) expect(page.body, id).toContain(`id="${id}"`);
    const table = page.body.slice(page.body.indexOf('id="dealer-cards"'), page.body.indexOf('id="hand-facts"'));
    expect(table.match(/<li class="bj-card back"/g)?.length).toBe(9);
    expect(page.body).toContain(`${(rtpMilliPercent(casinoHoldemEngine.rtp(casinoHoldemEngine.defaultParams)) / 1000).toFixed(3)} %`);
    const tr = await site.app.inject({ method: 'GET', url: CasinoGamePaths.frame('casino-holdem', { lng: 'tr', demo: true }) });
    expect(tr.body).toContain('Çekil');
  });

  it('signed in: Ante takes the stake, Call two antes more, the balance ends at exactly stakes and win', async () => {
    const player = await newPlayer(site, 100_000);
    const { serverSeed } = await nextSeed(site.app, { userId: player.userId, launchKind: 'casino-holdem', serverSeed: 'holdem-frame-seed', clientSeed: 'poker' });
    const seeds = { serverSeed, clientSeed: 'poker', nonce: 0 };
    const frame = await openFrame(site.app, CasinoGamePaths.frame('casino-holdem', { lng: 'en', demo: false }), { [SESSION_COOKIE]: player.session });
    expect(frame.element('move-call').disabled).toBe(true);
    frame.element('stake').value = '10.00';
    await frame.click('play');
    expect(await balanceOf(site.db, player.accountId)).toBe(99_000);
    await frame.click('move-call');
    const called = casinoHoldemEngine.act(casinoHoldemEngine.start(seeds, casinoHoldemEngine.defaultParams, 1_000), { type: 'call' }, seeds);
    if (!called.ok) throw new Error('a call');
    expect(await balanceOf(site.db, player.accountId)).toBe(97_000 + called.value.returned);
    expect(frame.text('outcome')).toBe(called.value.returned > 0 ? `Win ${(called.value.returned / 100).toFixed(2)} RUB` : 'No win this time');
    expect(frame.element('move-call').disabled).toBe(true);
  });
});
