/**
 * An amount of money in integer minor units of its currency (kopecks, cents; yen for JPY; fils for KWD).
 * Always a safe integer; the currency travels beside it.
 */
export type MinorUnits = number;
