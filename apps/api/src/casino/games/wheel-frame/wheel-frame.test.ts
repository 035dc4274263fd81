import { CasinoGamePaths, SESSION_COOKIE } from '@betting/contracts';
import { PICK_TABLES, fortunaRound, pickRound } from '@betting/games';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../../db/testing/engines';
import { BALANCE_CHANGED, openFrame } from '../frame/kit/open-frame.fixture';
import { balanceOf, gamesSite, newPlayer, nextSeed } from '../games.fixture';
import { WHEEL_ELEMENT_IDS } from './wheel-client';

describe.each(enginesUnderTest())('the wheel game frames on $name', (engine) => {
  const site = gamesSite(engine);

  it.each([
    ['fortuna', 'Spin', 0],
    ['chest', 'Open chest', 3],
    ['safe', 'Open safe', 5],
    ['memory', 'Open cards', 12],
    ['lottery', 'Buy ticket', 20],
    ['dragon-bonus', 'Hatch egg', 4],
  ] as const)('the %s page holds every element its script reads, a "%s" button and its cells', async (kind, play, cells) => {
    const page = await site.app.inject({ method: 'GET', url: CasinoGamePaths.frame(kind, { lng: 'en', demo: false }) });
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    for (const id of WHEEL_ELEMENT_IDS) expect(page.body, id).toContain(`id="${id}"`);
    expect(page.body).toContain(`>${play}</button>`);
    expect(page.body.match(/id="cell-\d+"/g) ?? []).toHaveLength(cells);
    if (kind === 'fortuna') expect(page.body).toContain('id="rotor"');
  });

  it('a guest opening a -bonus game gets a sign-in notice in the page’s language, no game', async () => {
    const page = await site.app.inject({ method: 'GET', url: CasinoGamePaths.frame('chest-bonus', { lng: 'ru', demo: true }) });
    expect(page.body).toContain('Войдите, чтобы его увидеть');
    expect(page.body).toContain('href="/ru/user/login"');
    expect(page.body).not.toContain('<script>');
  });

  it('Fortuna, signed in: Spin takes the stake and pays the segment the lib computes; the balance shown is the ledger’s', async () => {
    const player = await newPlayer(site, 100_000);
    const { serverSeed } = await nextSeed(site.app, { userId: player.userId, launchKind: 'fortuna', serverSeed: 'frame-fortuna-seed', clientSeed: 'frame' });
    const frame = await openFrame(site.app, CasinoGamePaths.frame('fortuna', { lng: 'en', demo: false }), { [SESSION_COOKIE]: player.session }, { timers: true });
    expect(frame.text('balance')).toBe('1000.00 RUB');
    expect(frame.element('play').disabled).toBe(false);
    await frame.click('play');
    const outcome = fortunaRound({ serverSeed, clientSeed: 'frame', nonce: 0 }, { stake: 1_000 });
    const balance = 100_000 - 1_000 + outcome.payout;
    expect(await balanceOf(site.db, player.accountId)).toBe(balance);
    expect(frame.text('balance')).toBe(`${(balance / 100).toFixed(2)} RUB`);
    expect(frame.text('outcome')).toBe(outcome.payout > 0 ? `Win ${(outcome.payout / 100).toFixed(2)} RUB · ×${outcome.multiplier / 1000}`.replace(/×(\d+)\.(\d)$/, '×$1.$2') : 'No win this time');
    expect(frame.messages).toEqual([BALANCE_CHANGED]);
  });

  it('Treasure Chests: the play button waits for a pick; the board opens with the pick marked', async () => {
    const player = await newPlayer(site, 100_000);
    const { serverSeed } = await nextSeed(site.app, { userId: player.userId, launchKind: 'chest', serverSeed: 'frame-chest-seed', clientSeed: 'frame' });
    const frame = await openFrame(site.app, CasinoGamePaths.frame('chest', { lng: 'en', demo: false }), { [SESSION_COOKIE]: player.session }, { timers: true });
    expect(frame.element('play').disabled).toBe(true);
    await frame.click('cell-1');
    expect(frame.element('cell-1').attributes.get('aria-pressed')).toBe('true');
    expect(frame.element('play').disabled).toBe(false);
    await frame.click('play');
    const outcome = pickRound('chest', PICK_TABLES.chest, { serverSeed, clientSeed: 'frame', nonce: 0 }, { stake: 1_000, picks: [1] });
    expect(await balanceOf(site.db, player.accountId)).toBe(100_000 - 1_000 + outcome.payout);
    expect(frame.element('cell-1').attributes.get('aria-label')).toContain('(your pick)');
    expect(frame.element('cell-1').className).toContain('open');
  });

  it('a -bonus game with nothing on the bonus balance shows the notice and keeps Play off', async () => {
    const player = await newPlayer(site, 100_000);
    const frame = await openFrame(site.app, CasinoGamePaths.frame('safe-bonus', { lng: 'es', demo: false }), { [SESSION_COOKIE]: player.session }, { timers: true });
    expect(frame.element('bonus-empty').hidden).toBe(false);
    expect(frame.html).toContain('Sin saldo de bono de casino');
    await frame.click('cell-0');
    expect(frame.element('play').disabled).toBe(true);
    expect(frame.text('balance')).toBe('0.00 RUB');
  });
});
