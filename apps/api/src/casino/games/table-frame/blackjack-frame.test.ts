import { randomUUID } from 'node:crypto';
import { CasinoGamePaths, SESSION_COOKIE } from '@betting/contracts';
import { blackjackEngine, blackjackLegalMoves, rtpMilliPercent } from '@betting/games';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../../db/testing/engines';
import { openFrame } from '../frame/kit/open-frame.fixture';
import { balanceOf, gamesSite, newPlayer, nextSeed } from '../games.fixture';
import { BLACKJACK_ELEMENT_IDS } from './blackjack-client';

/** A server seed whose first deal (client seed `frame`, nonce 0) waits for a play that may double. */
function doublingSeed(): string {
  for (let i = 0; ; i += 1) {
    const serverSeed = `bj-frame-${i}-${randomUUID()}`;
    const state = blackjackEngine.start({ serverSeed, clientSeed: 'frame', nonce: 0 }, blackjackEngine.defaultParams, 1_000);
    if (state.phase === 'play' && blackjackLegalMoves(state).includes('double')) return serverSeed;
  }
}

describe.each(enginesUnderTest())('the blackjack frame on $name', (engine) => {
  const site = gamesSite(engine);

  it('the page holds every element its script reads, the table face down, and its exact return in six languages', async () => {
    const page = await site.app.inject({ method: 'GET', url: CasinoGamePaths.frame('blackjack', { lng: 'en', demo: true }) });
    expect(page.statusCode).toBe(200);
    for (const id of BLACKJACK_ELEMENT_IDS) expect(page.body, id).toContain(`id="${id}"`);
    expect(page.body).toContain('>Deal</button>');
    expect(page.body).toContain('class="bj-card back"');
    const rtp = `${(rtpMilliPercent(blackjackEngine.rtp(blackjackEngine.defaultParams)) / 1000).toFixed(3)} %`;
    expect(page.body).toContain(rtp);
    for (const [lng, deal] of [
      ['ru', 'Раздать'],
      ['uk', 'Роздати'],
      ['es', 'Repartir'],
      ['pt', 'Distribuir'],
      ['tr', 'Dağıt'],
    ] as const) {
      const other = await site.app.inject({ method: 'GET', url: CasinoGamePaths.frame('blackjack', { lng, demo: true }) });
      expect(other.body).toContain(`>${deal}</button>`);
      expect(other.body).toContain(`lang="${lng}"`);
    }
  });

  it('signed in: Deal takes the stake, Double takes another, the balance ends at exactly stakes and win', async () => {
    const player = await newPlayer(site, 100_000);
    const serverSeed = doublingSeed();
    await nextSeed(site.app, { userId: player.userId, launchKind: 'blackjack', serverSeed, clientSeed: 'frame' });
    const seeds = { serverSeed, clientSeed: 'frame', nonce: 0 };
    const frame = await openFrame(site.app, CasinoGamePaths.frame('blackjack', { lng: 'en', demo: false }), { [SESSION_COOKIE]: player.session });
    expect(frame.element('move-double').disabled).toBe(true);
    frame.element('stake').value = '10.00';
    await frame.click('play');
    expect(await balanceOf(site.db, player.accountId)).toBe(99_000);
    expect(frame.element('move-double').disabled).toBe(false);
    expect(frame.element('play').disabled).toBe(true);
    await frame.click('move-double');
    const doubled = blackjackEngine.act(blackjackEngine.start(seeds, blackjackEngine.defaultParams, 1_000), { type: 'double' }, seeds);
    if (!doubled.ok) throw new Error('the double is legal');
    expect(await balanceOf(site.db, player.accountId)).toBe(98_000 + doubled.value.returned);
    expect(frame.text('wagered')).toBe('20.00 RUB');
    expect(frame.text('outcome')).toBe(doubled.value.returned > 0 ? `Win ${(doubled.value.returned / 100).toFixed(2)} RUB` : 'No win this time');
    expect(frame.element('play').disabled).toBe(false);
    expect(frame.element('move-hit').disabled).toBe(true);
  });
});
