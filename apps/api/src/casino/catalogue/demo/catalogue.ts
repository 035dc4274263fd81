import type { CasinoLaunchKind, CasinoTileLaunch, CasinoVolatility } from '@betting/contracts';
import { CASINO_GAME_TAGS } from '@betting/contracts';
import { hash32, rng } from '../../../line';
import { categoryId, DEMO_CATEGORIES, type DemoCategory, type DemoCategorySlug } from './categories';
import { GAME_KINDS, type GameKind, type Pick } from './game-kinds';
import { playsOwnReels, slotTileLaunch, tileLaunchOf, tileRtpBasisPoints } from './launches';
import { DEMO_PROVIDERS, HOUSE_PROVIDER, type DemoProvider } from './providers';

export interface DemoGame {
  readonly id: number;
  readonly name: string;
  readonly route: string;
  readonly oldRoute: string | null;
  readonly providerId: number;
  readonly brandId: number | null;
  readonly tag: number;
  readonly rtpBasisPoints: number;
  readonly volatility: CasinoVolatility;
  readonly popularity: number;
  /** `YYYY-MM-DD`. */
  readonly releasedOn: string;
  /** What the tile opens (`./launches`): a game the game server plays or a link launch (null for none: none is left). */
  readonly launch: CasinoTileLaunch | null;
  /** The engine's variant the tile plays (null: its default params). */
  readonly launchVariant: string | null;
  readonly categoryIds: readonly number[];
}

export interface DemoCatalogue {
  readonly providers: readonly DemoProvider[];
  readonly categories: readonly DemoCategory[];
  readonly games: readonly DemoGame[];
}

const TAG = Object.fromEntries(CASINO_GAME_TAGS.map((key, index) => [key, index])) as Record<(typeof CASINO_GAME_TAGS)[number], number>;
const TAG_CATEGORY: Readonly<Record<number, DemoCategorySlug>> = { [TAG.new]: 'new', [TAG.popular]: 'popular', [TAG.jackpot]: 'jackpot' };

/** Games released after this day never had an old route (they came after the site's move). */
const OLD_ROUTES_UNTIL = Date.UTC(2024, 0, 1);
const CATALOGUE_START = Date.UTC(2015, 0, 1);
const NEW_FROM = Date.UTC(2026, 7, 15);
const NEW_UNTIL = Date.UTC(2026, 10, 1);
const DAY_MS = 86_400_000;

