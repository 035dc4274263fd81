import { CasinoGamePaths, SESSION_COOKIE } from '@betting/contracts';
import { rouletteEngine, rtpMilliPercent } from '@betting/games';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../../db/testing/engines';
import { openFrame } from '../frame/kit/open-frame.fixture';
import { balanceOf, gamesSite, newPlayer, nextSeed } from '../games.fixture';
import { ROULETTE_ELEMENT_IDS } from './roulette-client';
import { rouletteInsideBets } from './roulette-page';

describe.each(enginesUnderTest())('the roulette frame on $name', (engine) => {
  const site = gamesSite(engine);

  it('the page holds every element its script reads, the whole table at once and its exact return in six languages', async () => {
    const page = await site.app.inject({ method: 'GET', url: CasinoGamePaths.frame('roulette', { lng: 'en', demo: true }) });
    expect(page.statusCode).toBe(200);
    for (const id of ROULETTE_ELEMENT_IDS) expect(page.body, id).toContain(`id="${id}"`);
    for (let n = 0; n <= 36; n += 1) expect(page.body).toContain(`id="num-${n}"`);
    expect(page.body).toContain('>Spin</button>');
    expect(page.body).toContain(`${(rtpMilliPercent(rouletteEngine.rtp(rouletteEngine.defaultParams)) / 1000).toFixed(3)} %`);
    expect(page.body).not.toContain('id="rng-table"');
    for (const [lng, spin] of [
      ['ru', 'Крутить'],
      ['uk', 'Крутити'],
      ['es', 'Girar'],
      ['pt', 'Girar'],
      ['tr', 'Çevir'],
    ] as const) {
      const other = await site.app.inject({ method: 'GET', url: CasinoGamePaths.frame('roulette', { lng, demo: true }) });
      expect(other.body).toContain(`>${spin}</button>`);
      expect(other.body).toContain(`lang="${lng}"`);
    }
    const live = await site.app.inject({ method: 'GET', url: CasinoGamePaths.frame('roulette', { lng: 'en', demo: true, variant: 'rng-table' }) });
    expect(live.body).toContain('<strong>RNG table</strong>');
  });

  it('offers exactly the inside bets the engine takes', () => {
    const inside = rouletteInsideBets();
    expect(Object.fromEntries(Object.entries(inside).map(([kind, sets]) => [kind, sets.length]))).toEqual({
      straight: 37,
      split: 60,
      street: 12,
      corner: 22,
      'six-line': 11,
      trio: 2,
      'first-four': 1,
    });
  });

  it('signed in: a split picked by its two numbers and a column, one spin, the balance moves by exactly stake and win', async () => {
    const player = await newPlayer(site, 100_000);
    const { serverSeed } = await nextSeed(site.app, { userId: player.userId, launchKind: 'roulette', serverSeed: 'rl-frame-seed', clientSeed: 'spin' });
    const frame = await openFrame(site.app, CasinoGamePaths.frame('roulette', { lng: 'en', demo: false }), { [SESSION_COOKIE]: player.session });
    expect(frame.element('play').disabled).toBe(true);
    frame.element('stake').value = '1.00';
    await frame.click('kind-split');
    expect(frame.text('rl-hint')).toContain('two neighbouring numbers');
    await frame.click('num-17');
    expect(frame.element('num-17').attributes.get('aria-pressed')).toBe('true');
    await frame.click('num-18');
    await frame.click('column-2');
    await frame.click('column-2');
    expect(frame.text('rl-total')).toBe('3.00 RUB');
    expect(frame.element('rl-bets').innerHTML).toContain('Split 17-18');
    await frame.click('play');
    const params = { bets: [{ type: 'split' as const, numbers: [17, 18], chips: 1 }, { type: 'column' as const, index: 2 as const, chips: 2 }] };
    const state = rouletteEngine.start({ serverSeed, clientSeed: 'spin', nonce: 0 }, params, 300);
    const payout = rouletteEngine.payout(state);
    expect(await balanceOf(site.db, player.accountId)).toBe(100_000 - 300 + payout);
    expect(frame.text('rl-pocket')).toBe(String(state.pocket));
    expect(frame.element('rl-history').innerHTML).toContain(`>${state.pocket}</li>`);
    expect(frame.text('outcome')).toContain(payout > 0 ? `Win ${(payout / 100).toFixed(2)} RUB` : 'No win this time');
    expect(frame.text('outcome')).toContain(`The ball landed on ${state.pocket}`);
    expect(frame.element('play').disabled).toBe(true);
    await frame.click('rl-rebet');
    expect(frame.text('rl-total')).toBe('3.00 RUB');
    await frame.click('rl-clear');
    expect(frame.text('rl-total')).toBe('—');
  });

  it('a guest spins with play money; a spin without chips is refused in the page', async () => {
    const frame = await openFrame(site.app, CasinoGamePaths.frame('roulette', { lng: 'en', demo: true }), {});
    frame.element('stake').value = '5.00';
    await frame.click('bet-red');
    await frame.click('dozen-3');
    await frame.click('play');
    expect(frame.text('outcome')).toMatch(/^(Win [\d.]+ FUN|No win this time) · The ball landed on \d+/);
    expect(frame.messages).toHaveLength(1);
  });
});
