/**
 * The sports sections and time filters as plain lists, apart from their schemas: the routing table (in the first
 * JavaScript) reads them without pulling the line's zod schemas along.
 */
/** Spec §2: sports sections. */
export const LINE_SECTIONS = ['live', 'line'] as const;

/**
 * Spec §3 time filter options. `upcoming_events`: line games starting within 24 h (live: every live game);
 * `first_period` / `second_period`: live games in that period (line: games starting within 3 h / 3–12 h);
 * `recommended`: games flagged top or of top champs.
 */
export const LINE_TIME_FILTERS = ['all', 'upcoming_events', 'first_period', 'second_period', 'recommended'] as const;
