/**
 * How a live game's period reads, per kind of sport: the sport's own unit ("Set 2", "Frame 5", "Map 3",
 * "Quarter 4", "Inning 7") and whether a running clock means anything. Sports counted in sets, frames, maps, games,
 * innings or rounds show no minutes. The one table of it; the line's sports (apps/api/src/line/catalog.ts) by slug.
 */
export const PERIOD_UNITS = ['half', 'period', 'quarter', 'inning', 'innings', 'set', 'game', 'frame', 'map', 'round'] as const;
export type PeriodUnit = (typeof PERIOD_UNITS)[number];

export interface PeriodDisplay {
  readonly unit: PeriodUnit;
  /** Minutes played are shown next to the period (timed sports only). */
  readonly clock: boolean;
}

const timed = (unit: PeriodUnit): PeriodDisplay => ({ unit, clock: true });
const counted = (unit: PeriodUnit): PeriodDisplay => ({ unit, clock: false });

const BY_SLUG: Readonly<Record<string, PeriodDisplay>> = {
  football: timed('half'),
  futsal: timed('half'),
  handball: timed('half'),
  rugby: timed('half'),
  fifa: timed('half'),
  'ice-hockey': timed('period'),
  floorball: timed('period'),
  ehockey: timed('period'),
  basketball: timed('quarter'),
  ebasketball: timed('quarter'),
  'american-football': timed('quarter'),
  'water-polo': timed('quarter'),
  baseball: counted('inning'),
  cricket: counted('innings'),
  tennis: counted('set'),
  volleyball: counted('set'),
  'beach-volleyball': counted('set'),
  darts: counted('set'),
  'table-tennis': counted('game'),
  badminton: counted('game'),
  'rocket-league': counted('game'),
  snooker: counted('frame'),
  cs2: counted('map'),
  'dota-2': counted('map'),
  lol: counted('map'),
  valorant: counted('map'),
  'rainbow-six': counted('map'),
  'starcraft-2': counted('map'),
  'mobile-legends': counted('map'),
  mma: counted('round'),
  boxing: counted('round'),
  'mortal-kombat': counted('round'),
};

/** A sport the table does not know is timed in periods. */
const FALLBACK: PeriodDisplay = timed('period');

export function periodDisplayOf(sportSlug: string): PeriodDisplay {
  return BY_SLUG[sportSlug] ?? FALLBACK;
}

/** The i18n key of the period's label (`pages` namespace, `{{period}}` the number). */
export function periodLabelKey(unit: PeriodUnit): `sports.periodUnits.${PeriodUnit}` {
  return `sports.periodUnits.${unit}`;
}

export function minutesPlayed(seconds: number): string {
  return `${Math.floor(seconds / 60)}'`;
}
