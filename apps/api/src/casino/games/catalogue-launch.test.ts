import { CasinoGamePaths, isBonusLaunch, isEngineLaunch, isLinkLaunch, isPickLaunch, casinoLaunchGame, type CasinoLaunchKind } from '@betting/contracts';
import { PICK_TABLES, isPickGame, rtpMilliPercent, slotEngine, slotParamsOfVariant } from '@betting/games';
import { matchRoute, pathSegments } from '@betting/routing';
import { describe, expect, it } from 'vitest';
import { demoCatalogue } from '../catalogue/demo/catalogue';
import { DEMO_WHEEL_GAMES } from '../catalogue/demo/wheel-games';
import { enginesUnderTest } from '../../db/testing/engines';
import { linkLaunchPath } from './fast-frame/link-page';
import { gameCalls, gamesSite, newPlayer, played, type Caller } from './games.fixture';

/** Every tile of the lobby with what it launches (the bonus wheel games play the bonus balance: tested on their own). */
const tiles = [...demoCatalogue().games, ...DEMO_WHEEL_GAMES.map((game) => ({ ...game, launchVariant: null }))].filter((game) => !(game.launch && isBonusLaunch(game.launch)));
/**
 * One launch per kind and variant family: every slot tile has its own machine (variant), so the reel engine is played
 * once here (the first tile's machine); every slot tile's machine is checked on its own below, without a round.
 */
const familyOf = (launch: string, variant: string | null) => (launch === 'slots' ? 'slots' : `${launch}|${variant ?? ''}`);
const launches = [
  ...new Map(tiles.flatMap((game) => (game.launch ? [[familyOf(game.launch, game.launchVariant), { launch: game.launch, variant: game.launchVariant || null }] as const] : []))).values(),
];

describe.each(enginesUnderTest())('every launchable tile of the catalogue on $name', (engine) => {
  const site = gamesSite(engine);

  it('every slot tile plays its own machine and publishes that machine’s exact return', () => {
    const slots = tiles.filter((game) => game.launch === 'slots');
    expect(slots.length).toBeGreaterThanOrEqual(200);
    expect(new Set(slots.map((game) => game.launchVariant)).size).toBe(slots.length);
    for (const game of slots) {
      const params = slotParamsOfVariant(game.launchVariant ?? '');
      expect(params, game.name).not.toBeNull();
      expect((game.launchVariant ?? '').length).toBeLessThanOrEqual(64);
      if (params) expect(game.rtpBasisPoints, game.name).toBe(Math.floor(rtpMilliPercent(slotEngine.rtp(params)) / 10));
    }
  });

  it('opens a game or the part of the site it plays as, never "Demo unavailable", for a guest and signed in', async () => {
    expect(tiles.filter((game) => game.launch !== null).length).toBeGreaterThanOrEqual(130);
    for (const { launch, variant } of launches) {
      for (const demo of [true, false]) {
        const page = await site.app.inject({ method: 'GET', url: CasinoGamePaths.frame(launch, { lng: 'en', demo, variant }) });
        expect(page.statusCode).toBe(200);
        expect(page.body, launch).not.toContain('<h1>Demo unavailable</h1>');
        if (isLinkLaunch(launch)) {
          const path = linkLaunchPath(launch, 'en');
          expect(page.body).toContain(`href="${path}" target="_top"`);
          expect(matchRoute(pathSegments(path).slice(1)), path).not.toBeNull();
        } else expect(page.body).toMatch(/<script[ >]/);
      }
    }
  });

  /** Plays one round of a launch to its end: its actions (a mines board until it ends, one hi-lo guess and a cash-out, blackjack declining insurance and standing, a Hold'em call, a video poker draw), a crash round until its auto cash-out or bust. */
  async function completeRound(caller: Caller, kind: CasinoLaunchKind, variant: string | null) {
    const calls = gameCalls(site.app, caller);
    const game = casinoLaunchGame(kind);
    const body =
      kind === 'crash'
        ? { stake: 1_000, autoCashOut: 1_010 }
        : isPickLaunch(kind) && isPickGame(game)
        ? { stake: 1_000, picks: [...Array(PICK_TABLES[game].picks).keys()] }
        : { stake: 1_000, ...(variant ? { variant } : {}) };
    let answer = played(await calls.play(kind, body));
    if (kind === 'crash') {
      site.clock.advance(60_000);
      answer = played(await calls.round(answer.round.id), 200);
    }
    for (let step = 0; answer.round.status === 'open' && isEngineLaunch(kind) && step < 30; step += 1) {
      const phase = answer.round.engine?.view['phase'];
      const action =
        kind === 'mines'
          ? { type: 'reveal', cell: step }
          : kind === 'casino-holdem'
          ? { type: 'call' }
          : kind === 'video-poker'
          ? { type: 'draw', hold: [true, true, false, false, false] }
          : kind === 'blackjack'
          ? phase === 'insurance'
            ? { type: 'insurance', take: false }
            : { type: 'stand' }
          : step === 0
          ? { type: 'guess', guess: 'same' }
          : { type: 'cashOut' };
      answer = played(await calls.act(answer.round.id, action), 200);
    }
    expect(answer.round.status, kind).toBe('settled');
    expect(answer.round.payout).not.toBeNull();
    return answer;
  }

  it('plays a round of every game a tile launches to its end, with play money for a guest and real money signed in', async () => {
    const player = await newPlayer(site, 10_000_000);
    const demoState = await gameCalls(site.app, { demo: null }).state('dice');
    const demo = demoState.cookies.find((cookie) => cookie.name === 'casino_demo')?.value ?? null;
    for (const { launch, variant } of launches) {
      if (isLinkLaunch(launch)) continue;
      const kind = launch as CasinoLaunchKind;
      const guest = await completeRound({ demo }, kind, variant);
      expect(guest.round.demo).toBe(true);
      const real = await completeRound(player, kind, variant);
      expect(real.round).toMatchObject({ demo: false, currency: 'RUB' });
    }
  });
});
