import type { CasinoVolatility } from '@betting/contracts';
import type { DemoCategorySlug } from './categories';

/** Picks one item of a list with the generator's next draw. */
export type Pick = <T>(items: readonly T[]) => T;

export interface NameForm {
  readonly weight: number;
  readonly name: (pick: Pick) => string;
  /** Sub-sections a name of this form belongs to besides its kind's. */
  readonly extra?: readonly DemoCategorySlug[];
}

export interface GameKindSpec {
  readonly categories: readonly DemoCategorySlug[];
  /** Return to player range, hundredths of a percent. */
  readonly rtp: readonly [number, number];
  readonly volatility: readonly CasinoVolatility[];
  readonly forms: readonly NameForm[];
  /** Only kinds with a progressive pot get the jackpot tag. */
  readonly jackpots?: boolean;
}

const ADJECTIVES = ['Golden', 'Lucky', 'Wild', 'Mystic', 'Burning', 'Royal', 'Crystal', 'Blazing', 'Frozen', 'Ancient', 'Sacred', 'Mega', 'Super', 'Diamond', 'Emerald', 'Silver', 'Neon', 'Cosmic', 'Viking', 'Pirate', 'Jungle', 'Sweet', 'Magic', 'Midnight', 'Shining', 'Thunder', 'Electric', 'Raging', 'Hidden', 'Savage', 'Eternal', 'Starlit', 'Stormy', 'Velvet', 'Iron', 'Scarlet', 'Secret', 'Sunny', 'Twilight', 'Roaring'];
const NOUNS = ['Pharaoh', 'Treasure', 'Gems', 'Dragon', 'Buffalo', 'Wolf', 'Tiger', 'Panda', 'Phoenix', 'Queen', 'King', 'Temple', 'Riches', 'Bonanza', 'Fortune', 'Jewels', 'Bells', 'Stars', 'Candy', 'Legends', 'Empire', 'Quest', 'Odyssey', 'Nights', 'Safari', 'Samurai', 'Ninja', 'Titans', 'Goddess', 'Rhino', 'Eagle', 'Mustang', 'Lion', 'Jaguar', 'Mermaid', 'Kraken', 'Knight', 'Castle', 'Crown', 'Vault', 'Harvest', 'Carnival', 'Fiesta', 'Rubies', 'Sphinx', 'Oasis', 'Galaxy', 'Comet', 'Volcano'];
const PLACES = ['Egypt', 'Olympus', 'Atlantis', 'Asgard', 'the Amazon', 'the Nile', 'Babylon', 'El Dorado', 'Valhalla', 'Cairo', 'Troy', 'Avalon', 'Persia', 'Camelot', 'Sparta', 'Rio', 'Havana', 'Bali', 'Tortuga', 'the Andes'];
const FRUIT_ADJECTIVES = ['Hot', 'Juicy', 'Sizzling', 'Fresh', 'Wild', 'Lucky', 'Burning', 'Shining', 'Frozen', 'Golden', 'Crazy', 'Sunny', 'Super', 'Triple', 'Flaming'];
const FRUITS = ['Fruits', 'Cherries', 'Sevens', 'Lemons', 'Melons', 'Grapes', 'Plums', 'Berries', 'Fruit Party', 'Fruit Blast', 'Fruit Stack', 'Bells and Sevens'];
const BOOKS = ['Anubis', 'the Dead', 'Secrets', 'Gods', 'Tut', 'Shadows', 'Horus', 'Kings', 'Runes', 'Legends', 'Spells', 'Oz', 'the Pharaoh', 'Cleopatra', 'Isis', 'Thoth', 'the Sun', 'Atlantis', 'Merlin', 'the Vikings'];
const ASIAN_ADJECTIVES = ['Lucky', 'Golden', 'Jade', 'Imperial', 'Fortune', 'Red', 'Mighty', 'Dancing', 'Prosperity', 'Emperor', 'Silk', 'Heavenly'];
const ASIAN_NOUNS = ['Koi', 'Lantern', 'Dragon', 'Panda', 'Tiger', 'Phoenix', 'Lotus', 'Fortune Cat', 'Dynasty', 'Pagoda', 'Mahjong', 'Bamboo', 'Empress', 'Blossom', 'Coins', 'Ingots', 'Festival', 'Zodiac'];
const ASIAN_TABLES = ['Dragon Tiger', 'Fan Tan', 'Pai Gow', 'Andar Bahar', 'Teen Patti', 'Sic Bo', 'Xoc Dia', 'Mahjong Tiles'];
const LIVE_PREFIXES = ['Live', 'Speed', 'VIP', 'Flash', 'Grand', 'Golden', 'Immersive', 'Auto', 'Turbo', 'Royal', 'Salon', 'Platinum', 'Diamond', 'Prestige', 'Infinite', 'Power'];
const LIVE_SUFFIXES = ['A', 'B', 'C', 'Classic', 'Deluxe', 'Gold', 'Prime', 'Studio', 'Express', 'Lounge'];
const CARD_PREFIXES = ['Classic', 'European', 'American', 'Multihand', 'Single Deck', 'High Limit', 'Premium', 'Atlantic City', 'Vegas Strip', 'Double Deck'];
const CARD_GAMES = ['Blackjack', 'Baccarat', 'Red Dog', 'Pontoon', 'Punto Banco', 'Casino War', 'Spanish 21'];
const TABLE_PREFIXES = ['European', 'French', 'American', 'Mini', 'Double Ball', 'Multi-Wheel', 'Premier', 'Classic', 'Zoom', 'Pinball', 'Royal', 'Speed'];
const TABLE_GAMES = ['Roulette', 'Craps', 'Sic Bo', 'Money Wheel'];
const CRASH_FIRST = ['Sky', 'Jet', 'Rocket', 'Comet', 'Star', 'Moon', 'Turbo', 'Nitro', 'Cosmo', 'Astro', 'Hyper', 'Zeppelin', 'Balloon', 'Falcon', 'Orbit', 'Space'];
const CRASH_SECOND = ['Rush', 'Climb', 'Dash', 'Lift', 'Crash', 'Pilot', 'Launch', 'Rise', 'X', 'Flight', 'Boost', 'Jump'];
const INSTANT_PREFIXES = ['Mini', 'Turbo', 'Neon', 'Crystal', 'Gold', 'Speedy', 'Lucky', 'Cyber', 'Retro', 'Hyper', 'Magic', 'Pixel'];
/** Games the house plays (`@betting/games` engines: mines, plinko, hi-lo, dice) and one keno, each named for what it is. */
const INSTANT_GAMES = ['Mines', 'Plinko', 'Hi-Lo', 'Dice Roll', 'Gem Mines', 'Diamond Mines', 'Plinko Drop', 'Keno Flash'];
const CHANCE_GAMES = ['Dice', 'Over Under Dice', 'Wheel'];
const SKILL_PREFIXES = ['Pro', 'Super', 'Street', 'Champion', 'Arcade', 'World', 'Ultimate', 'Golden'];
/** The skill section's games play the house engines, and say which in their names. */
const SKILL_GAMES = ['Dice Shot', 'Plinko Pins', 'Mines Sweep', 'Hi-Lo Cards', 'Dice Arena', 'Plinko Cascade', 'Mines Quest', 'Hi-Lo Streak', 'Dice Sprint', 'Plinko Peak'];
const FISHING_FIRST = ['Ocean King', 'Dragon', 'Golden Toad', 'Deep Sea', 'Mermaid', 'Shark', 'Jackpot', 'Thunder', 'Crab King', 'Lucky Koi', 'Kraken', 'Arctic'];
const FISHING_SECOND = ['Fishing', 'Hunter', 'Catch', 'Shooter', 'Fishing Frenzy', 'Reef Hunt'];
const VIRTUAL_PREFIXES = ['Virtual', 'Instant', 'Turbo', 'Real', 'Fast', 'Nations'];
const VIRTUAL_SPORTS = ['Football League', 'Football Cup', 'Basketball', 'Tennis Open', 'Greyhound Racing', 'Horse Racing', 'Speedway', 'Motor Racing', 'Cricket T20', 'Cycling Sprint', 'Ice Hockey', 'Penalty Kicks', 'Darts League', 'Boxing Night', 'Baseball'];
const TV_GAMES = ['Lucky 6', 'Wheel of Luck', 'War of Bets', 'Bet on Poker', 'Bet on Baccarat', 'Dice Duel', 'Lucky 7', 'Lucky 5', 'Speedy 7', 'Classic Wheel', 'Six Numbers', 'Lucky Balls', '5 of 36', 'Card Duel', 'Money Drop'];
const TV_SUFFIXES = ['TV', 'Live', 'Express', 'Night', 'Show'];
const KENO_PREFIXES = ['Turbo', 'Express', 'Power', 'Club', 'Classic', 'Super', 'Lucky', 'Instant', 'Blast', 'Deluxe', 'Cosmic', 'Gold'];
const BINGO_PREFIXES = ['Speed', 'Party', 'Pirate', 'Disco', 'Blitz', 'Jungle', 'Gold', 'Retro', 'Sunny', 'Royal', 'Bonanza'];
const POKER_PREFIXES = ['Classic', 'Multihand', 'Casino', 'Super', 'Heads-Up', 'Pro', 'Vegas', 'Turbo'];
const POKER_GAMES = ["Hold'em", 'Omaha', 'Caribbean Stud', 'Jacks or Better', 'Deuces Wild', 'Joker Poker', 'Oasis Poker', 'Russian Poker', 'Triple Card Poker', 'Bonus Poker', 'Double Bonus Poker', 'Tens or Better', 'Aces and Faces'];
const SCRATCH_THEMES = ['Gold', 'Diamonds', 'Cash', 'King', 'Safari', 'Fruits', 'Dice', 'Jackpot', 'Mega', 'Lucky Stars', 'Treasure', 'Pirate', 'Rainbow', 'Clover', 'Sevens', 'Vegas', 'Fortune', 'Neon'];

