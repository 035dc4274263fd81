/** The casino queries' names, as the line's (`line-query-names.ts`): first values are given by them. */
export const CASINO_QUERY_NAMES = { lobby: 'casino.lobby', game: 'casino.game' } as const;
