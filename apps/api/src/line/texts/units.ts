import type { SportDef } from '../catalog';
import type { PeriodKey, PointsKey, SeriesUnit } from './dictionary';

type Sport = Pick<SportDef, 'slug' | 'model' | 'periods'>;

/** What an elo sport's series is counted in: sets (tennis, volleyball, badminton, darts), frames (snooker), else maps. */
export function seriesUnitOf(sport: Pick<SportDef, 'slug'>): SeriesUnit {
  if (sport.slug === 'tennis' || sport.slug.includes('volleyball') || sport.slug === 'badminton' || sport.slug === 'darts') return 'set';
  return sport.slug === 'snooker' ? 'frame' : 'map';
}

/** The name of a sport's period `n` (1…): halves, quarters, innings, periods; sets, frames, maps of an elo sport. */
export function periodKeyOf(sport: Sport, n: number): PeriodKey {
  if (sport.model === 'elo') return seriesUnitOf(sport);
  if (sport.periods === 2) return n === 1 ? 'half1' : 'half2';
  if (sport.periods === 4) return 'quarter';
  if (sport.periods === 9) return 'inning';
  return 'period';
}

/** What an elo sport's points are called (tennis games, CS2 rounds…). */
export function pointsKeyOf(sport: Pick<SportDef, 'slug'>): PointsKey {
  if (sport.slug === 'tennis') return 'games';
  if (sport.slug === 'darts') return 'legs';
  if (['cs2', 'valorant', 'rainbow-six', 'mortal-kombat'].includes(sport.slug)) return 'rounds';
  if (sport.slug === 'rocket-league') return 'goals';
  if (['dota-2', 'lol', 'mobile-legends'].includes(sport.slug)) return 'kills';
  return 'points';
}
