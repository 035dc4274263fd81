/**
 * A tennis game's points as the umpire calls them: 0, 15, 30, 40; from 40:40 (deuce) the side one point ahead has
 * the advantage. The API sends the points won in the game under way (`LineGame.points`), home first.
 */
const CALLS = ['0', '15', '30', '40'] as const;

/** The calls of both sides ("30", "40"), or `advantage` (the caller's word for it) for the side ahead after deuce. */
export function tennisPointCalls(points: readonly number[], advantage = 'AD'): [string, string] {
  const home = points[0] ?? 0;
  const away = points[1] ?? 0;
  if (home >= 3 && away >= 3) {
    if (home === away) return ['40', '40'];
    return home > away ? [advantage, '40'] : ['40', advantage];
  }
  return [CALLS[Math.min(home, 3)]!, CALLS[Math.min(away, 3)]!];
}
