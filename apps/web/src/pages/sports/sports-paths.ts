import { LINE_TIME_FILTERS, type LineGame, type LineSection, type LineTimeFilter } from '@betting/contracts';

/**
 * The sports pages' paths (spec §2: `{section}/{menuSection?}/{sport?}/{champ?}/{game?}`). Ours: the menu section is
 * the time filter (`all`, `upcoming_events`, …), the sport its slug, champ and game `{id}-{name}` so a path reads
 * well and still finds its row by id.
 */
export interface SportsLocation {
  readonly section: LineSection;
  readonly timeFilter: LineTimeFilter;
  readonly sportSlug: string | null;
  readonly champId: number | null;
  readonly gameId: number | null;
}

export function isTimeFilter(value: unknown): value is LineTimeFilter {
  return typeof value === 'string' && (LINE_TIME_FILTERS as readonly string[]).includes(value);
}

/** `118-premier-league` → 118; anything without a leading id → null. */
export function idOfSegment(segment: string | undefined): number | null {
  const match = segment === undefined ? null : /^(\d{1,15})(?:-|$)/.exec(segment);
  return match ? Number(match[1]) : null;
}

export function slugOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
}

/** `118-premier-league`; just `118` when the name has no Latin letters or digits (a champ named in Cyrillic). */
export function idSegment(id: number, name: string): string {
  const slug = slugOf(name);
  return slug ? `${id}-${slug}` : String(id);
}

export function sectionPath(lng: string, section: LineSection, timeFilter: LineTimeFilter = 'all', sportSlug?: string | null): string {
  const base = `/${lng}/${section}`;
  if (sportSlug) return `${base}/${timeFilter}/${sportSlug}`;
  return timeFilter === 'all' ? base : `${base}/${timeFilter}`;
}

export function champPath(lng: string, section: LineSection, sportSlug: string, champ: { readonly id: number; readonly name: string }, timeFilter: LineTimeFilter = 'all'): string {
  return `/${lng}/${section}/${timeFilter}/${sportSlug}/${idSegment(champ.id, champ.name)}`;
}

export function gamePath(lng: string, game: Pick<LineGame, 'id' | 'isLive' | 'sportSlug' | 'champId' | 'champName' | 'opponents'>): string {
  const section: LineSection = game.isLive ? 'live' : 'line';
  const name = game.opponents.map((opponent) => opponent.name).join(' ');
  return `${champPath(lng, section, game.sportSlug, { id: game.champId, name: game.champName })}/${idSegment(game.id, name)}`;
}

/** Reads the route's params (already checked by the routing table) into a location. */
export function sportsLocation(params: Readonly<Record<string, string | undefined>>): SportsLocation {
  return {
    section: params['section'] === 'live' ? 'live' : 'line',
    timeFilter: isTimeFilter(params['menuSection']) ? params['menuSection'] : 'all',
    sportSlug: params['sport'] ?? null,
    champId: idOfSegment(params['champ']),
    gameId: idOfSegment(params['game']),
  };
}

/** `results/verify/{gameId}`: "Verify this game", a finished simulated game replayed from its revealed key. */
export function verifyGamePath(lng: string, gameId: number): string {
  return `/${lng}/results/verify/${gameId}`;
}
