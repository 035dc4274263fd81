import type { CasinoLaunchKind } from '@betting/contracts';
import { HOUSE_PROVIDER } from './providers';

/**
 * The bonus wheel games (spec §2 wheel-game lists and `games/{gameRoute}` for the `-bonus` routes): house
 * games the game server plays, seeded by 0032. `fortuna` … `lottery` play for real money (demo credits for guests),
 * the `-bonus` routes the same games for the casino bonus balance. Routes are the spec's, not slugs of the names.
 * Returns to player are `@betting/games`' exact figures (lottery 14 800 000 / 15 504 000 ≈ 95.46 %).
 */
export interface DemoWheelGame {
  readonly id: number;
  readonly name: string;
  readonly route: string;
  readonly launch: CasinoLaunchKind;
  readonly rtpBasisPoints: number;
  readonly volatility: 'low' | 'medium' | 'high';
  readonly popularity: number;
}

const BASE: readonly (Omit<DemoWheelGame, 'id' | 'launch' | 'route' | 'popularity'> & { readonly route: 'fortuna' | 'chest' | 'memory' | 'safe' | 'lottery' | 'dragon' })[] = [
  { name: 'Fortuna Wheel', route: 'fortuna', rtpBasisPoints: 9600, volatility: 'medium' },
  { name: 'Treasure Chests', route: 'chest', rtpBasisPoints: 9600, volatility: 'medium' },
  { name: 'Memory Match', route: 'memory', rtpBasisPoints: 9600, volatility: 'low' },
  { name: 'Safe Cracker', route: 'safe', rtpBasisPoints: 9600, volatility: 'medium' },
  { name: 'Instant Lottery', route: 'lottery', rtpBasisPoints: 9546, volatility: 'high' },
  { name: 'Dragon Eggs', route: 'dragon', rtpBasisPoints: 9600, volatility: 'medium' },
];

/** Ids from 9001, clear of the generated catalogue (1001 and up, about 630 games). */
export const DEMO_WHEEL_GAMES: readonly DemoWheelGame[] = [
  ...BASE.filter((game) => game.route !== 'dragon').map((game, index) => ({ ...game, id: 9001 + index, launch: game.route as CasinoLaunchKind, popularity: 70_000 - index * 500 })),
  ...BASE.map((game, index) => ({ ...game, id: 9011 + index, name: `${game.name} Bonus`, route: `${game.route}-bonus`, launch: `${game.route}-bonus` as CasinoLaunchKind, popularity: 60_000 - index * 500 })),
];

export const WHEEL_GAMES_PROVIDER_ID = HOUSE_PROVIDER.id;
/** Their lobby sections: fast games and other games. */
export const WHEEL_GAME_CATEGORY_SLUGS = ['fast-games', 'othergames'] as const;
