import type { LineGame } from '@betting/contracts';

export interface StandingRow {
  readonly team: string;
  readonly played: number;
  readonly won: number;
  readonly drawn: number;
  readonly lost: number;
  readonly scored: number;
  readonly conceded: number;
  readonly points: number;
}

/** A champ's table from its finished games: 3 points a win, 1 a draw; ties broken by difference, then scored, then name. */
export function standingsOf(games: readonly LineGame[]): StandingRow[] {
  const rows = new Map<string, { played: number; won: number; drawn: number; lost: number; scored: number; conceded: number }>();
  const row = (team: string) => {
    const found = rows.get(team) ?? { played: 0, won: 0, drawn: 0, lost: 0, scored: 0, conceded: 0 };
    rows.set(team, found);
    return found;
  };
  for (const game of games) {
    const [home, away] = game.opponents;
    if (!game.isFinished || !home || !away || home.score === null || away.score === null) continue;
    const sides = [
      [row(home.name), home.score, away.score],
      [row(away.name), away.score, home.score],
    ] as const;
    for (const [entry, own, other] of sides) {
      entry.played += 1;
      entry.scored += own;
      entry.conceded += other;
      if (own > other) entry.won += 1;
      else if (own === other) entry.drawn += 1;
      else entry.lost += 1;
    }
  }
  return [...rows.entries()]
    .map(([team, entry]) => ({ team, ...entry, points: entry.won * 3 + entry.drawn }))
    .sort((a, b) => b.points - a.points || b.scored - b.conceded - (a.scored - a.conceded) || b.scored - a.scored || a.team.localeCompare(b.team));
}
