import { settings } from '../../shared/settings';

/** The bettor's settings the sports pages read: the odds view of every coefficient and the menu's country grouping. */
export const $coefView = settings.$settings.map((value) => value.coefViewId);
export const $groupByCountry = settings.$settings.map((value) => value.isGroupByCountry);
/** Spec §3 switches the line honours: the game's number beside its time, the accumulator of the day on the home. */
export const $showGameId = settings.$settings.map((value) => value.isShowGameId === 1);
export const $accumulatorOfTheDay = settings.$settings.map((value) => value.isAccumulatorOfTheDay === 1);
