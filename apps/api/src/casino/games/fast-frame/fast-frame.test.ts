import { CasinoGamePaths, SESSION_COOKIE } from '@betting/contracts';
import { diceEngine, hiloEngine, minesEngine, plinkoEngine, rtpMilliPercent, type HiloState } from '@betting/games';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../../db/testing/engines';
import { BALANCE_CHANGED, openFrame } from '../frame/kit/open-frame.fixture';
import { balanceOf, gamesSite, ledgerTransactionCount, newPlayer, nextSeed } from '../games.fixture';
import { FAST_ELEMENT_IDS } from './fast-client';

const percent = (milli: number) => `${(milli / 1000).toFixed(3)} %`;

describe.each(enginesUnderTest())('the fast game frames on $name', (engine) => {
  const site = gamesSite(engine);

  it.each([
    ['dice', 'Roll', diceEngine],
    ['plinko', 'Drop ball', plinkoEngine],
    ['mines', 'Bet', minesEngine],
    ['hilo', 'Bet', hiloEngine],
  ] as const)('the %s page holds every element its script reads, its "%s" button, and publishes its exact return and largest win', async (kind, play, game) => {
    const page = await site.app.inject({ method: 'GET', url: CasinoGamePaths.frame(kind, { lng: 'en', demo: true }) });
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    for (const id of FAST_ELEMENT_IDS[kind]) expect(page.body, id).toContain(`id="${id}"`);
    expect(page.body).toContain(`>${play}</button>`);
    const frame = await openFrame(site.app, CasinoGamePaths.frame(kind, { lng: 'en', demo: true }), {});
    const params = game.defaultParams as never;
    expect(frame.text('rtp-now')).toBe(percent(rtpMilliPercent(game.rtp(params))));
    expect(frame.text('max-win')).toMatch(new RegExp(`^×${(game.maxMultiplier(params) / 1000).toFixed(2).replace('.', '\\.')}`));
    expect(frame.text('balance')).toBe('1000.00 FUN');
    expect(frame.element('play').disabled).toBe(false);
  });

  it('the page speaks the player’s language', async () => {
    const page = await site.app.inject({ method: 'GET', url: CasinoGamePaths.frame('mines', { lng: 'uk', demo: true }) });
    expect(page.body).toContain('Мінне поле 5 на 5');
    expect(page.body).toContain('lang="uk"');
  });

  it('Mines, signed in: Bet takes the stake, a gem opens, Cash out pays exactly what the engine computes', async () => {
    const player = await newPlayer(site, 100_000);
    const { serverSeed } = await nextSeed(site.app, { userId: player.userId, launchKind: 'mines', serverSeed: 'frame-mines-seed', clientSeed: 'frame' });
    const board = minesEngine.start({ serverSeed, clientSeed: 'frame', nonce: 0 }, minesEngine.defaultParams, 1_000);
    const safe = [...Array(25).keys()].find((cell) => !board.mineCells.includes(cell)) as number;
    const frame = await openFrame(site.app, CasinoGamePaths.frame('mines', { lng: 'en', demo: false }), { [SESSION_COOKIE]: player.session });
    expect(frame.element(`cell-${safe}`).disabled).toBe(true);
    await frame.click('play');
    expect(await balanceOf(site.db, player.accountId)).toBe(99_000);
    expect(frame.element('cash-out').disabled).toBe(true);
    expect(frame.element(`cell-${safe}`).disabled).toBe(false);
    await frame.click(`cell-${safe}`);
    expect(frame.element(`cell-${safe}`).attributes.get('aria-label')).toBe(`Cell ${safe + 1}: gem`);
    expect(frame.element('cash-out').disabled).toBe(false);
    await frame.click('cash-out');
    const won = minesEngine.act(board, { type: 'reveal', cell: safe }, { serverSeed, clientSeed: 'frame', nonce: 0 });
    if (!won.ok) throw new Error('a gem opens');
    const payout = minesEngine.payout({ ...won.value, finished: true });
    expect(await balanceOf(site.db, player.accountId)).toBe(99_000 + payout);
    expect(frame.text('balance')).toBe(`${((99_000 + payout) / 100).toFixed(2)} RUB`);
    expect(frame.text('outcome')).toContain(`Win ${(payout / 100).toFixed(2)} RUB`);
    expect(frame.messages.length).toBeGreaterThanOrEqual(2);
    expect(frame.messages[0]).toEqual(BALANCE_CHANGED);
    expect(frame.element('play').disabled).toBe(false);
    // Verified in the frame once the seeds are rotated: the server replays the round with its reveal and cash-out.
    await frame.click('verify-link');
    expect(frame.text('error')).toBe('Rotate the seeds to reveal this round’s server seed.');
    await frame.click('rotate');
    await frame.click('verify-link');
    expect(frame.text('outcome')).toMatch(/^Verified: round \d+ replayed from the revealed seed comes out the same\.$/);
  });

  it('Dice and Hi-Lo in demo: a roll settles at once, a guess moves the round on; the ledger never moves', async () => {
    const before = await ledgerTransactionCount(site.db);
    const dice = await openFrame(site.app, CasinoGamePaths.frame('dice', { lng: 'en', demo: true }), {});
    dice.element('dice-over').fire('click');
    expect(dice.element('dice-over').attributes.get('aria-pressed')).toBe('true');
    await dice.click('play');
    expect(dice.text('outcome')).toMatch(/^(Win \d+\.\d\d FUN · ×[\d.]+|No win this time) · Rolled \d+\.\d\d$/);
    expect(dice.text('dice-roll')).toMatch(/^\d+\.\d\d$/);

    const hilo = await openFrame(site.app, CasinoGamePaths.frame('hilo', { lng: 'en', demo: true }), dice.jar);
    await hilo.click('play');
    expect(hilo.element('hilo-card').attributes.get('aria-label')).toMatch(/^Card: /);
    expect(hilo.element('guess-same').disabled).toBe(false);
    await hilo.click('guess-same');
    expect(hilo.element('hilo-history').innerHTML).toContain('mini-card');
    expect(await ledgerTransactionCount(site.db)).toBe(before);
    // Reopened, the frame picks the open round up where it was.
    const again = await openFrame(site.app, CasinoGamePaths.frame('hilo', { lng: 'en', demo: true }), hilo.jar);
    const state = (await site.app.inject({ method: 'GET', url: `${CasinoGamePaths.state('hilo')}?demo=1`, cookies: hilo.jar })).json() as { openRound: { engine: { view: HiloState } } | null };
    if (state.openRound) expect(again.element('play').disabled).toBe(true);
    else expect(again.element('play').disabled).toBe(false);
  });
});
