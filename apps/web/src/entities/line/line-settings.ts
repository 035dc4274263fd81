import { settings } from '../../shared/settings';

/** The bettor's settings the sports pages read: the odds view of every coefficient and the menu's country grouping. */
export const $coefView = settings.$settings.map((value) => value.coefViewId);
export const $groupByCountry = settings.$settings.map((value) => value.isGroupByCountry);
