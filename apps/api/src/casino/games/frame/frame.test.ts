import { CASINO_DEMO_COOKIE, CasinoGamePaths, SESSION_COOKIE } from '@betting/contracts';
import { multiplierAt } from '@betting/games';
import { applyCoef } from '@betting/kernel';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../../db/testing/engines';
import { limitCalls } from '../../../limits/testing';
import { balanceOf, gamesSite, newPlayer, nextSeed } from '../games.fixture';
import { CRASH_ELEMENT_IDS, DEMO_ELEMENT_IDS, FRAME_ELEMENT_IDS } from './client';
import { BALANCE_CHANGED, openFrame } from './kit/open-frame.fixture';

describe.each(enginesUnderTest())('the game frames on $name', (engine) => {
  const site = gamesSite(engine);

  it.each([
    ['slot', 'Spin', [...FRAME_ELEMENT_IDS]],
    ['crash', 'Bet', [...FRAME_ELEMENT_IDS.filter((id) => id !== 'board'), ...CRASH_ELEMENT_IDS]],
    ['scratch', 'Buy card', [...FRAME_ELEMENT_IDS]],
  ] as const)('the %s page holds every element its script reads and a "%s" button; demo pages a refill', async (kind, play, ids) => {
    const real = await site.app.inject({ method: 'GET', url: CasinoGamePaths.frame(kind, { lng: 'en', demo: false }) });
    expect(real.headers['content-type']).toContain('text/html');
    expect(real.headers['x-frame-options']).toBe('SAMEORIGIN');
    for (const id of ids) expect(real.body, id).toContain(`id="${id}"`);
    expect(real.body).toContain(`<button type="button" id="play" class="primary" disabled>${play}</button>`);
    expect(real.body).toContain('<html lang="en">');
    expect(real.body).not.toContain('id="refill"');
    const demo = await site.app.inject({ method: 'GET', url: CasinoGamePaths.frame(kind, { lng: 'ru', demo: true }) });
    for (const id of DEMO_ELEMENT_IDS) expect(demo.body).toContain(`id="${id}"`);
    expect(demo.body).toContain('<html lang="ru">');
    expect(demo.body).toContain('Демо: игровые кредиты');
  });

  it('the slot rests on symbols before its first spin (fifteen named pictures, no empty reel)', async () => {
    const page = await site.app.inject({ method: 'GET', url: CasinoGamePaths.frame('slot', { lng: 'en', demo: true }) });
    const board = /<div id="board" class="board slot-board">([\s\S]*?)<\/section>/.exec(page.body)?.[1] ?? '';
    const cells = [...board.matchAll(/<div class="cell blank" role="img" aria-label="([^"]+)"><svg /g)].map((match) => match[1]);
    expect(cells).toHaveLength(15);
    expect(new Set(cells).size).toBeGreaterThan(3);
  });

  it('a game without a launch kind frames "Demo unavailable" (200), in the page’s language', async () => {
    const page = await site.app.inject({ method: 'GET', url: CasinoGamePaths.frame(null, { lng: 'es', demo: true }) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Demo no disponible</h1>');
    const unknown = await site.app.inject({ method: 'GET', url: '/game-server/pachinko?lng=xx' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('<h1>Demo unavailable</h1>');
    expect(unknown.body).not.toContain('<script>');
  });

  it('slot, signed in: Spin shows the outcome, the round’s hash and nonce, moves the balance and tells the host', async () => {
    const player = await newPlayer(site, 100_000);
    const frame = await openFrame(site.app, CasinoGamePaths.frame('slot', { lng: 'en', demo: false }), { [SESSION_COOKIE]: player.session });
    expect(frame.text('balance')).toBe('1000.00 RUB');
    expect(frame.element('stake').value).toBe('10.00');
    expect(frame.element('play').disabled).toBe(false);
    frame.element('stake').value = '25.50';
    await frame.click('play');
    expect(frame.element('error').hidden).toBe(true);
    const [round] = await site.db.query<{ id: string | number; payout: string | number; nonce: number }>('select id, payout, nonce from casino_rounds where user_id = $1', [player.userId]);
    const payout = Number(round?.payout);
    expect(frame.text('outcome')).toBe(payout > 0 ? `Win ${(payout / 100).toFixed(2)} RUB` : 'No win this time');
    expect(frame.text('balance')).toBe(`${((100_000 - 2_550 + payout) / 100).toFixed(2)} RUB`);
    expect(await balanceOf(site.db, player.accountId)).toBe(100_000 - 2_550 + payout);
    expect(frame.text('round-id')).toBe(String(round?.id));
    expect(frame.text('round-nonce')).toBe('0');
    expect(frame.text('round-hash')).toMatch(/^[0-9a-f]{64}$/);
    expect(frame.element('verify-link').href).toBe(`/en/provably-fair?round=${round?.id}&currency=RUB`);
    expect(frame.element('board').children).toHaveLength(15);
    expect(frame.element('board').children[0]?.attributes.get('role')).toBe('img');
    expect(frame.messages).toEqual([BALANCE_CHANGED]);

    await frame.click('rotate');
    expect(frame.element('revealed').hidden).toBe(false);
    expect(frame.text('revealed-seed')).toMatch(/^[0-9a-f]{64}$/);
    expect(frame.text('next-nonce')).toBe('0');
    frame.element('client-seed').value = 'my own seed';
    expect(frame.element('seed-form').fire('submit')).toBe(true);
    await frame.idle();
    const [pair] = await site.db.query<{ client_seed: string }>("select client_seed from casino_seed_pairs where owner = $1 and launch_kind = 'slot' and revealed_at is null", [`user:${player.userId}`]);
    expect(pair?.client_seed).toBe('my own seed');
  });

  it('crash, signed in: Bet, then Cash out before the crash credits stake × the multiplier shown', async () => {
    const player = await newPlayer(site, 100_000);
    await nextSeed(site.app, { userId: player.userId, launchKind: 'crash', minCrashPoint: 3_000 });
    const frame = await openFrame(site.app, CasinoGamePaths.frame('crash', { lng: 'en', demo: false }), { [SESSION_COOKIE]: player.session });
    frame.element('stake').value = '100';
    await frame.click('play');
    expect(frame.text('outcome')).toBe('In flight');
    expect(frame.element('cash-out').disabled).toBe(false);
    expect(frame.element('play').disabled).toBe(true);
    expect(frame.text('balance')).toBe('900.00 RUB');
    site.clock.advance(5_000);
    await frame.click('cash-out');
    const multiplier = multiplierAt(5_000);
    const win = applyCoef(10_000, multiplier);
    expect(frame.text('outcome')).toBe(`Win ${(win / 100).toFixed(2)} RUB · Cashed out at ${(Math.floor(multiplier / 10) / 100).toFixed(2)}×`);
    expect(frame.text('multiplier')).toBe(`${(Math.floor(multiplier / 10) / 100).toFixed(2)}×`);
    expect(frame.text('balance')).toBe(`${((90_000 + win) / 100).toFixed(2)} RUB`);
    expect(frame.element('play').disabled).toBe(false);
    expect(frame.messages).toEqual([BALANCE_CHANGED, BALANCE_CHANGED]);
  });

  it('scratchcard in demo: a guest buys a card with play money (a demo cookie is made)', async () => {
    const frame = await openFrame(site.app, CasinoGamePaths.frame('scratch', { lng: 'en', demo: true }), {});
    expect(frame.jar[CASINO_DEMO_COOKIE]).toMatch(/^[0-9a-f]{32}$/);
    expect(frame.text('balance')).toBe('1000.00 FUN');
    await frame.click('play');
    expect(frame.element('board').children).toHaveLength(9);
    expect(frame.text('outcome')).toMatch(/^(Win \d+\.\d{2} FUN|No win this time)$/);
    expect(frame.element('verify-link').href).toMatch(/\?round=\d+&currency=FUN&demo=1$/);
  });

  it('refusals read in the page’s language: short balance, a limit, a guest on the real-money page, a bad stake', async () => {
    const poor = await newPlayer(site, 500);
    const short = await openFrame(site.app, CasinoGamePaths.frame('slot', { lng: 'en', demo: false }), { [SESSION_COOKIE]: poor.session });
    await short.click('play');
    expect(short.element('error').hidden).toBe(false);
    expect(short.text('error')).toBe('Not enough money for this stake.');
    expect(short.messages).toEqual([]);

    const limited = await newPlayer(site);
    expect((await limitCalls(site.app, { session: limited.session }).set({ limitType: 1, limitValue: 5 })).statusCode).toBe(200);
    const russian = await openFrame(site.app, CasinoGamePaths.frame('scratch', { lng: 'ru', demo: false }), { [SESSION_COOKIE]: limited.session });
    await russian.click('play');
    expect(russian.text('error')).toBe('Лимит ставок не позволяет эту ставку.');

    const guest = await openFrame(site.app, CasinoGamePaths.frame('slot', { lng: 'en', demo: false }), {});
    expect(guest.text('error')).toBe('Sign in to play for real money, or play the demo.');
    expect(guest.html).toContain('href="/game-server/slot?lng=en&amp;demo=1"');

    const demo = await openFrame(site.app, CasinoGamePaths.frame('slot', { lng: 'en', demo: true }), {});
    demo.element('stake').value = '0.001';
    await demo.click('play');
    expect(demo.text('error')).toBe('Enter a stake, for example 10.00.');
    demo.element('stake').value = '0.50';
    await demo.click('play');
    expect(demo.text('error')).toBe('Stakes are from 1.00 FUN to 10000.00 FUN.');
  });
});
