import { casinoLaunchesSeed } from './0035_casino_launches';

/**
 * Every slot tile plays its own machine of the reel engine (`launch = 'slots'`, `launch_variant` =
 * `{route}:{rtp}:{volatility}`) and publishes that machine's exact return: the catalogue's launches written again.
 */
export const casinoSlotMachinesSeed = { id: '0038_casino_slot_machines', run: casinoLaunchesSeed.run };
