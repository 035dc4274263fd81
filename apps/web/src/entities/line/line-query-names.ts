/**
 * The line queries' names: farfetched keeps a query's data under the sid `ff.{name}.$data`, so a page's first values can
 * be given by name before the queries' module (and farfetched) has been evaluated.
 */
export const LINE_QUERY_NAMES = { menu: 'line.menu', events: 'line.events', game: 'line.game' } as const;
