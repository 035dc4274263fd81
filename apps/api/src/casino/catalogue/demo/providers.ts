import type { GameKind } from './game-kinds';

export interface DemoProvider {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly isHouse?: boolean;
  /** How many games the generator draws for it (besides the fixed house and signature games). */
  readonly games: number;
  /** The kinds of its games, weighted. */
  readonly mix: Readonly<Partial<Record<GameKind, number>>>;
  /** Countries (numeric ISO) where its games are not offered. */
  readonly blockedCountryIds?: readonly number[];
  /** Its game series, if it has one: about half its games carry it. */
  readonly brand?: { readonly id: number; readonly slug: string; readonly name: string };
}

/** The house studio: its three games are the ones the game server plays (`launch`). */
export const HOUSE_PROVIDER: DemoProvider = {
  id: 1,
  slug: 'apex-originals',
  name: 'Apex Originals',
  isHouse: true,
  games: 0,
  mix: {},
  brand: { id: 1, slug: 'apex-originals', name: 'Apex Originals' },
};

const US = 840;
const GB = 826;
const FR = 250;

/** Forty studios (invented names), sorted by `id`; the house first. */
export const DEMO_PROVIDERS: readonly DemoProvider[] = [
  HOUSE_PROVIDER,
  { id: 2, slug: 'northstar-games', name: 'Northstar Games', games: 26, mix: { slot: 1 }, brand: { id: 2, slug: 'northstar-gold', name: 'Northstar Gold Series' } },
  { id: 3, slug: 'bluefin-studio', name: 'Bluefin Studio', games: 22, mix: { slot: 7, card: 2, table: 2 }, brand: { id: 3, slug: 'bluefin-classics', name: 'Bluefin Classics' } },
  { id: 4, slug: 'bluefin-live', name: 'Bluefin Live', games: 18, mix: { live: 1 } },
  { id: 5, slug: 'red-fox-gaming', name: 'Red Fox Gaming', games: 24, mix: { slot: 1 }, brand: { id: 4, slug: 'red-fox-legends', name: 'Red Fox Legends' } },
  { id: 6, slug: 'golden-lynx', name: 'Golden Lynx', games: 20, mix: { slot: 1 } },
  { id: 7, slug: 'pixel-forge', name: 'Pixel Forge', games: 18, mix: { slot: 7, instant: 3 } },
  { id: 8, slug: 'lucky-anchor', name: 'Lucky Anchor', games: 16, mix: { slot: 8, fishing: 2 } },
  { id: 9, slug: 'mystic-reels', name: 'Mystic Reels', games: 22, mix: { slot: 1 }, brand: { id: 5, slug: 'mystic-myths', name: 'Mystic Myths' } },
  { id: 10, slug: 'thunderbay-slots', name: 'Thunderbay Slots', games: 20, mix: { slot: 1 }, brand: { id: 6, slug: 'thunderbay-xtreme', name: 'Thunderbay Xtreme' } },
  { id: 11, slug: 'copper-owl', name: 'Copper Owl', games: 14, mix: { slot: 1 } },
  { id: 12, slug: 'silver-crane', name: 'Silver Crane Studios', games: 16, mix: { slot: 6, 'asian-slot': 4 } },
  { id: 13, slug: 'orchid-play', name: 'Orchid Play', games: 14, mix: { slot: 1 } },
  { id: 14, slug: 'wild-meadow', name: 'Wild Meadow', games: 14, mix: { slot: 1 } },
  { id: 15, slug: 'sapphire-spin', name: 'Sapphire Spin', games: 18, mix: { slot: 1 }, brand: { id: 7, slug: 'sapphire-jackpots', name: 'Sapphire Jackpots' } },
  { id: 16, slug: 'iron-lantern', name: 'Iron Lantern', games: 14, mix: { slot: 1 } },
  { id: 17, slug: 'cobalt-crown', name: 'Cobalt Crown', games: 16, mix: { slot: 1 } },
  { id: 18, slug: 'jade-harbor', name: 'Jade Harbor', games: 16, mix: { 'asian-slot': 6, asian: 4 } },
  { id: 19, slug: 'velvet-tiger', name: 'Velvet Tiger', games: 14, mix: { slot: 1 }, blockedCountryIds: [FR] },
  { id: 20, slug: 'polar-bear-games', name: 'Polar Bear Games', games: 12, mix: { slot: 1 } },
  { id: 21, slug: 'sunset-reels', name: 'Sunset Reels', games: 16, mix: { slot: 1 } },
  { id: 22, slug: 'quartz-gaming', name: 'Quartz Gaming', games: 14, mix: { slot: 7, scratch: 3 } },
  { id: 23, slug: 'nimbus-play', name: 'Nimbus Play', games: 14, mix: { slot: 5, instant: 5 } },
  { id: 24, slug: 'atlas-reels', name: 'Atlas Reels', games: 18, mix: { slot: 1 } },
  { id: 25, slug: 'grand-table-live', name: 'Grand Table Live', games: 20, mix: { live: 1 }, brand: { id: 8, slug: 'grand-table-signature', name: 'Grand Table Signature' } },
  { id: 26, slug: 'crystal-live', name: 'Crystal Live Studios', games: 16, mix: { live: 1 }, blockedCountryIds: [US, GB] },
  { id: 27, slug: 'eastern-pearl-live', name: 'Eastern Pearl Live', games: 14, mix: { live: 5, asian: 5 } },
  { id: 28, slug: 'skyline-instant', name: 'Skyline Instant', games: 12, mix: { crash: 6, instant: 4 }, brand: { id: 9, slug: 'skyline-x', name: 'Skyline X' } },
  { id: 29, slug: 'rocket-lab-games', name: 'Rocket Lab Games', games: 10, mix: { crash: 1 }, blockedCountryIds: [US] },
  { id: 30, slug: 'turbo-arcade', name: 'Turbo Arcade', games: 14, mix: { instant: 6, skill: 4 } },
  { id: 31, slug: 'quick-win-studio', name: 'Quick Win Studio', games: 12, mix: { instant: 5, scratch: 5 } },
  { id: 32, slug: 'royal-felt', name: 'Royal Felt', games: 16, mix: { card: 6, table: 4 }, brand: { id: 10, slug: 'royal-felt-premier', name: 'Royal Felt Premier' } },
  { id: 33, slug: 'ace-high-tables', name: 'Ace High Tables', games: 14, mix: { card: 5, poker: 5 } },
  { id: 34, slug: 'lotus-gaming', name: 'Lotus Gaming', games: 14, mix: { asian: 6, 'asian-slot': 4 }, brand: { id: 11, slug: 'lotus-fortune', name: 'Lotus Fortune' } },
  { id: 35, slug: 'deep-sea-arcade', name: 'Deep Sea Arcade', games: 12, mix: { fishing: 1 } },
  { id: 36, slug: 'virtua-sports', name: 'Virtua Sports', games: 14, mix: { virtual: 1 }, brand: { id: 12, slug: 'virtua-league', name: 'Virtua League' } },
  { id: 37, slug: 'prime-tv-games', name: 'Prime TV Games', games: 12, mix: { tv: 1 } },
  { id: 38, slug: 'number-cruncher', name: 'Number Cruncher', games: 12, mix: { keno: 6, bingo: 4 } },
  { id: 39, slug: 'bingo-hall', name: 'Bingo Hall Co', games: 10, mix: { bingo: 1 } },
  { id: 40, slug: 'riverside-poker', name: 'Riverside Poker', games: 12, mix: { poker: 1 } },
  { id: 41, slug: 'scratch-masters', name: 'Scratch Masters', games: 12, mix: { scratch: 1 } },
];
