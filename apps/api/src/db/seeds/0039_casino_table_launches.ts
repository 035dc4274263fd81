import { casinoLaunchesSeed } from './0035_casino_launches';

/**
 * Every tile launches a game: roulette, baccarat, card, poker and Asian table tiles their table engines, live casino
 * tiles the same engines as an RNG table (`launch_variant = 'rng-table'`), fishing and mahjong tiles a reel machine of
 * their own, each with its engine's exact return: the catalogue's launches written again.
 */
export const casinoTableLaunchesSeed = { id: '0039_casino_table_launches', run: casinoLaunchesSeed.run };