const form = (weight: number, name: (pick: Pick) => string, extra?: readonly DemoCategorySlug[]): NameForm => ({ weight, name, extra });
const live = (game: string, extra: readonly DemoCategorySlug[]) =>
  form(1, (pick) => {
    const suffix = pick(['', '', '', ...LIVE_SUFFIXES]);
    return `${pick(LIVE_PREFIXES)} ${game}${suffix ? ` ${suffix}` : ''}`;
  }, extra);

export type GameKind = 'slot' | 'asian-slot' | 'live' | 'card' | 'table' | 'asian' | 'crash' | 'instant' | 'skill' | 'fishing' | 'virtual' | 'tv' | 'keno' | 'bingo' | 'poker' | 'scratch';

/** Every kind of game the demo studios make: its sections, return to player, volatility and names. */
export const GAME_KINDS: Readonly<Record<GameKind, GameKindSpec>> = {
  slot: {
    categories: ['slots'],
    rtp: [9400, 9750],
    volatility: ['low', 'medium', 'high'],
    jackpots: true,
    forms: [
      form(30, (pick) => `${pick(ADJECTIVES)} ${pick(NOUNS)}`),
      form(12, (pick) => `${pick(NOUNS)} of ${pick(PLACES)}`),
      form(8, (pick) => `${pick(ADJECTIVES)} ${pick(NOUNS)} Deluxe`),
      form(12, (pick) => `${pick(FRUIT_ADJECTIVES)} ${pick(FRUITS)}`, ['fruit-slots']),
      form(5, (pick) => `${pick(['20', '40', '100'])} ${pick(FRUIT_ADJECTIVES)} ${pick(FRUITS)}`, ['fruit-slots']),
      form(8, (pick) => `Book of ${pick(BOOKS)}`, ['book-slots']),
      form(12, (pick) => `${pick(ADJECTIVES)} ${pick(NOUNS)} Multiways`, ['multiways']),
      form(10, (pick) => `${pick(NOUNS)} Hold and Win`, ['hold-and-win']),
    ],
  },
  'asian-slot': {
    categories: ['slots', 'asian-games'],
    rtp: [9400, 9700],
    volatility: ['medium', 'high'],
    jackpots: true,
    forms: [form(1, (pick) => `${pick(ASIAN_ADJECTIVES)} ${pick(ASIAN_NOUNS)}`)],
  },
  live: {
    categories: ['live-casino'],
    rtp: [9500, 9900],
    volatility: ['low', 'medium'],
    forms: [
      live('Roulette', ['live-roulette']),
      live('Blackjack', ['live-blackjack']),
      live('Baccarat', ['live-baccarat']),
      live('Money Wheel', ['game-shows']),
      live('Dice Show', ['game-shows']),
      live('Dragon Tiger', ['asian-games']),
      live('Sic Bo', ['asian-games']),
      live("Casino Hold'em", ['poker']),
    ],
  },
  card: {
    categories: ['card-games', 'table-games'],
    rtp: [9750, 9950],
    volatility: ['low', 'medium'],
    forms: [form(1, (pick) => `${pick(CARD_PREFIXES)} ${pick(CARD_GAMES)}`)],
  },
  table: {
    categories: ['table-games'],
    rtp: [9470, 9730],
    volatility: ['low', 'medium', 'high'],
    forms: [form(1, (pick) => `${pick(TABLE_PREFIXES)} ${pick(TABLE_GAMES)}`)],
  },
  asian: {
    categories: ['asian-games', 'table-games'],
    rtp: [9500, 9800],
    volatility: ['low', 'medium'],
    forms: [form(1, (pick) => `${pick(ASIAN_ADJECTIVES)} ${pick(ASIAN_TABLES)}`)],
  },
  crash: {
    categories: ['crash-games', 'fast-games'],
    rtp: [9700, 9900],
    volatility: ['high'],
    forms: [form(1, (pick) => `${pick(CRASH_FIRST)} ${pick(CRASH_SECOND)}`)],
  },
  instant: {
    categories: ['fast-games'],
    rtp: [9700, 9900],
    volatility: ['low', 'medium', 'high'],
    forms: [form(3, (pick) => `${pick(INSTANT_PREFIXES)} ${pick(INSTANT_GAMES)}`), form(1, (pick) => `${pick(INSTANT_PREFIXES)} ${pick(CHANCE_GAMES)}`, ['othergames'])],
  },
  skill: {
    categories: ['skill-games', 'fast-games'],
    rtp: [9600, 9800],
    volatility: ['medium'],
    forms: [form(1, (pick) => `${pick(SKILL_PREFIXES)} ${pick(SKILL_GAMES)}`)],
  },
  fishing: {
    categories: ['fishinghunting'],
    rtp: [9500, 9700],
    volatility: ['medium', 'high'],
    forms: [form(1, (pick) => `${pick(FISHING_FIRST)} ${pick(FISHING_SECOND)}`)],
  },
  virtual: {
    categories: ['virtualsports'],
    rtp: [9200, 9500],
    volatility: ['medium'],
    forms: [form(1, (pick) => `${pick(VIRTUAL_PREFIXES)} ${pick(VIRTUAL_SPORTS)}`)],
  },
  tv: {
    categories: ['tvgames'],
    rtp: [9300, 9600],
    volatility: ['low', 'medium'],
    forms: [form(1, (pick) => pick(TV_GAMES)), form(2, (pick) => `${pick(TV_GAMES)} ${pick(TV_SUFFIXES)}`)],
  },
  keno: {
    categories: ['keno', 'othergames'],
    rtp: [9000, 9500],
    volatility: ['medium', 'high'],
    forms: [form(1, (pick) => `${pick(KENO_PREFIXES)} Keno`), form(1, (pick) => `Keno ${pick(['80', '40', '20', '10'])} ${pick(KENO_PREFIXES)}`)],
  },
  bingo: {
    categories: ['bingo', 'othergames'],
    rtp: [9000, 9500],
    volatility: ['low', 'medium'],
    forms: [form(1, (pick) => `${pick(BINGO_PREFIXES)} Bingo`), form(1, (pick) => `Bingo ${pick(['90', '75', '30'])} ${pick(BINGO_PREFIXES)}`)],
  },
  poker: {
    categories: ['poker', 'card-games'],
    rtp: [9700, 9950],
    volatility: ['low', 'medium'],
    forms: [form(1, (pick) => `${pick(POKER_PREFIXES)} ${pick(POKER_GAMES)}`)],
  },
  scratch: {
    categories: ['scratchcards', 'othergames'],
    rtp: [9000, 9600],
    volatility: ['low', 'medium'],
    forms: [form(1, (pick) => `Scratch ${pick(SCRATCH_THEMES)}`), form(1, (pick) => `${pick(SCRATCH_THEMES)} Scratch`)],
  },
};
