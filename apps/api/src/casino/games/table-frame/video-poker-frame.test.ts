import { CasinoGamePaths, SESSION_COOKIE } from '@betting/contracts';
import { rtpMilliPercent, videoPokerEngine } from '@betting/games';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../../db/testing/engines';
import { openFrame } from '../frame/kit/open-frame.fixture';
import { balanceOf, gamesSite, newPlayer, nextSeed } from '../games.fixture';
import { VIDEO_POKER_ELEMENT_IDS } from './video-poker-client';

describe.each(enginesUnderTest())('the video poker frame on $name', (engine) => {
  const site = gamesSite(engine);

  it('draws five cards face down at once, the variant’s pay table and its exact return', async () => {
    const page = await site.app.inject({ method: 'GET', url: `${CasinoGamePaths.frame('video-poker', { lng: 'en', demo: true })}&variant=deuces-wild-nsud` });
    for (const id of VIDEO_POKER_ELEMENT_IDS) expect(page.body, id).toContain(`id="${id}"`);
    expect(page.body).toContain(`${(rtpMilliPercent(videoPokerEngine.rtp({ variant: 'deuces-wild-nsud' })) / 1000).toFixed(3)} %`);
    expect(page.body).toContain('<dt>Four deuces</dt><dd>200</dd>');
    const uk = await site.app.inject({ method: 'GET', url: CasinoGamePaths.frame('video-poker', { lng: 'uk', demo: true }) });
    expect(uk.body).toContain('Замінити');
  });

  it('signed in: Deal, hold the first two, Draw — the balance moves by exactly stake and win', async () => {
    const player = await newPlayer(site, 100_000);
    const { serverSeed } = await nextSeed(site.app, { userId: player.userId, launchKind: 'video-poker', serverSeed: 'vp-frame-seed', clientSeed: 'draw' });
    const seeds = { serverSeed, clientSeed: 'draw', nonce: 0 };
    const frame = await openFrame(site.app, CasinoGamePaths.frame('video-poker', { lng: 'en', demo: false }), { [SESSION_COOKIE]: player.session });
    frame.element('stake').value = '10.00';
    await frame.click('play');
    expect(await balanceOf(site.db, player.accountId)).toBe(99_000);
    await frame.click('hold-0');
    await frame.click('hold-1');
    expect(frame.element('hold-0').attributes.get('aria-pressed')).toBe('true');
    await frame.click('move-draw');
    const drawn = videoPokerEngine.act(videoPokerEngine.start(seeds, videoPokerEngine.defaultParams, 1_000), { type: 'draw', hold: [true, true, false, false, false] }, seeds);
    if (!drawn.ok) throw new Error('a draw');
    const payout = videoPokerEngine.payout(drawn.value);
    expect(await balanceOf(site.db, player.accountId)).toBe(99_000 + payout);
    expect(frame.text('outcome')).toBe(payout > 0 ? `Win ${(payout / 100).toFixed(2)} RUB` : 'No win this time');
  });
});
