import { CasinoGamePaths, CasinoTileLaunchSchema, isBonusLaunch, isEngineLaunch, isLinkLaunch, isPickLaunch, isRngTableVariant, casinoLaunchGame, type CasinoLaunchKind } from '@betting/contracts';
import { PICK_TABLES, engineOf, isPickGame, rtpMilliPercent, slotEngine, slotParamsOfVariant, variantParams } from '@betting/games';
import { matchRoute, pathSegments } from '@betting/routing';
import { describe, expect, it } from 'vitest';
import { demoCatalogue } from '../catalogue/demo/catalogue';
import { DEMO_WHEEL_GAMES } from '../catalogue/demo/wheel-games';
import { enginesUnderTest } from '../../db/testing/engines';
import { linkLaunchPath } from './fast-frame/link-page';
import { gameCalls, gamesSite, newPlayer, played, type Caller } from './games.fixture';

/** Every tile of the lobby with what it launches (the bonus wheel games play the bonus balance: tested on their own). */
const allTiles = [...demoCatalogue().games, ...DEMO_WHEEL_GAMES.map((game) => ({ ...game, launchVariant: null }))];
const tiles = allTiles.filter((game) => !(game.launch && isBonusLaunch(game.launch)));
/**
 * One round per engine configuration: every slot tile has its own machine (variant), so the reel engine is played
 * once here (the first tile's machine; every machine is checked on its own below, without a round); an RNG table plays
 * its engine's defaults, so it shares its table's round.
 */
const familyOf = (launch: string, variant: string | null) => (launch === 'slots' ? 'slots' : `${launch}|${isRngTableVariant(variant) ? '' : variant ?? ''}`);
const launches = [
  ...new Map(tiles.flatMap((game) => (game.launch ? [[familyOf(game.launch, game.launchVariant), { launch: game.launch, variant: game.launchVariant || null }] as const] : []))).values(),
];
/**
 * The frames tiles open, one per engine configuration and RNG table (a slot tile's frame differs from another's only
 * by its machine, whose variant every tile has checked on its own), with the tiles that open it.
 */
const frames = [
  ...tiles
    .reduce((groups, game) => {
      const key = `${familyOf(game.launch ?? 'none', game.launchVariant)}|${isRngTableVariant(game.launchVariant) ? 'rng' : ''}`;
      return groups.set(key, [...(groups.get(key) ?? []), game]);
    }, new Map<string, (typeof tiles)[number][]>())
    .values(),
];

describe('every tile of the catalogue has a launch', () => {
  it('no tile lacks one; each names a launch kind, an engine variant it reads, and live tiles an RNG table', () => {
    expect(allTiles.filter((game) => game.launch === null).map((game) => game.name)).toEqual([]);
    const live = new Set(demoCatalogue().categories.filter((category) => category.slug === 'live-casino').map((category) => category.id));
    for (const game of tiles) {
      const launch = game.launch ?? 'none';
      expect(CasinoTileLaunchSchema.safeParse(launch).success, game.name).toBe(true);
      const engine = engineOf(launch);
      if (engine && !isRngTableVariant(game.launchVariant)) expect(variantParams(engine, game.launchVariant), `${game.name} ${game.launchVariant}`).not.toBeNull();
      const isLive = 'categoryIds' in game && game.categoryIds.some((id) => live.has(id));
      expect(isRngTableVariant(game.launchVariant), game.name).toBe(isLive);
      if (isLive) expect(isEngineLaunch(launch) || launch === 'fortuna', game.name).toBe(true);
    }
  });

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
});

describe.each(enginesUnderTest())('every launchable tile of the catalogue on $name', (engine) => {
  const site = gamesSite(engine);

  it('every tile opens its game or the part of the site it plays as, never "Demo unavailable", for a guest and signed in', async () => {
    let variantLinks = 0;
    for (const group of frames) {
      const { launch, launchVariant: variant, name } = group[0]!;
      for (const demo of [true, false]) {
        const page = await site.app.inject({ method: 'GET', url: CasinoGamePaths.frame(launch, { lng: 'en', demo, variant }) });
        expect(page.statusCode, name).toBe(200);
        expect(page.body, `${name} (${group.length} tiles)`).not.toContain('<h1>Demo unavailable</h1>');
        if (isLinkLaunch(launch)) {
          const path = linkLaunchPath(launch, 'en');
          expect(page.body).toContain(`href="${path}" target="_top"`);
          expect(matchRoute(pathSegments(path).slice(1)), path).not.toBeNull();
        } else expect(page.body, name).toMatch(/<script[ >]/);
        if (isRngTableVariant(variant)) expect(page.body, name).toContain('id="rng-table"');
        // A real-money page's demo link opens the same machine, pay table or RNG table.
        const demoLinks = demo ? [] : [...page.body.matchAll(/href="([^"]*demo=1[^"]*)"/g)].map((link) => link[1]!.replaceAll('&amp;', '&'));
        for (const link of demoLinks) expect(link, name).toBe(CasinoGamePaths.frame(launch, { lng: 'en', demo: true, variant }));
        if (variant) variantLinks += demoLinks.length;
      }
    }
    expect(variantLinks).toBeGreaterThan(0);
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
