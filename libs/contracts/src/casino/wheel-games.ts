import type { CasinoLaunchKind } from './catalogue';

/**
 * The bonus wheel games (spec §2 "wheel-game lists (fortuna, chest, memory, safe, lottery, their -bonus
 * variants, dragon-bonus)"): which `@betting/games` game a launch kind plays, and whether it plays for the casino bonus
 * balance (the `-bonus` launch kinds) instead of real money.
 */
export const CASINO_WHEEL_GAMES = ['fortuna', 'chest', 'memory', 'safe', 'lottery', 'dragon'] as const;
export type CasinoWheelGame = (typeof CASINO_WHEEL_GAMES)[number];
/** The pick games among them: the body of a round names the cells opened (`picks`). */
export const CASINO_PICK_GAMES = ['chest', 'memory', 'safe', 'lottery', 'dragon'] as const;
export type CasinoPickGame = (typeof CASINO_PICK_GAMES)[number];

const BONUS_SUFFIX = '-bonus';

/** Does this launch kind play for the casino bonus balance? */
export const isBonusLaunch = (kind: string): boolean => kind.endsWith(BONUS_SUFFIX);

/** The game a launch kind plays (`fortuna-bonus` → `fortuna`; `slot` → `slot`). */
export const casinoLaunchGame = (kind: CasinoLaunchKind): 'slot' | 'crash' | 'scratch' | CasinoWheelGame => (isBonusLaunch(kind) ? kind.slice(0, -BONUS_SUFFIX.length) : kind) as 'slot' | 'crash' | 'scratch' | CasinoWheelGame;

export const isWheelLaunch = (kind: CasinoLaunchKind): boolean => (CASINO_WHEEL_GAMES as readonly string[]).includes(casinoLaunchGame(kind));
export const isPickLaunch = (kind: CasinoLaunchKind): boolean => (CASINO_PICK_GAMES as readonly string[]).includes(casinoLaunchGame(kind));

/** The bonus variant of a real-money wheel game's launch kind (`fortuna` → `fortuna-bonus`), else null. */
export const bonusLaunchOf = (kind: CasinoLaunchKind): CasinoLaunchKind | null => (isWheelLaunch(kind) && !isBonusLaunch(kind) ? (`${kind}${BONUS_SUFFIX}` as CasinoLaunchKind) : null);
