import { CasinoGamePaths, SESSION_COOKIE } from '@betting/contracts';
import { rtpMilliPercent, slotEngine, slotMachineSheet, slotParamsOfVariant } from '@betting/games';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../../db/testing/engines';
import { openFrame } from '../frame/kit/open-frame.fixture';
import { balanceOf, gamesSite, newPlayer, nextSeed } from '../games.fixture';
import { SLOTS_ELEMENT_IDS } from './slots-client';

const VARIANT = 'frame-test-reels:9550:high';

describe.each(enginesUnderTest())('the reel frame on $name', (engine) => {
  const site = gamesSite(engine);

  it('draws the variant’s machine at once with its own symbols and publishes its exact return and largest win', async () => {
    const params = slotParamsOfVariant(VARIANT);
    if (!params) throw new Error('a variant');
    const sheet = slotMachineSheet(params);
    const page = await site.app.inject({ method: 'GET', url: `${CasinoGamePaths.frame('slots', { lng: 'en', demo: true })}&variant=${encodeURIComponent(VARIANT)}` });
    expect(page.statusCode).toBe(200);
    for (const id of SLOTS_ELEMENT_IDS) expect(page.body, id).toContain(`id="${id}"`);
    const reels = page.body.slice(page.body.indexOf('id="reels"'), page.body.indexOf('id="free-spins"'));
    expect(reels.match(/class="reel"/g)?.length).toBe(sheet.machine.reels);
    expect(reels.match(/class="sym /g)?.length).toBe(sheet.machine.reels * sheet.machine.rows);
    expect(page.body).toContain(`${(rtpMilliPercent(slotEngine.rtp(params)) / 1000).toFixed(3)} %`);
    expect(page.body).toContain(`×${(sheet.maxMultiplier / 1000).toFixed(2)}`);
    const ru = await site.app.inject({ method: 'GET', url: CasinoGamePaths.frame('slots', { lng: 'ru', demo: true }) });
    expect(ru.body).toContain('Возврат игроку');
  });

  it('signed in: Spin plays the machine and moves the balance by exactly stake and win', async () => {
    const player = await newPlayer(site, 100_000);
    const { serverSeed } = await nextSeed(site.app, { userId: player.userId, launchKind: 'slots', serverSeed: 'slots-frame-seed', clientSeed: 'reels' });
    const params = slotParamsOfVariant(VARIANT);
    if (!params) throw new Error('a variant');
    const frame = await openFrame(site.app, `${CasinoGamePaths.frame('slots', { lng: 'en', demo: false })}&variant=${encodeURIComponent(VARIANT)}`, { [SESSION_COOKIE]: player.session });
    frame.element('stake').value = '10.00';
    await frame.click('play');
    const state = slotEngine.start({ serverSeed, clientSeed: 'reels', nonce: 0 }, params, 1_000);
    const payout = slotEngine.payout(state);
    expect(await balanceOf(site.db, player.accountId)).toBe(99_000 + payout);
    expect(frame.text('outcome')).toBe(payout > 0 ? `Win ${(payout / 100).toFixed(2)} RUB` : 'No win this time');
  });
});
