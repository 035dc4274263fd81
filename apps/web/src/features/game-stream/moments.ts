/**
 * What the animated stream shows, read from the live feed: each published change of a game's state (score, period
 * scores, tennis points, period, the final whistle) compared with the one before gives the moments the simulator
 * played — goals, points, rounds, maps and sets won. Nothing here knows more than the feed has told: the view never
 * runs ahead of the simulator, it replays what was published.
 */

/** How a sport is drawn: a pitch, rink or court with goals at both ends; a court with a net; an arena of rounds. */
export type StreamScene = 'field' | 'net' | 'arena';
/** The look of a field: grass, ice, a wooden court, water. */
export type FieldSurface = 'grass' | 'ice' | 'wood' | 'water' | 'indoor';

const FIELD_SURFACE: Readonly<Record<string, FieldSurface>> = {
  football: 'grass',
  fifa: 'grass',
  rugby: 'grass',
  'american-football': 'grass',
  baseball: 'grass',
  'ice-hockey': 'ice',
  ehockey: 'ice',
  basketball: 'wood',
  ebasketball: 'wood',
  handball: 'indoor',
  futsal: 'indoor',
  floorball: 'indoor',
  'water-polo': 'water',
};
/** Sports of the arena whose race inside a period is a run of rounds (the esports of maps). */
const ROUND_SPORTS: ReadonlySet<string> = new Set(['cs2', 'dota-2', 'lol', 'valorant', 'rainbow-six', 'starcraft-2', 'mobile-legends', 'rocket-league']);

/** The look of a court with a net. */
export type CourtSurface = 'tennis' | 'volleyball' | 'beach' | 'table' | 'badminton';
const COURT_SURFACE: Readonly<Record<string, CourtSurface>> = {
  tennis: 'tennis',
  volleyball: 'volleyball',
  'beach-volleyball': 'beach',
  'table-tennis': 'table',
  badminton: 'badminton',
};
export function courtOf(sportSlug: string): CourtSurface {
  return COURT_SURFACE[sportSlug] ?? 'tennis';
}

export function sceneOf(sportSlug: string): StreamScene {
  if (FIELD_SURFACE[sportSlug]) return 'field';
  return COURT_SURFACE[sportSlug] ? 'net' : 'arena';
}

export function surfaceOf(sportSlug: string): FieldSurface {
  return FIELD_SURFACE[sportSlug] ?? 'grass';
}

/** What one point of the race inside a period is called: a tennis game, an esports round, a point, a leg or frame. */
export type RaceWord = 'game' | 'round' | 'point';
export function raceWordOf(sportSlug: string): RaceWord {
  if (sportSlug === 'tennis') return 'game';
  return ROUND_SPORTS.has(sportSlug) ? 'round' : 'point';
}

/** A game's state as the feed last told it (the page's `useLiveGame`). */
export interface StreamState {
  readonly isLive: boolean;
  readonly isFinished: boolean;
  readonly period: number;
  readonly scores: readonly (number | null)[];
  readonly periodScores: readonly (readonly number[])[];
  readonly points: readonly number[] | null;
}

export type Side = 0 | 1;

export type StreamMoment =
  /** The game went live. */
  | { readonly kind: 'start' }
  /** A goal, basket, try or run of a field sport; `scores` the score it leaves. */
  | { readonly kind: 'goal'; readonly side: Side; readonly scores: readonly [number, number] }
  /** A point inside a tennis game; `points` the game's points it leaves. */
  | { readonly kind: 'point'; readonly side: Side; readonly points: readonly [number, number] }
  /** A point of the race inside a period (a tennis game, an esports round, a volleyball point); `race` that period's score. */
  | { readonly kind: 'race'; readonly side: Side; readonly period: number; readonly race: readonly [number, number] }
  /** A map, set or bout won; `scores` the series it leaves. */
  | { readonly kind: 'period'; readonly side: Side; readonly period: number; readonly scores: readonly [number, number] }
  /** A new period under way (field sports: the second half, the third period). */
  | { readonly kind: 'periodStart'; readonly period: number }
  | { readonly kind: 'finished'; readonly scores: readonly [number, number] };

const pair = (values: readonly (number | null | undefined)[] | null | undefined): [number, number] => [values?.[0] ?? 0, values?.[1] ?? 0];

/** At most this many moments of one kind from one change (a long catch-up shows its last ones, not a flood). */
const MAX_REPEAT = 3;

/**
 * The moments between two readings of one game, in the order they were played. `before` null: the first reading
 * (what the page loaded) — nothing to replay yet.
 */
export function momentsBetween(before: StreamState | null, after: StreamState, sportSlug: string): StreamMoment[] {
  if (!before) return [];
  const moments: StreamMoment[] = [];
  const wasPlaying = before.isLive || before.isFinished;
  if (!wasPlaying && (after.isLive || after.isFinished)) moments.push({ kind: 'start' });
  const [homeBefore, awayBefore] = pair(before.scores);
  const [home, away] = pair(after.scores);
  const scene = sceneOf(sportSlug);
  if (scene === 'field') {
    if (after.period > before.period && before.period > 0 && !after.isFinished) moments.push({ kind: 'periodStart', period: after.period });
    const goals: { side: Side; scores: [number, number] }[] = [];
    // Goals of both sides since the last reading: in a catch-up their order is unknown, so the home side's go first.
    for (let score = homeBefore + 1; score <= home; score += 1) goals.push({ side: 0, scores: [score, awayBefore] });
    for (let score = awayBefore + 1; score <= away; score += 1) goals.push({ side: 1, scores: [home, score] });
    for (const goal of goals.slice(-MAX_REPEAT * 2)) moments.push({ kind: 'goal', ...goal });
  } else {
    const races: StreamMoment[] = [];
    const period = Math.max(1, before.period);
    const raceBefore = pair(before.periodScores[period - 1]);
    const raceAfter = pair(after.periodScores[period - 1]);
    for (const side of [0, 1] as const) {
      for (let won = raceBefore[side] + 1; won <= raceAfter[side]; won += 1) {
        const race: [number, number] = side === 0 ? [won, raceBefore[1]] : [raceAfter[0], won];
        races.push({ kind: 'race', side, period, race });
      }
    }
    const periodsWon: StreamMoment[] = [];
    for (let won = homeBefore + 1; won <= home; won += 1) periodsWon.push({ kind: 'period', side: 0, period: won + awayBefore, scores: [won, awayBefore] });
    for (let won = awayBefore + 1; won <= away; won += 1) periodsWon.push({ kind: 'period', side: 1, period: home + won, scores: [home, won] });
    // A tennis point that did not end the game; one that did shows as the game itself.
    if (races.length === 0 && periodsWon.length === 0 && after.points && before.points) {
      const pointsBefore = pair(before.points);
      const pointsAfter = pair(after.points);
      for (const side of [0, 1] as const) if (pointsAfter[side] > pointsBefore[side]) moments.push({ kind: 'point', side, points: pointsAfter });
    }
    moments.push(...races.slice(-MAX_REPEAT), ...periodsWon.slice(-MAX_REPEAT));
  }
  if (after.isFinished && !before.isFinished) moments.push({ kind: 'finished', scores: [home, away] });
  return moments;
}

/** Which side last moved the game on (the stream leans the play that way); null when nobody has. */
export function sideOf(moment: StreamMoment): Side | null {
  return 'side' in moment ? moment.side : null;
}