/** A route slug of a name: `Texas Hold'em` → `texas-holdem`, `Bacará` → `bacara`. */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** How the old site spelled a game's route: the studio's first word, `_`, the name run together. */
export function oldRouteOf(providerSlug: string, route: string): string {
  return `${providerSlug.split('-')[0]}_${route.replace(/-/g, '')}`;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function categoryIdsOf(slugs: readonly DemoCategorySlug[]): number[] {
  return [...new Set(slugs.map(categoryId))].sort((a, b) => a - b);
}

interface FixedGame {
  readonly name: string;
  readonly provider: DemoProvider;
  readonly kind: GameKind;
  readonly extra?: readonly DemoCategorySlug[];
  readonly tag: number;
  readonly rtpBasisPoints: number;
  readonly volatility: CasinoVolatility;
  readonly popularity: number;
  readonly releasedOn: string;
  readonly launch?: CasinoLaunchKind;
  readonly oldRoute?: boolean;
}

const provider = (slug: string): DemoProvider => {
  const found = DEMO_PROVIDERS.find((item) => item.slug === slug);
  if (!found) throw new Error(`no demo provider ${slug}`);
  return found;
};

/**
 * The three house games the game server plays for real (one per launch kind), then the bonus catalogue's games
 * (seed 0012 names them, with these routes), then the generated ones.
 */
function fixedGames(): FixedGame[] {
  const house = { provider: HOUSE_PROVIDER, tag: TAG.exclusive, extra: ['popular'] as const };
  const northstar = provider('northstar-games');
  const bluefin = provider('bluefin-studio');
  return [
    { ...house, name: 'Fruit Five', kind: 'slot', extra: ['popular', 'fruit-slots'], rtpBasisPoints: 9623, volatility: 'medium', popularity: 99_000, releasedOn: '2026-06-01', launch: 'slot' },
    { ...house, name: 'Rocket', kind: 'crash', rtpBasisPoints: 9900, volatility: 'high', popularity: 98_500, releasedOn: '2026-06-01', launch: 'crash' },
    { ...house, name: 'Lucky Nine', kind: 'scratch', rtpBasisPoints: 9500, volatility: 'low', popularity: 98_000, releasedOn: '2026-06-01', launch: 'scratch' },
    { name: 'Gold Rush Express', provider: northstar, kind: 'slot', extra: ['hold-and-win'], tag: TAG.popular, rtpBasisPoints: 9612, volatility: 'high', popularity: 91_000, releasedOn: '2021-03-18', oldRoute: true },
    { name: 'Dragon Temple', provider: northstar, kind: 'slot', tag: TAG.jackpot, rtpBasisPoints: 9550, volatility: 'high', popularity: 84_000, releasedOn: '2019-10-02', oldRoute: true },
    { name: 'Aztec Sun', provider: northstar, kind: 'slot', tag: TAG.popular, rtpBasisPoints: 9601, volatility: 'medium', popularity: 80_500, releasedOn: '2020-05-27', oldRoute: true },
    { name: 'Lucky Sevens Deluxe', provider: bluefin, kind: 'slot', extra: ['fruit-slots'], tag: TAG.popular, rtpBasisPoints: 9648, volatility: 'low', popularity: 87_000, releasedOn: '2018-08-09', oldRoute: true },
    { name: 'European Roulette', provider: bluefin, kind: 'table', tag: TAG.none, rtpBasisPoints: 9730, volatility: 'medium', popularity: 76_000, releasedOn: '2016-02-11', oldRoute: true },
    { name: 'Blackjack Classic', provider: bluefin, kind: 'card', tag: TAG.none, rtpBasisPoints: 9950, volatility: 'low', popularity: 74_000, releasedOn: '2016-02-11', oldRoute: true },
    { name: 'Live Baccarat', provider: provider('bluefin-live'), kind: 'live', extra: ['live-baccarat'], tag: TAG.popular, rtpBasisPoints: 9876, volatility: 'low', popularity: 82_000, releasedOn: '2017-06-30', oldRoute: true },
  ];
}

/** One studio's games, drawn from its own seed (so studios do not shift each other's games). */
function* drawnGames(studio: DemoProvider, taken: Set<string>): Generator<Omit<DemoGame, 'id'>> {
  const next = rng(hash32('casino-catalogue', studio.slug));
  const pick: Pick = (items) => items[Math.floor(next() * items.length)]!;
  const kinds = Object.entries(studio.mix) as [GameKind, number][];
  const kindWeight = kinds.reduce((sum, [, weight]) => sum + weight, 0);
  const weighted = <T extends { weight: number }>(items: readonly T[], total: number): T => {
    let draw = next() * total;
    for (const item of items) {
      draw -= item.weight;
      if (draw < 0) return item;
    }
    return items[items.length - 1]!;
  };

  for (let index = 0; index < studio.games; index += 1) {
    const kind = weighted(kinds.map(([name, weight]) => ({ name, weight })), kindWeight).name;
    const spec = GAME_KINDS[kind];
    const formWeight = spec.forms.reduce((sum, item) => sum + item.weight, 0);
    let chosen = weighted(spec.forms, formWeight);
    let name = chosen.name(pick);
    for (let attempt = 0; taken.has(slugOf(name)) && attempt < 60; attempt += 1) {
      chosen = weighted(spec.forms, formWeight);
      name = chosen.name(pick);
    }
    const base = name;
    for (let numeral = 2; taken.has(slugOf(name)); numeral += 1) name = `${base} ${numeral}`;
    const route = slugOf(name);
    taken.add(route);

    const isNew = next() < 0.08;
    const released = isNew ? NEW_FROM + Math.floor(next() * ((NEW_UNTIL - NEW_FROM) / DAY_MS)) * DAY_MS : CATALOGUE_START + Math.floor(next() * ((NEW_FROM - CATALOGUE_START) / DAY_MS)) * DAY_MS;
    const tagDraw = next();
    const tag = isNew ? TAG.new : tagDraw < 0.1 ? TAG.popular : spec.jackpots && tagDraw < 0.17 ? TAG.jackpot : TAG.none;
    const [low, high] = spec.rtp;
    const tagCategory = TAG_CATEGORY[tag];
    // Drawn in this order (return, then volatility), as the stream always has.
    const drawnRtp = low + Math.floor(next() * (high - low + 1));
    const volatility = pick(spec.volatility);
    const slot = playsOwnReels(kind, name) ? slotTileLaunch(route, drawnRtp, volatility) : null;
    const launched = slot ?? tileLaunchOf(kind, name);
    yield {
      name,
      route,
      oldRoute: released < OLD_ROUTES_UNTIL ? oldRouteOf(studio.slug, route) : null,
      providerId: studio.id,
      brandId: studio.brand && next() < 0.45 ? studio.brand.id : null,
      tag,
      // A tile that plays a house game shows that game's exact return (the draw is made all the same, in its place: the stream stays).
      rtpBasisPoints: slot?.rtpBasisPoints ?? (launched && tileRtpBasisPoints(launched.launch, launched.variant)) ?? drawnRtp,
      volatility,
      // Below the house games (97 000 and up): they lead the lobby.
      popularity: Math.floor(next() ** 2 * 55_000) + (tag === TAG.popular ? 40_000 : 0),
      releasedOn: isoDay(released),
      launch: launched?.launch ?? null,
      launchVariant: launched?.variant ?? null,
      categoryIds: categoryIdsOf([...spec.categories, ...(chosen.extra ?? []), ...(tagCategory ? [tagCategory] : [])]),
    };
  }
}

/** The demo catalogue: about 630 games of 41 studios, the same on every run (ids from 1001 in this order). */
export function demoCatalogue(): DemoCatalogue {
  const taken = new Set<string>();
  const games: DemoGame[] = [];
  const add = (game: Omit<DemoGame, 'id'>) => games.push({ id: 1001 + games.length, ...game });

  for (const fixed of fixedGames()) {
    const route = slugOf(fixed.name);
    taken.add(route);
    const tagCategory = TAG_CATEGORY[fixed.tag];
    const slot = !fixed.launch && playsOwnReels(fixed.kind, fixed.name) ? slotTileLaunch(route, fixed.rtpBasisPoints, fixed.volatility) : null;
    const engine = !fixed.launch && !slot ? tileLaunchOf(fixed.kind, fixed.name) : null;
    add({
      name: fixed.name,
      route,
      oldRoute: fixed.oldRoute ? oldRouteOf(fixed.provider.slug, route) : null,
      providerId: fixed.provider.id,
      brandId: fixed.provider.brand?.id ?? null,
      tag: fixed.tag,
      rtpBasisPoints: slot?.rtpBasisPoints ?? (engine && tileRtpBasisPoints(engine.launch, engine.variant)) ?? fixed.rtpBasisPoints,
      volatility: fixed.volatility,
      popularity: fixed.popularity,
      releasedOn: fixed.releasedOn,
      launch: slot?.launch ?? engine?.launch ?? fixed.launch ?? null,
      launchVariant: slot?.variant ?? engine?.variant ?? null,
      categoryIds: categoryIdsOf([...GAME_KINDS[fixed.kind].categories, ...(fixed.extra ?? []), ...(tagCategory ? [tagCategory] : [])]),
    });
  }
  for (const studio of DEMO_PROVIDERS) for (const game of drawnGames(studio, taken)) add(game);
  return { providers: DEMO_PROVIDERS, categories: DEMO_CATEGORIES, games };
}
